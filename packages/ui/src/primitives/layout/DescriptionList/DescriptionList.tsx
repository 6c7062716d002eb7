import { type ReactNode, useId } from 'react';
import { cx } from '../../../utils/cx';
import { codeGroups } from '../../private/codeGroups';
import { Heading } from '../Text/Text';
import {
  group,
  header,
  list,
  mono as monoClass,
  numeric as numericClass,
  row,
  term as termClass,
  value as valueClass,
} from './DescriptionList.css';

/** One row of a {@link DescriptionList}. */
export interface DescriptionItem {
  /** Stable key. @default the term when it is a string */
  id?: string;
  term: ReactNode;
  value: ReactNode;
  /** A figure: tabular digits, so amounts line up (in the values' one column, like every value). @default false */
  numeric?: boolean;
  /**
   * A long code checked character by character (a wallet address): monospace, in groups of four
   * characters, a line breaking only between groups (never mid-group). Digits-only identifiers
   * (routing and account numbers) are `numeric`, in the amounts' face. @default false
   */
  mono?: boolean;
  /** The sum of the rows above it: bold, under a heavier rule. @default false */
  total?: boolean;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** The group's heading (e.g. 'Personal Information' on the review page). */
  title?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** One action for the group beside its heading, e.g. an Edit button back to the step. */
  action?: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * Term / value rows (a `dl`) separated by hairlines: summaries, review pages, account details. One
 * alignment rule for the whole kit: the terms in a fixed column, every value left-aligned in the one
 * column after it (figures too, in tabular digits), so the eye reads down one edge. A group may have
 * a heading and one action (Edit). Several groups are several lists in a `Stack`.
 */
export function DescriptionList({ items, title, headingLevel = 2, action, className }: DescriptionListProps) {
  const titleId = useId();
  const rows = (
    <dl className={list} aria-labelledby={title ? titleId : undefined}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={row}
          data-total={item.total || undefined}
        >
          <dt className={termClass}>{item.term}</dt>
          <dd className={cx(valueClass, item.numeric && numericClass, item.mono && monoClass)}>
            {item.mono ? codeGroups(item.value) : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (!title && !action) return <div className={cx(group, className)}>{rows}</div>;
  return (
    <div className={cx(group, className)}>
      <div className={header}>
        {title ? (
          <Heading level={headingLevel} size="md" id={titleId}>
            {title}
          </Heading>
        ) : (
          <span />
        )}
        {action}
      </div>
      {rows}
    </div>
  );
}
