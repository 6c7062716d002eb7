import type { SortDescriptor } from 'react-aria-components';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A cell's raw value when a column gives no `compare`: the row's property named like the column. */
export function cellValue(row: object, columnId: string): unknown {
  return (row as Record<string, unknown>)[columnId];
}

/**
 * The default order of two cell values: numbers (and numeric strings such as decimal amounts) by
 * value, other strings by a numeric-aware collator; missing values last.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const na = typeof a === 'number' ? a : typeof a === 'string' && a.trim() !== '' ? Number(a) : Number.NaN;
  const nb = typeof b === 'number' ? b : typeof b === 'string' && b.trim() !== '' ? Number(b) : Number.NaN;
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return collator.compare(String(a), String(b));
}

/** The rows ordered by the descriptor (a stable sort on a copy); unsorted without a column. */
export function sortRows<T extends object>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  compare?: (a: T, b: T) => number,
): readonly T[] {
  if (!descriptor) return rows;
  const columnId = String(descriptor.column);
  const order = compare ?? ((a: T, b: T) => compareValues(cellValue(a, columnId), cellValue(b, columnId)));
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => sign * order(a, b));
}
