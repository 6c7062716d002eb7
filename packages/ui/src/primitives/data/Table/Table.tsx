import { ArrowUp } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import {
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type TableProps as AriaTableProps,
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  type Key,
  Row,
  type RowProps,
  type SortDescriptor,
  type TableBodyProps,
  type TableHeaderProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../../theme/utilities.css';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
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
  fill as fillClass,
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
  /** The header text (a row action's column: visually hidden text, so the header reads empty). */
  name: ReactNode;
  /** The column that names each row for screen readers (one per table). @default false */
  isRowHeader?: boolean;
  /** The header sorts the rows when pressed (Enter or Space when focused). @default false */
  allowsSorting?: boolean;
  /** `end` for amounts (right-aligned, tabular figures). @default 'start' */
  align?: 'start' | 'end';
  /**
   * The column that takes the table's spare width (usually the name): cells never wrap, so the
   * other columns are as wide as their content and this one gets the rest. @default false
   */
  fill?: boolean;
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
  /** Beside 'Load More...' under client paging: how many rows show of how many ('5 of 212'). */
  shownOf: (shown: number, total: number) => string;
}

const defaultMessages: TableMessages = {
  loadMore: 'Load More...',
  loading: 'Loading',
  shownOf: (shown, total) => `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
};

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
  /**
   * Whole-row navigation: the row is a link to this address (click, or Enter on the focused row;
   * the table stays one Tab stop). The row header's text is then the link's name, in plain weight.
   */
  rowHref?: (row: T) => string | undefined;
  /** Row height: `regular` 44 px, `compact` 40 px (the admin console). @default 'regular' */
  density?: TableDensity;
  /** Merged last onto the root. */
  className?: string;
}

/** Row heights of a {@link Table}. */
export type TableDensity = 'regular' | 'compact';

// ── Parts: React Aria's table parts, styled; the `Table` below is built from them ────────────────

export interface TableRootProps extends Omit<AriaTableProps, 'className' | 'style'> {
  /** The table's name. */
  'aria-label': string;
  /** A CSS length (a number is pixels): the body scrolls under a sticky header beyond it. */
  maxHeight?: number | string;
  /** Marks the table busy (`aria-busy`, `[data-loading]`) while its rows load. @default false */
  isLoading?: boolean;
  /** After the table, inside the root: a `TableLoadMore`. */
  after?: ReactNode;
  /** Row height: `regular` 44 px, `compact` 40 px. @default 'regular' */
  density?: TableDensity;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * The table's frame, for composing a table from parts (react-aria `Table`): the scroller (with a
 * sticky header under `maxHeight`) around the table, then `after` (a `TableLoadMore`). Children:
 * a `TableHeader` of `TableColumnHeader`s and a `TableBody` of `TableRow`s of `TableCell`s.
 *
 * Selectors: root `[data-loading]`, `[data-density]`.
 */
export function TableRoot({
  maxHeight,
  isLoading = false,
  after,
  density = 'regular',
  className,
  children,
  ...props
}: TableRootProps) {
  return (
    <div className={cx(root, className)} data-loading={isLoading || undefined} data-density={density}>
      <div
        className={scroller}
        aria-busy={isLoading || undefined}
        style={maxHeight === undefined ? undefined : { maxHeight }}
      >
        <AriaTable {...props} className={table}>
          {children}
        </AriaTable>
      </div>
      {after}
    </div>
  );
}

/** The header row (react-aria `TableHeader`). */
export function TableHeader<C extends object>(props: Omit<TableHeaderProps<C>, 'className' | 'style'>) {
  return <AriaTableHeader {...props} />;
}

export interface TableColumnHeaderProps extends Omit<ColumnProps, 'className' | 'style' | 'children'> {
  /** The header text. */
  children: ReactNode;
  /** `end` for amounts. @default 'start' */
  align?: 'start' | 'end';
  /** This column takes the table's spare width (give its cells `fill` too). @default false */
  fill?: boolean;
}

/**
 * A column header (react-aria `Column`), with the sort arrow when it `allowsSorting`.
 *
 * Selectors: `[data-allows-sorting]`, `[data-sort-direction]`, `[data-hovered]`, `[data-focus-visible]`.
 */
export function TableColumnHeader({ children, align = 'start', fill, ...props }: TableColumnHeaderProps) {
  return (
    <Column {...props} className={cx(columnClass, align === 'end' && alignEnd, fill && fillClass)}>
      {({ allowsSorting }) => (
        <span className={columnContent}>
          {children}
          {allowsSorting ? <Icon icon={ArrowUp} className={sortIcon} /> : null}
        </span>
      )}
    </Column>
  );
}

export interface TableBodyPartProps<T extends object>
  extends Omit<TableBodyProps<T>, 'className' | 'style' | 'renderEmptyState'> {
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
}

/** The rows (react-aria `TableBody`), with the empty state when there are none. */
export function TableBody<T extends object>({ emptyState, ...props }: TableBodyPartProps<T>) {
  return (
    <AriaTableBody
      {...props}
      {...(emptyState === undefined
        ? {}
        : { renderEmptyState: () => <div className={empty}>{emptyState}</div> })}
    />
  );
}

/**
 * A row (react-aria `Row`); with `href` the whole row is a link. Selectors: `[data-hovered]`,
 * `[data-focus-visible]`, `[data-href]`.
 */
export function TableRow<T extends object>(
  props: Omit<RowProps<T>, 'className' | 'style'> & { ref?: Ref<HTMLTableRowElement> },
) {
  return <Row {...props} className={rowClass} />;
}

export interface TableCellProps extends Omit<CellProps, 'className' | 'style'> {
  /** `end` for amounts (right-aligned, tabular figures). @default 'start' */
  align?: 'start' | 'end';
  /** A cell of the column that takes the spare width: the one that may wrap, last. @default false */
  fill?: boolean;
}

/** A cell (react-aria `Cell`); its content stays on one line, but in a `fill` column. */
export function TableCell({ align = 'start', fill, ...props }: TableCellProps) {
  return <Cell {...props} className={cx(cell, align === 'end' && alignEnd, fill && fillClass)} />;
}

/**
 * The 'Load More...' button under a table, after `count` ('5 of 212', a polite live region) when
 * given: pass it as `TableRoot`'s `after`.
 */
export function TableLoadMore({
  children,
  count,
  onPress,
}: {
  children: ReactNode;
  count?: ReactNode;
  onPress: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const watcher = useRef<ResizeObserver | null>(null);
  // The rows it reveals push the button (still focused) down, out of the window: a keyboard user's
  // focus would be off screen (WCAG 2.4.11). After a press, while the button keeps focus, each
  // change of the table's size scrolls it just back into view (the rows may arrive frames later).
  useEffect(() => () => watcher.current?.disconnect(), []);
  const keepInView = () => {
    const element = button.current;
    const table = element?.parentElement?.parentElement;
    if (element === null || table === null || table === undefined || typeof ResizeObserver === 'undefined')
      return;
    watcher.current?.disconnect();
    const observer = new ResizeObserver(() => {
      if (element !== document.activeElement) observer.disconnect();
      else element.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(table);
    watcher.current = observer;
  };
  return (
    <div className={loadMore}>
      {count === undefined ? null : <span role="status">{count}</span>}
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        onPress={() => {
          keepInView();
          onPress();
        }}
      >
        {children}
      </Button>
    </div>
  );
}

// ── Hooks: sorting and paging, opt-in ─────────────────────────────────────────────────────────────

export interface TableSortOptions<T> {
  /** The sort shown. When given, the caller sorts the rows (from `onSortChange`). */
  sortDescriptor?: SortDescriptor | undefined;
  /** The first sort when the table sorts the rows itself. */
  defaultSortDescriptor?: SortDescriptor | undefined;
  onSortChange?: ((descriptor: SortDescriptor) => void) | undefined;
  /** How two rows of a column compare (by the descriptor's column); default numbers, else text. */
  compare?: ((column: Key) => ((a: T, b: T) => number) | undefined) | undefined;
}

export interface TableSort<T> {
  /** The rows in the sort's order (as given when the sort is controlled). */
  rows: readonly T[];
  /** For `TableRoot`: the sort shown and its change handler. */
  sortProps: { sortDescriptor?: SortDescriptor; onSortChange: (descriptor: SortDescriptor) => void };
}

/**
 * Sorting for a table of parts: controlled (`sortDescriptor` + `onSortChange`, the caller sorts) or
 * the table's own (from `defaultSortDescriptor`), sorted once per change of rows or sort.
 */
export function useTableSort<T extends object>(
  rows: readonly T[],
  options: TableSortOptions<T> = {},
): TableSort<T> {
  const { sortDescriptor, defaultSortDescriptor, onSortChange, compare: compareOf } = options;
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : ownSort;
  const compare = sort === undefined ? undefined : compareOf?.(sort.column);
  const ordered = useMemo(
    () => (isControlled ? rows : sortRows(rows, sort, compare)),
    [isControlled, rows, sort, compare],
  );
  return {
    rows: ordered,
    sortProps: {
      ...defined({ sortDescriptor: sort }),
      onSortChange: (descriptor) => {
        if (!isControlled) setOwnSort(descriptor);
        onSortChange?.(descriptor);
      },
    },
  };
}

export interface TablePagingOptions {
  /** Client paging: show this many rows, and each `loadMore` reveals this many more. */
  pageSize?: number | undefined;
  /** Server paging (without `pageSize`): more rows exist. @default false */
  hasMore?: boolean | undefined;
  /** Called on `loadMore` with the count of rows shown after it. */
  onLoadMore?: ((shownCount: number) => void) | undefined;
}

export interface TablePaging<T extends { id: Key }> {
  /** The rows to show. */
  rows: readonly T[];
  /** Whether a 'Load More...' button belongs under the table. */
  canLoadMore: boolean;
  loadMore: () => void;
  /**
   * A row's ref: the last page removes 'Load More...', so focus moves to the first row it revealed,
   * not to the body.
   */
  rowRef: (id: Key) => (element: HTMLElement | null) => void;
}

/** 'Load More...' paging for a table of parts, client side (`pageSize`) or server side (`hasMore`). */
export function useTablePaging<T extends { id: Key }>(
  rows: readonly T[],
  { pageSize, hasMore = false, onLoadMore }: TablePagingOptions = {},
): TablePaging<T> {
  const [shownCount, setShownCount] = useState(pageSize ?? 0);
  const rowToFocus = useRef<Key | null>(null);
  return {
    rows: pageSize === undefined ? rows : rows.slice(0, shownCount),
    canLoadMore: pageSize === undefined ? hasMore : rows.length > shownCount,
    loadMore: () => {
      if (pageSize === undefined) {
        onLoadMore?.(rows.length);
        return;
      }
      const next = shownCount + pageSize;
      if (next >= rows.length) rowToFocus.current = rows[shownCount]?.id ?? null;
      setShownCount(next);
      onLoadMore?.(Math.min(next, rows.length));
    },
    rowRef: (id) => (element) => {
      if (element === null || rowToFocus.current !== id) return;
      rowToFocus.current = null;
      element.focus();
    },
  };
}

// ── The convenience ───────────────────────────────────────────────────────────────────────────────

/**
 * A data table (react-aria `Table`): sortable columns (`aria-sort` on their headers, by click or by
 * Enter on a focused header), skeleton rows while loading, a sticky header under `maxHeight`, an
 * empty state, and 'Load More...' pagination. Arrow keys move between cells. Built from the parts
 * above (`TableRoot`, `TableHeader`, `TableColumnHeader`, `TableBody`, `TableRow`, `TableCell`,
 * `TableLoadMore`) and the hooks `useTableSort` and `useTablePaging`.
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
  rowHref,
  density,
  className,
  'aria-label': ariaLabel,
}: TableProps<T>) {
  const t = { ...defaultMessages, ...messages };
  const sorted = useTableSort(rows, {
    sortDescriptor,
    defaultSortDescriptor,
    onSortChange,
    compare: (column) => columns.find((entry) => entry.id === String(column))?.compare,
  });
  const paging = useTablePaging(sorted.rows, { pageSize, hasMore, onLoadMore });
  const canLoadMore = !isLoading && paging.canLoadMore;

  const hrefOf = (item: T) => {
    const href = rowHref?.(item);
    return href === undefined ? {} : { href };
  };
  const skeletonRows = Array.from({ length: loadingRows }, (_, index) => ({ id: `skeleton-${index}` }));
  const hasRowHeader = columns.some((entry) => entry.isRowHeader === true);
  // A row header names each row; skeleton rows name theirs 'Loading' so no header cell is empty.
  const isRowHeaderColumn = (entry: TableColumn<T>) =>
    hasRowHeader ? entry.isRowHeader === true : entry === columns[0];

  return (
    <TableRoot
      aria-label={ariaLabel}
      isLoading={isLoading}
      {...sorted.sortProps}
      {...defined({ maxHeight })}
      {...defined({ className })}
      {...defined({ density })}
      {...(onRowAction === undefined || isLoading ? {} : { onRowAction })}
      after={
        canLoadMore ? (
          <TableLoadMore
            onPress={paging.loadMore}
            {...(pageSize === undefined ? {} : { count: t.shownOf(paging.rows.length, sorted.rows.length) })}
          >
            {t.loadMore}
          </TableLoadMore>
        ) : null
      }
    >
      <TableHeader columns={columns}>
        {(entry) => (
          <TableColumnHeader
            id={entry.id}
            isRowHeader={isRowHeaderColumn(entry)}
            allowsSorting={entry.allowsSorting ?? false}
            {...defined({ align: entry.align, fill: entry.fill })}
          >
            {entry.name}
          </TableColumnHeader>
        )}
      </TableHeader>
      {isLoading ? (
        <TableBody items={skeletonRows}>
          {(item) => (
            <TableRow id={item.id} columns={columns}>
              {(entry) => (
                <TableCell>
                  {isRowHeaderColumn(entry) ? <span className={visuallyHidden}>{t.loading}</span> : null}
                  <Skeleton width={entry.align === 'end' ? '4rem' : '70%'} />
                </TableCell>
              )}
            </TableRow>
          )}
        </TableBody>
      ) : (
        <TableBody items={paging.rows} emptyState={emptyState}>
          {(item) => (
            <TableRow id={item.id} columns={columns} ref={paging.rowRef(item.id)} {...hrefOf(item)}>
              {(entry) => (
                <TableCell {...defined({ align: entry.align, fill: entry.fill })}>
                  {entry.render ? entry.render(item) : displayValue(cellValue(item, entry.id))}
                </TableCell>
              )}
            </TableRow>
          )}
        </TableBody>
      )}
    </TableRoot>
  );
}

function displayValue(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
