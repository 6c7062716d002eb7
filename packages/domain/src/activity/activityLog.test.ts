import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPE_CATEGORIES,
  type ActivityLogEntry,
  activityCsvRows,
  activityDateRange,
  activityDetailsParams,
  activityStatus,
  DEFAULT_ACTIVITY_FILTERS,
  filterActivity,
  hasActivityDetails,
  INITIAL_ROWS_SHOWN,
  loadMore,
  signedActivityAmount,
  visibleRows,
} from './activityLog';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const entry = (
  id: string,
  category: ActivityLogEntry['category'],
  date: string,
  status = 'completed',
): ActivityLogEntry => ({
  id,
  category,
  amount: '100.5',
  currency: 'USD',
  initiated_date: date,
  status,
});

describe('type filters (doc 2 §9)', () => {
  it('maps Fees to the advisory and the custody fee', () => {
    expect(ACTIVITY_TYPE_CATEGORIES).toEqual({
      Deposits: ['deposit'],
      Withdrawals: ['withdrawal'],
      Rebalance: ['rebalance'],
      Fees: ['totalAdvisoryFee', 'custodyFee'],
      Other: ['other'],
    });
  });
});

describe('activityDateRange: Past Month, Past 3 Months, Year to Date, All Time, Custom (doc 2 §9)', () => {
  it.each([
    ['Past Month', d(2025, 3, 31), { start: d(2025, 2, 28), end: d(2025, 3, 31) }],
    ['Past Month', d(2025, 1, 15), { start: d(2024, 12, 15), end: d(2025, 1, 15) }],
    ['Past 3 Months', d(2024, 5, 31), { start: d(2024, 2, 29), end: d(2024, 5, 31) }],
    ['Past 3 Months', d(2025, 2, 10), { start: d(2024, 11, 10), end: d(2025, 2, 10) }],
    ['Year to Date', d(2025, 8, 1), { start: d(2025, 1, 1), end: d(2025, 8, 1) }],
    ['All Time', d(2025, 8, 1), { start: null, end: null }],
  ] as const)('%s on %j', (frame, today, range) => {
    expect(activityDateRange(frame, today)).toEqual(range);
  });
  it('takes a custom range in either order, and everything until both ends are set', () => {
    expect(activityDateRange('Custom', d(2025, 8, 1), { start: d(2025, 5, 1), end: d(2025, 4, 1) })).toEqual({
      start: d(2025, 4, 1),
      end: d(2025, 5, 1),
    });
    expect(activityDateRange('Custom', d(2025, 8, 1), { start: d(2025, 5, 1) })).toEqual({
      start: null,
      end: null,
    });
    expect(activityDateRange('Custom', d(2025, 8, 1), null)).toEqual({ start: null, end: null });
  });
  it('defaults to every type over Past 3 Months', () => {
    expect(DEFAULT_ACTIVITY_FILTERS).toEqual({ types: [], timeFrame: 'Past 3 Months' });
  });
});

