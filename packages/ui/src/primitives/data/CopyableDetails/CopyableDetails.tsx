import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { CopyButton, type CopyButtonMessages } from '../../controls/CopyButton/CopyButton';
import { codeGroups } from '../../private/codeGroups';
import { action, list, row, term, value as valueClass } from './CopyableDetails.css';

/** One labelled value the user copies into another system (a bank's wire form, a wallet). */
export interface CopyableDetail {
  /** Stable key. @default the label */
  readonly id?: string;
  readonly label: string;
  readonly value: string;
  /** Stands out from the other rows: the one detail that must not be forgotten. @default false */
  readonly emphasis?: boolean;
  /**
   * A name or an address, set in the text face; the default is a code (a routing, account or
   * reference number, a wallet address), set monospaced so each character reads apart. @default false
   */
  readonly prose?: boolean;
  /**
   * Digits only (a routing or account number): the text face with tabular digits, as amounts are
   * set. @default false
   */
  readonly figure?: boolean;
  /**
   * A long code (a wallet address): in groups of four characters, a line breaking only between
   * groups, never mid-group. @default false
   */
  readonly grouped?: boolean;
}

export interface CopyableDetailsProps {
  items: readonly CopyableDetail[];
  /** The words of the copy buttons (see `CopyButton`). */
  messages?: Partial<CopyButtonMessages>;
  /** Merged last. */
  className?: string;
}

/**
 * Details to copy exactly, one per row (a `dl`): the label, the value (a code in a monospaced face,
 * a `figure` in the amounts' face, a `prose` name or address in the text face; a `grouped` wallet
 * address in groups of four), and a copy button named after the label ('Copy Routing number'), e.g. the USD wire details with their reference code, or a receiving address. An
 * `emphasis` row is set apart (bold value, framed).
 *
 * Selectors: `[data-emphasis]` on an emphasised row; the copy buttons' `[data-copied]`.
 */
export function CopyableDetails({ items, messages, className }: CopyableDetailsProps) {
  return (
    <dl className={cx(list, className)}>
      {items.map((item) => (
        <div key={item.id ?? item.label} className={row} data-emphasis={item.emphasis || undefined}>
          <dt className={term}>{item.label}</dt>
          <dd
            className={valueClass}
            data-prose={item.prose || undefined}
            data-figure={item.figure || undefined}
          >
            {item.grouped ? codeGroups(item.value) : item.value}
          </dd>
          <dd className={action}>
            <CopyButton value={item.value} what={item.label} {...defined({ messages })} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
