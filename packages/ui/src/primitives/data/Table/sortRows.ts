import type { SortDescriptor } from 'react-aria-components';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A cell's raw value when a column gives no `compare`: the row's property named like the column. */
export function cellValue(row: object, columnId: string): unknown {
  return (row as Record<string, unknown>)[columnId];
}

/** A cell value as the default order reads it, worked out once per row rather than per comparison. */
interface SortKey {
  readonly value: unknown;
  readonly isMissing: boolean;
  /** The value as a number (numbers and numeric strings), else NaN. */
  readonly number: number;
  readonly text: string;
}

function sortKey(value: unknown): SortKey {
  return {
    value,
    isMissing: value === null || value === undefined,
    number:
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN,
    text: String(value),
  };
}

/**
 * The default order: numbers (and numeric strings such as decimal amounts) by value, other values
 * by a numeric-aware collator; missing values last.
 */
function compareKeys(a: SortKey, b: SortKey): number {
  if (a.value === b.value) return 0;
  if (a.isMissing) return 1;
  if (b.isMissing) return -1;
  if (Number.isFinite(a.number) && Number.isFinite(b.number)) return a.number - b.number;
  return collator.compare(a.text, b.text);
}

/**
 * The rows ordered by the descriptor (a stable sort on a copy); unsorted without a column. Without
 * `compare`, each row's key is read and parsed once, not in each of the n log n comparisons.
 */
export function sortRows<T extends object>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  compare?: (a: T, b: T) => number,
): readonly T[] {
  if (!descriptor) return rows;
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  if (compare) return [...rows].sort((a, b) => sign * compare(a, b));
  const columnId = String(descriptor.column);
  const keyed = rows.map((row) => ({ row, key: sortKey(cellValue(row, columnId)) }));
  keyed.sort((a, b) => sign * compareKeys(a.key, b.key));
  return keyed.map((entry) => entry.row);
}
