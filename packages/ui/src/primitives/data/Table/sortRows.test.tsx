import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

const rows = [
  { id: 'a', name: 'item 10', amount: '10.5', weight: 3 },
  { id: 'b', name: 'Item 9', amount: '9.75', weight: undefined },
  { id: 'c', name: 'item 2', amount: '100', weight: 1 },
  { id: 'd', name: 'item 9', amount: '9.750', weight: 3 },
];
const ids = (sorted: readonly { id: string }[]) => sorted.map((row) => row.id);

describe('the Table’s own sort', () => {
  it.each([
    ['amount', 'ascending', ['b', 'd', 'a', 'c']],
    ['amount', 'descending', ['c', 'a', 'b', 'd']],
    ['name', 'ascending', ['c', 'b', 'd', 'a']],
    ['weight', 'ascending', ['c', 'a', 'd', 'b']],
  ] as const)(
    'orders by %s %s: numeric strings by value, text numeric-aware, ties and missing values kept apart',
    (column, direction, expected) => {
      expect(ids(sortRows(rows, { column, direction }))).toEqual(expected);
    },
  );
  it('leaves the rows as given without a column, and never reorders the input', () => {
    const before = [...rows];
    expect(sortRows(rows, undefined)).toBe(rows);
    sortRows(rows, { column: 'amount', direction: 'descending' });
    expect(rows).toEqual(before);
  });
  it('uses the column’s own comparison when it has one', () => {
    const byIdDescending = (x: { id: string }, y: { id: string }) => y.id.localeCompare(x.id);
    expect(ids(sortRows(rows, { column: 'name', direction: 'ascending' }, byIdDescending))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });
  it('sorts 10,000 rows by a decimal column once per call', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: `row-${index}`,
      amount: (((index * 7919) % 100_000) / 1000).toFixed(3),
    }));
    const sorted = sortRows(many, { column: 'amount', direction: 'descending' });
    expect(sorted).toHaveLength(10_000);
    expect(
      sorted.every((row, index) => index === 0 || Number(sorted[index - 1]?.amount) >= Number(row.amount)),
    ).toBe(true);
  });
});
