import { ArrowUp } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  type Key,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { visuallyHidden } from '../../../theme/utilities.css';
import { cx } from '../../../utils/cx';
import { Button } from '../../controls/Button/Button';
import { Skeleton } from '../../feedback/Skeleton/Skeleton';
import { Icon } from '../../foundations/Icon/Icon';
import { cellValue, sortRows } from './sortRows';
import {
  alignEnd,
  cell,
  column as columnClass,
  columnContent,
  empty,
  loadMore,
  root,
  row as rowClass,
  scroller,
  sortIcon,
  table,
} from './Table.css';

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** The column's key; without `render`, also the row property shown in its cells. */
  id: string;
  /** The header text. */
  name: string;
  /** The column that names each row for screen readers (one per table). @default false */
  isRowHeader?: boolean;
  /** The header sorts the rows when pressed (Enter or Space when focused). @default false */
  allowsSorting?: boolean;
  /** `end` for amounts (right-aligned, tabular figures). @default 'start' */
  align?: 'start' | 'end';
  /** The cell's content; default the row's property named `id`. */
  render?: (row: T) => ReactNode;
  /**
   * The order of two rows when the table sorts them itself; default numbers (and numeric strings) by
   * value, else text.
   */
  compare?: (a: T, b: T) => number;
}

/** The words of `Table`. */
export interface TableMessages {
  /** The button under the rows while more exist. */
  loadMore: string;
  /** The name of each skeleton row while loading. */
  loading: string;
}

const defaultMessages: TableMessages = { loadMore: 'Load More...', loading: 'Loading' };

