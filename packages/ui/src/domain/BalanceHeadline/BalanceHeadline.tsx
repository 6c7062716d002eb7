import { Delta } from '../../primitives/figures/Delta/Delta';
import { Money } from '../../primitives/figures/Money/Money';
import { Stack } from '../../primitives/layout/Stack/Stack';
import { Figure, Text } from '../../primitives/layout/Text/Text';
import * as css from './BalanceHeadline.css';
import { type BalanceHeadlineMessages, defaultBalanceHeadlineMessages } from './messages';

/** One change line: the gain or loss over a period, as an amount and a ratio. */
export interface BalanceChangeLine {
  /** The period's name, after the figures ('Past month', 'Since first deposit'). */
  readonly label: string;
  /** The change in dollars, a decimal string ('1204.10', '-35.00'). */
  readonly amount: string;
  /** The change as a ratio, a decimal string ('0.0412' for 4.12 %); `null` when there is none to state. */
  readonly ratio: string | null;
}

export interface BalanceHeadlineProps {
  /** The balance in dollars, a decimal string. */
  balance: string;
  /** The change lines, in order; none shows no list. */
  changes: readonly BalanceChangeLine[];
  /** The muted line under the figures, e.g. 'Last updated 9:41 AM'. */
  updated?: string;
  messages?: Partial<BalanceHeadlineMessages>;
}

/** The balance with its currency symbol lighter than the digits; a negative one keeps '−$' whole. */
function BalanceFigure({ value }: { value: string }) {
  if (value.trim().startsWith('-')) return <Money value={value} />;
  return (
    <>
      <span className={css.currencySymbol}>$</span>
      <Money value={value} symbol="" />
    </>
  );
}

/**
 * A balance headline (doc 2 §2 'Total Balance'): the label, the balance as a big figure with a
 * lighter currency symbol, its change lines (amount and ratio through `Delta`: sign, U+2212, arrow
 * and colour), and a muted 'updated' line.
 *
 * Selectors: the change list carries `[data-balance-changes]`.
 */
export function BalanceHeadline({ balance, changes, updated, messages }: BalanceHeadlineProps) {
  const t = { ...defaultBalanceHeadlineMessages, ...messages };
  return (
    <Stack space="8">
      <Text size="sm" tone="muted">
        {t.title}
      </Text>
      <Figure size="xxl" weight="bold">
        <BalanceFigure value={balance} />
      </Figure>
      {changes.length > 0 ? (
        <ul className={css.changes} aria-label={t.changes} data-balance-changes="">
          {changes.map(({ label, amount, ratio }) => (
            <li key={label} className={css.change}>
              <Delta kind="money" value={amount} messages={{ increase: t.gain, decrease: t.loss }} />
              <Delta value={ratio} messages={{ increase: '', decrease: '' }} />
              <Text as="span" size="sm" tone="muted">
                {label}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {updated ? (
        <Text size="sm" tone="muted">
          {updated}
        </Text>
      ) : null}
    </Stack>
  );
}
