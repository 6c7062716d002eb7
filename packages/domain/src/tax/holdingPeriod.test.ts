import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, compareDates, daysInMonth, formatIsoDate } from '../dates/calendar';
import { holdingPeriodOf, longTermFrom, matchHifo } from './hifo';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

/**
 * A plain month-counting reference written from Rev. Rul. 66-7: the holding period begins the day
 * after acquisition; month k of it begins on the same day of the k-th later calendar month (the
 * first day of the month after, when that month has no such day); held more than one year means
 * month 13 has begun by the sale date.
 */
function monthsBegunBy(acquired: CalendarDate, sold: CalendarDate): number {
  const start = addDays(acquired, 1);
  let months = 0;
  for (let k = 1; k <= 24; k++) {
    const index = start.year * 12 + (start.month - 1) + k;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const begins =
      start.day <= daysInMonth(year, month)
        ? d(year, month, start.day)
        : month === 12
          ? d(year + 1, 1, 1)
          : d(year, month + 1, 1);
    if (compareDates(begins, sold) > 0) break;
    months = k;
  }
  return months;
}
const referencePeriod = (acquired: CalendarDate, sold: CalendarDate) =>
  monthsBegunBy(acquired, sold) >= 12 ? 'LONG_TERM' : 'SHORT_TERM';

describe('holding period in calendar months (issue 27; Rev. Rul. 66-7, Caspe v. United States)', () => {
  it.each([
    // Acquired on the last day of February 2023: twelve months end on 29 February 2024.
    [d(2023, 2, 28), d(2024, 3, 1)],
    // Acquired on 28 February of a leap year: the period begins 29 February, which 2025 lacks.
    [d(2024, 2, 28), d(2025, 3, 1)],
    [d(2024, 2, 29), d(2025, 3, 1)],
    [d(2023, 2, 27), d(2024, 2, 28)],
    [d(2024, 1, 31), d(2025, 2, 1)],
    [d(2024, 4, 30), d(2025, 5, 1)],
    [d(2023, 12, 31), d(2025, 1, 1)],
    [d(2024, 3, 1), d(2025, 3, 2)],
    [d(2024, 7, 15), d(2025, 7, 16)],
  ])('acquired %j: long-term from %j, short-term the day before', (acquired, from) => {
    expect(longTermFrom(acquired)).toEqual(from);
    expect(holdingPeriodOf(acquired, from)).toBe('LONG_TERM');
    expect(holdingPeriodOf(acquired, addDays(from, -1))).toBe('SHORT_TERM');
  });

  it('acquired 02/28/2023 and sold 02/29/2024 is short-term', () => {
    expect(holdingPeriodOf(d(2023, 2, 28), d(2024, 2, 29))).toBe('SHORT_TERM');
  });

  it('agrees with the month-counting reference, and the HIFO engine with both (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 800 }), (start, held) => {
        const acquired = addDays(d(1999, 1, 1), start);
        const sold = addDays(acquired, held);
        const expected = referencePeriod(acquired, sold);
        expect(holdingPeriodOf(acquired, sold)).toBe(expected);
        const [match] = matchHifo(
          [{ id: 'L', quantity: '1', costBasisUsd: '1', acquired }],
          [{ id: 'S', quantity: '1', proceedsUsd: '2', date: sold }],
        ).disposals;
        expect(match?.lots[0]?.holdingPeriod).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the reference on every acquisition day of 2023–2025 around its first long-term day', () => {
    for (let at = 0; at < 3 * 366; at++) {
      const acquired = addDays(d(2023, 1, 1), at);
      const from = longTermFrom(acquired);
      expect([formatIsoDate(acquired), referencePeriod(acquired, from)]).toEqual([
        formatIsoDate(acquired),
        'LONG_TERM',
      ]);
      expect(referencePeriod(acquired, addDays(from, -1))).toBe('SHORT_TERM');
    }
  });
});