export interface TableProps<T extends { id: Key }> {
  /** The table's name. */
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /**
   * The sort shown. When given, the caller sorts `rows` (from `onSortChange`); without it the table
   * sorts them itself, starting from `defaultSortDescriptor`.
   */
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Show skeleton rows instead of `rows`. @default false */
  isLoading?: boolean;
  /** How many skeleton rows. @default 5 */
  loadingRows?: number;
  /** A CSS length (a number is pixels): the body scrolls under a sticky header beyond it. */
  maxHeight?: number | string;
  /** Shown in the body when there are no rows. @default 'No data to display' */
  emptyState?: ReactNode;
  /**
   * Client pagination: show this many rows, and 'Load More...' reveals this many more
   * (the apps pass the spec's page size).
   */
  pageSize?: number;
  /** Server pagination (without `pageSize`): more rows exist, so 'Load More...' shows. @default false */
  hasMore?: boolean;
  /** Called on 'Load More...' with the count of rows shown after it. */
  onLoadMore?: (shownCount: number) => void;
  /**
   * Replaces the table's own words: `loadMore` (the button), `loading` (the skeleton rows' names).
   * @default { loadMore: 'Load More...', loading: 'Loading' }
   */
  messages?: Partial<TableMessages>;
  /** Makes rows actionable (Enter or click), e.g. to open an activity's details. */
  onRowAction?: (id: Key) => void;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * A data table (react-aria `Table`): sortable columns (`aria-sort` on their headers, by click or by
 * Enter on a focused header), skeleton rows while loading, a sticky header under `maxHeight`, an
 * empty state, and 'Load More...' pagination. Arrow keys move between cells.
 *
 * Selectors: root `[data-loading]`; headers `[data-allows-sorting]`, `[data-sort-direction]`,
 * `[data-hovered]`, `[data-focus-visible]`; rows `[data-hovered]`, `[data-focus-visible]`.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  isLoading = false,
  loadingRows = 5,
  maxHeight,
  emptyState = 'No data to display',
  pageSize,
  hasMore = false,
  onLoadMore,
  messages,
  onRowAction,
  className,
  'aria-label': ariaLabel,
}: TableProps<T>) {
  const t = { ...defaultMessages, ...messages };
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const [shownCount, setShownCount] = useState(pageSize ?? 0);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : ownSort;
  const sortedColumn = columns.find((entry) => entry.id === (sort ? String(sort.column) : undefined));
  const compare = sortedColumn?.compare;
  // Sorted once per change of rows or sort, not on every render (a row action, 'Load More...').
  const ordered = useMemo(
    () => (isControlled ? rows : sortRows(rows, sort, compare)),
    [isControlled, rows, sort, compare],
  );
  const visible = pageSize === undefined ? ordered : ordered.slice(0, shownCount);
  // The last page removes 'Load More...': focus moves to the first row it revealed, not to the body.
  const rowToFocus = useRef<Key | null>(null);
  const focusIfRevealed = (element: HTMLElement | null, id: Key) => {
    if (element === null || rowToFocus.current !== id) return;
    rowToFocus.current = null;
    element.focus();
  };
  const canLoadMore = !isLoading && (pageSize === undefined ? hasMore : ordered.length > shownCount);

  const handleSortChange = (descriptor: SortDescriptor) => {
    if (!isControlled) setOwnSort(descriptor);
    onSortChange?.(descriptor);
  };
  const handleLoadMore = () => {
    if (pageSize === undefined) {
      onLoadMore?.(rows.length);
      return;
    }
    const next = shownCount + pageSize;
    if (next >= ordered.length) rowToFocus.current = ordered[shownCount]?.id ?? null;
    setShownCount(next);
    onLoadMore?.(Math.min(next, ordered.length));
  };

  const skeletonRows = Array.from({ length: loadingRows }, (_, index) => ({ id: `skeleton-${index}` }));
  const hasRowHeader = columns.some((entry) => entry.isRowHeader === true);
  // A row header names each row; skeleton rows name theirs 'Loading' so no header cell is empty.
  const isRowHeaderColumn = (entry: TableColumn<T>) =>
    hasRowHeader ? entry.isRowHeader === true : entry === columns[0];

  return (
    <div className={cx(root, className)} data-loading={isLoading || undefined}>
      <div
        className={scroller}
        aria-busy={isLoading || undefined}
        style={maxHeight === undefined ? undefined : { maxHeight }}
      >
        <AriaTable
          aria-label={ariaLabel}
          className={table}
          {...(sort === undefined ? {} : { sortDescriptor: sort })}
          onSortChange={handleSortChange}
          {...(onRowAction === undefined || isLoading ? {} : { onRowAction })}
        >
          <TableHeader columns={columns}>
            {(entry) => (
              <Column
                id={entry.id}
                isRowHeader={isRowHeaderColumn(entry)}
                allowsSorting={entry.allowsSorting ?? false}
                className={cx(columnClass, entry.align === 'end' && alignEnd)}
              >
                {({ allowsSorting }) => (
                  <span className={columnContent}>
                    {entry.name}
                    {allowsSorting ? <Icon icon={ArrowUp} className={sortIcon} /> : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          {isLoading ? (
            <TableBody items={skeletonRows}>
              {(item) => (
                <Row id={item.id} columns={columns} className={rowClass}>
                  {(entry) => (
                    <Cell className={cell}>
                      {isRowHeaderColumn(entry) ? <span className={visuallyHidden}>{t.loading}</span> : null}
                      <Skeleton width={entry.align === 'end' ? '4rem' : '70%'} />
                    </Cell>
                  )}
                </Row>
              )}
            </TableBody>
          ) : (
            <TableBody items={visible} renderEmptyState={() => <div className={empty}>{emptyState}</div>}>
              {(item) => (
                <Row
                  id={item.id}
                  columns={columns}
                  className={rowClass}
                  ref={(element) => focusIfRevealed(element, item.id)}
                >
                  {(entry) => (
                    <Cell className={cx(cell, entry.align === 'end' && alignEnd)}>
                      {entry.render ? entry.render(item) : displayValue(cellValue(item, entry.id))}
                    </Cell>
                  )}
                </Row>
              )}
            </TableBody>
          )}
        </AriaTable>
      </div>
      {canLoadMore ? (
        <Button variant="ghost" className={loadMore} onPress={handleLoadMore}>
          {t.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

function displayValue(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
