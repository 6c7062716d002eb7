import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { end, side, toolbar } from './Toolbar.css';

export interface ToolbarProps {
  /** Filters on the left: `Pills`, a `SearchField`, a `Select`. */
  filters?: ReactNode;
  /** Actions on the right: export, create. */
  actions?: ReactNode;
  /** Names the filters as a group (e.g. 'Filter models'). */
  filtersLabel?: string;
  /** Merged last. */
  className?: string;
}

/**
 * The row above a table or list (DESIGN.md "Tables"): filters as pills on the left, actions (a view
 * switch, export) at the row's end; on a narrow window the actions wrap under filters that cannot
 * shrink, and keep the row's end beside pills, which wrap onto more rows (or scroll, `Pills oneRow`).
 */
export function Toolbar({ filters, actions, filtersLabel, className }: ToolbarProps) {
  return (
    <div className={cx(toolbar, className)}>
      {filters ? (
        <div className={side} {...(filtersLabel ? { role: 'group', 'aria-label': filtersLabel } : {})}>
          {filters}
        </div>
      ) : null}
      {actions ? <div className={cx(side, end)}>{actions}</div> : null}
    </div>
  );
}
