import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Skeleton } from '../../feedback/Skeleton/Skeleton';
import { alignEnd, cell, column as columnClass, root, scroller, table } from '../Table/Table.css';

/** One column of a {@link TableSkeleton}: what the table's header will say. */
export interface TableSkeletonColumn {
  /** The header text, as the table will show it. */
  name: ReactNode;
  /** `end` for amounts, as in the table. @default 'start' */
  align?: 'start' | 'end';
  /** `control` for a column of buttons (its placeholders are as tall as a small button). @default 'text' */
  content?: 'text' | 'control';
}

export interface TableSkeletonProps {
  /** The table's name, as the table will have it. */
  'aria-label': string;
  columns: readonly TableSkeletonColumn[];
  /** How many placeholder rows. @default 5 */
  rows?: number;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * A `Table`'s loading state without the table's code: the same frame, header and hairline rows,
 * with placeholders in the cells (DESIGN.md "Tables": skeleton rows while loading). For a route's
 * loading fallback, shown before the page's own code arrives; once the page is in, its `Table`
 * (`isLoading` while it reads) takes the same place, so nothing moves. Busy for assistive
 * technology: the page says what is loading.
 *
 * Selectors: root `[data-loading]`.
 */
export function TableSkeleton({ 'aria-label': ariaLabel, columns, rows = 5, className }: TableSkeletonProps) {
  return (
    <div className={cx(root, className)} data-loading="">
      <div className={scroller} aria-busy="true">
        <table className={table} aria-label={ariaLabel}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: a header's place is its identity (its name may be an element)
                  key={index}
                  scope="col"
                  className={cx(columnClass, column.align === 'end' && alignEnd)}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
              <tr key={row}>
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its identity
                  <td key={index} className={cx(cell, column.align === 'end' && alignEnd)}>
                    {column.content === 'control' ? (
                      <Skeleton shape="rect" width="9rem" height="2rem" />
                    ) : (
                      <Skeleton width={column.align === 'end' ? '4rem' : '70%'} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
