import { createContext, type ReactNode, useContext } from 'react';
import { cx } from '../../../utils/cx';
import { gridRow, list, row } from './RowList.css';

const ColumnsContext = createContext<string | undefined>(undefined);

export interface RowListProps {
  /** `RowListItem`s. */
  children: ReactNode;
  /**
   * The rows' grid columns (`'minmax(0, 1fr) auto 4.5rem'`), so figures line up from row to row;
   * without it each row puts its first child at the start and the rest at the end.
   */
  columns?: string;
  /** Names the list for assistive technology when the heading above does not. */
  'aria-label'?: string;
  /** Merged last. */
  className?: string;
}

/**
 * A short list of rows with hairline separators (DESIGN.md "Lists"): holdings, excluded assets,
 * anything too small for a `Table`. A `<ul>` without bullets, so it reads as a list of n items.
 */
export function RowList({ children, columns, className, ...aria }: RowListProps) {
  return (
    <ColumnsContext.Provider value={columns}>
      <ul className={cx(list, className)} {...aria}>
        {children}
      </ul>
    </ColumnsContext.Provider>
  );
}

export interface RowListItemProps {
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/** One row of a `RowList`. */
export function RowListItem({ children, className }: RowListItemProps) {
  const columns = useContext(ColumnsContext);
  return (
    <li
      className={cx(row, columns === undefined ? undefined : gridRow, className)}
      style={columns === undefined ? undefined : { gridTemplateColumns: columns }}
    >
      {children}
    </li>
  );
}
