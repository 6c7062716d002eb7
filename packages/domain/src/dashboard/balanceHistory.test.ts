import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_TIMEFRAMES } from '../performance/performance';
import {
  AXIS_LABEL_COUNT,
  axisLabelIndices,
  BALANCE_PERIOD_OF_TIMEFRAME,
  BALANCE_TIMEFRAMES,
  balanceSeries,
  isEmptyBalanceSeries,
  localDateAt,
  rekeyBalanceHistory,
  rekeyTodaysEntry,
  yearToDateRange,
} from './balanceHistory';

const history = { '2025-01-04': '100', '2025-01-05': '110', '2025-01-06': '120' };

describe("rekeyTodaysEntry: today's entry re-keyed to the local date (doc 2 §7)", () => {
  it('moves the live entry back a day in a New York evening (UTC is already tomorrow)', () => {
    // 21:00 on 5 January in New York (UTC-5) is 02:00 on 6 January UTC.
    const now = new Date('2025-01-06T02:00:00Z');
    expect(rekeyTodaysEntry(history, now, 300)).toEqual({ '2025-01-04': '100', '2025-01-05': '120' });
  });
  it('moves the live entry forward a day on a Tokyo morning (UTC is still yesterday)', () => {
    // 08:00 on 7 January in Tokyo (UTC+9) is 23:00 on 6 January UTC.
    const now = new Date('2025-01-06T23:00:00Z');
    expect(rekeyTodaysEntry(history, now, -540)).toEqual({
      '2025-01-04': '100',
      '2025-01-05': '110',
      '2025-01-07': '120',
    });
  });
  it('changes nothing when the dates agree, or when the newest entry is not dated today', () => {
    expect(rekeyTodaysEntry(history, new Date('2025-01-06T12:00:00Z'), 300)).toEqual(history);
    expect(rekeyTodaysEntry(history, new Date('2025-01-09T02:00:00Z'), 300)).toEqual(history);
    expect(rekeyTodaysEntry({}, new Date('2025-01-09T02:00:00Z'), 300)).toEqual({});
  });
  it('re-keys every period', () => {
    const now = new Date('2025-01-06T02:00:00Z');
    const all = rekeyBalanceHistory(
      { week: history, month: history, year: {}, ytd: history, full: history },
      now,
      300,
    );
    expect(all.week).toEqual({ '2025-01-04': '100', '2025-01-05': '120' });
    expect(all.year).toEqual({});
  });
  it('finds the local date from the offset', () => {
    expect(localDateAt(new Date('2025-03-01T03:00:00Z'), 300)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(localDateAt(new Date('2025-03-01T03:00:00Z'), 0)).toEqual({ year: 2025, month: 3, day: 1 });
  });
});

describe('balanceSeries', () => {
  it('orders by date and skips keys that are not dates', () => {
    expect(balanceSeries({ '2025-01-06': '3', bad: '9', '2025-01-04': '1' })).toEqual([
      { date: { year: 2025, month: 1, day: 4 }, value: '1' },
      { date: { year: 2025, month: 1, day: 6 }, value: '3' },
    ]);
  });
  it('lists the timeframes Week, Month, YTD, Year, Full (doc 2 §2)', () => {
    expect(BALANCE_TIMEFRAMES.map((t) => t.label)).toEqual(['Week', 'Month', 'YTD', 'Year', 'Full']);
  });
});

describe('isEmptyBalanceSeries: nothing to draw before the first deposit', () => {
  const day = (d: number) => ({ year: 2026, month: 11, day: d });
  it.each([
    ['no point', [], true],
    [
      'only $0',
      [
        { date: day(1), value: '0' },
        { date: day(2), value: '0.00' },
      ],
      true,
    ],
    [
      'a cent once',
      [
        { date: day(1), value: '0' },
        { date: day(2), value: '0.01' },
      ],
      false,
    ],
    ['a balance', [{ date: day(1), value: '10000' }], false],
  ])('%s → %s', (_, series, empty) => {
    expect(isEmptyBalanceSeries(series)).toBe(empty);
  });

  it('is empty exactly when no point is above $0 (balances are never negative)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 })), (cents) => {
        const series = cents.map((value, index) => ({
          date: day(1 + (index % 28)),
          value: (value / 100).toFixed(2),
        }));
        expect(isEmptyBalanceSeries(series)).toBe(cents.every((value) => value === 0));
      }),
    );
  });
});

describe('axisLabelIndices: about 7 labels (doc 2 §2)', () => {
  it.each([
    [0, []],
    [1, [0]],
    [5, [0, 1, 2, 3, 4]],
    [7, [0, 1, 2, 3, 4, 5, 6]],
    [8, [0, 1, 2, 4, 5, 6, 7]],
    [31, [0, 5, 10, 15, 20, 25, 30]],
    [365, [0, 61, 121, 182, 243, 303, 364]],
  ])('%i points -> %j', (length, expected) => {
    expect(axisLabelIndices(length)).toEqual(expected);
  });
  it('labels min(length, 7) points, evenly, first and last included, in order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (length) => {
        const indices = axisLabelIndices(length);
        expect(indices).toHaveLength(Math.min(length, AXIS_LABEL_COUNT));
        expect(indices[0]).toBe(0);
        expect(indices.at(-1)).toBe(length - 1);
        for (let i = 1; i < indices.length; i++) {
          const gap = (indices[i] as number) - (indices[i - 1] as number);
          expect(gap).toBeGreaterThanOrEqual(Math.floor((length - 1) / (AXIS_LABEL_COUNT - 1)));
          expect(gap).toBeLessThanOrEqual(Math.ceil((length - 1) / (AXIS_LABEL_COUNT - 1)) + 1);
        }
      }),
    );
  });
  it('takes another target, at least two labels', () => {
    expect(axisLabelIndices(10, 3)).toEqual([0, 5, 9]);
    expect(axisLabelIndices(10, 1)).toEqual([0, 9]);
  });
});

describe('the chart timeframes (doc 2 §2: Week, Month, YTD, Year, Full) and the API periods', () => {
  it('maps every timeframe to its own period', () => {
    expect(LINE_TIMEFRAMES.map((timeframe) => BALANCE_PERIOD_OF_TIMEFRAME[timeframe])).toEqual([
      'week',
      'month',
      'ytd',
      'year',
      'full',
    ]);
  });
});

describe('the harvested losses range: this year so far, in local dates', () => {
  it('runs from January 1 to today', () => {
    expect(yearToDateRange(new Date('2026-11-24T06:15:00Z'), 0)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-11-24',
    });
  });
  it('is still last year on New Year’s Eve evening in New York', () => {
    expect(yearToDateRange(new Date('2027-01-01T03:00:00Z'), 300)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
  });
});
