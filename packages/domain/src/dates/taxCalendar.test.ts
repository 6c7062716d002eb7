import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateOf } from './calendar';
import { TAX_TIME_ZONE, taxDateOf, taxDateOfIso } from './taxCalendar';

const d = (year: number, month: number, day: number) => ({ year, month, day });

/**
 * A plain reference of New York's clock since 2007 (Energy Policy Act of 2005): UTC-4 from the
 * second Sunday of March at 2:00 local (7:00 UTC) to the first Sunday of November at 2:00 local
 * (6:00 UTC), UTC-5 otherwise.
 */
function newYorkDate(instant: Date): { year: number; month: number; day: number } {
  const year = instant.getUTCFullYear();
  const nthSunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (nth - 1) * 7;
  };
  const summerStart = Date.UTC(year, 2, nthSunday(3, 2), 7);
  const summerEnd = Date.UTC(year, 10, nthSunday(11, 1), 6);
  const time = instant.getTime();
  const offsetHours = time >= summerStart && time < summerEnd ? 4 : 5;
  return calendarDateOf(new Date(time - offsetHours * 3_600_000), 'utc');
}

describe('taxDateOf (issue 27: one tax calendar, America/New_York)', () => {
  it('is the US trade date of the product', () => {
    expect(TAX_TIME_ZONE).toBe('America/New_York');
  });

  it.each([
    // A sale at 9 pm New York time on 31 December is in that year (02:00 UTC on 1 January).
    ['2024-12-31T21:00:00-05:00', d(2024, 12, 31)],
    ['2025-01-01T02:00:00Z', d(2024, 12, 31)],
    ['2025-01-01T04:59:59.999Z', d(2024, 12, 31)],
    ['2025-01-01T05:00:00Z', d(2025, 1, 1)],
    // New Year's Eve at midnight and just after, in New York.
    ['2025-12-31T23:59:59-05:00', d(2025, 12, 31)],
    ['2026-01-01T00:00:00-05:00', d(2026, 1, 1)],
    // An evening sale on the anniversary of a purchase: 8:30 pm in New York, summer time.
    ['2024-07-15T20:30:00-04:00', d(2024, 7, 15)],
    ['2024-07-16T00:30:00Z', d(2024, 7, 15)],
    // Mornings in Tokyo and evenings in Los Angeles date by New York, not by themselves.
    ['2024-03-01T08:00:00+09:00', d(2024, 2, 29)],
    ['2024-02-29T21:30:00-08:00', d(2024, 3, 1)],
    // Both sides of the daylight saving changes.
    ['2024-03-10T06:59:59Z', d(2024, 3, 10)],
    ['2024-03-10T04:59:59Z', d(2024, 3, 9)],
    ['2024-11-03T04:30:00Z', d(2024, 11, 3)],
    ['2024-11-04T04:59:59Z', d(2024, 11, 3)],
    ['2024-11-04T05:00:00Z', d(2024, 11, 4)],
  ])('%s is dated %o', (instant, date) => {
    expect(taxDateOfIso(instant)).toEqual(date);
    expect(taxDateOf(new Date(instant))).toEqual(date);
  });

  it('refuses what is not an instant', () => {
    expect(() => taxDateOfIso('31/12/2024')).toThrow(RangeError);
    expect(() => taxDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("agrees with a plain reference of New York's clock on any instant of 2008–2099", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2099, 11, 31) }), (time) => {
        expect(taxDateOf(new Date(time))).toEqual(newYorkDate(new Date(time)));
      }),
      { numRuns: 2000 },
    );
  });
});