describe('filterActivity', () => {
  const entries = [
    entry('a', 'deposit', '2025-06-01T12:00:00Z'),
    entry('b', 'custodyFee', '2025-05-01T12:00:00Z'),
    entry('c', 'totalAdvisoryFee', '2025-02-28T12:00:00Z'),
    entry('d', 'withdrawal', '2025-03-01T03:00:00Z'),
    entry('e', 'other', '2024-12-31T12:00:00Z'),
  ];
  const now = new Date('2025-06-01T15:00:00Z');
  it('shows Past 3 Months by default, by the local date (New York, UTC-4 in summer)', () => {
    // 'd' is 23:00 on 28 February in New York: before the start, 1 March.
    expect(filterActivity(entries, DEFAULT_ACTIVITY_FILTERS, now, 240).map((x) => x.id)).toEqual(['a', 'b']);
    expect(filterActivity(entries, DEFAULT_ACTIVITY_FILTERS, now, 0).map((x) => x.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });
  it('combines type filters', () => {
    expect(
      filterActivity(entries, { types: ['Fees'], timeFrame: 'All Time' }, now, 0).map((x) => x.id),
    ).toEqual(['b', 'c']);
    expect(
      filterActivity(entries, { types: ['Deposits', 'Other'], timeFrame: 'Year to Date' }, now, 0).map(
        (x) => x.id,
      ),
    ).toEqual(['a']);
    expect(
      filterActivity(
        entries,
        { types: [], timeFrame: 'Custom', custom: { start: d(2024, 12, 31), end: d(2025, 2, 28) } },
        now,
        0,
      ).map((x) => x.id),
    ).toEqual(['c', 'e']);
    expect(filterActivity(entries, { types: ['Withdrawals'] }, now, 0).map((x) => x.id)).toEqual(['d']);
  });
});

describe("pagination by 5 with 'Load More...' (doc 2 §9)", () => {
  const rows = [...Array(12).keys()];
  it('shows 5, then 5 more each time, until all show', () => {
    expect(visibleRows(rows, INITIAL_ROWS_SHOWN)).toEqual({ rows: [0, 1, 2, 3, 4], hasMore: true });
    expect(visibleRows(rows, loadMore(INITIAL_ROWS_SHOWN)).rows).toHaveLength(10);
    expect(visibleRows(rows, loadMore(loadMore(INITIAL_ROWS_SHOWN)))).toEqual({ rows, hasMore: false });
    expect(visibleRows(rows.slice(0, 5), 5).hasMore).toBe(false);
    expect(visibleRows(rows, -1).rows).toEqual([]);
  });
});

describe('statuses and details (doc 2 §3, §7, §9)', () => {
  it.each([
    ['pending', 'Pending', true],
    ['queued', 'Queued', true],
    ['pending_transfer', 'Pending Transfer', true],
    ['completed', 'Completed', false],
    ['cancelled', 'Cancelled', false],
    ['on_hold', 'on_hold', false],
  ])('%s reads %s, muted %s', (status, label, muted) => {
    expect(activityStatus(status)).toEqual({ label, muted });
  });
  it.each([
    ['deposit', true],
    ['withdrawal', true],
    ['rebalance', true],
    ['totalAdvisoryFee', false],
    ['custodyFee', false],
    ['other', false],
  ] as const)('%s has details: %s', (category, expected) => {
    expect(hasActivityDetails(category)).toBe(expected);
  });
  it('reads a pending withdrawal as pendingWithdrawal', () => {
    expect(activityDetailsParams({ id: '1', category: 'withdrawal', status: 'queued' })).toEqual({
      category: 'pendingWithdrawal',
      id: '1',
    });
    expect(activityDetailsParams({ id: '1', category: 'withdrawal', status: 'completed' })?.category).toBe(
      'withdrawal',
    );
    expect(activityDetailsParams({ id: '2', category: 'rebalance', status: 'pending' })?.category).toBe(
      'rebalance',
    );
    expect(activityDetailsParams({ id: '3', category: 'custodyFee', status: 'completed' })).toBeNull();
  });
});

describe('activityCsvRows', () => {
  it('writes the header, the local date, labels and the exact amount', () => {
    expect(
      activityCsvRows([entry('a', 'totalAdvisoryFee', '2025-03-01T03:00:00Z', 'pending_transfer')], 300),
    ).toEqual([
      ['Date', 'Category', 'Amount', 'Currency', 'Status'],
      ['2025-02-28', 'Advisory Fee', '100.5', 'USD', 'Pending Transfer'],
    ]);
  });
});

describe('signedActivityAmount: money out reads as money out (issue 30)', () => {
  it.each([
    ['withdrawal', '2000', '-2000'],
    ['withdrawal', '-2000', '-2000'],
    ['totalAdvisoryFee', '12.5', '-12.5'],
    ['custodyFee', '3.10', '-3.1'],
    ['withdrawal', '0', '0'],
    ['deposit', '20326.43', '20326.43'],
    ['rebalance', '20326.43', '20326.43'],
    ['other', '-5', '-5'],
  ] as const)('%s %s reads %s', (category, amount, shown) => {
    expect(signedActivityAmount({ category, amount })).toBe(shown);
  });
  it('keeps the magnitude; an outflow is never positive, an inflow never changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('deposit', 'withdrawal', 'rebalance', 'totalAdvisoryFee', 'custodyFee', 'other'),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        (category, cents) => {
          const amount = (cents / 100).toString();
          const shown = Number(signedActivityAmount({ category, amount }));
          expect(Math.abs(shown)).toBe(Math.abs(Number(amount)));
          if (['withdrawal', 'totalAdvisoryFee', 'custodyFee'].includes(category))
            expect(shown).toBeLessThanOrEqual(0);
          else expect(shown).toBe(Number(amount));
        },
      ),
    );
  });
});
