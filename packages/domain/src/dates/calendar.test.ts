import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  ageOn,
  calendarDateOf,
  compareDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  formatIsoDateLong,
  formatLongDate,
  isValidCalendarDate,
  parseIsoDate,
} from './calendar';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('calendar', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 1, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 13, 1, false],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
    [0, 1, 1, false],
    [2024.5, 1, 1, false],
  ])('isValidCalendarDate(%i, %i, %i) is %s', (y, m, day, valid) => {
    expect(isValidCalendarDate(y, m, day)).toBe(valid);
  });

  it('parses and formats ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual(d(2024, 2, 29));
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-2-29')).toBeNull();
    expect(formatIsoDate(d(987, 3, 4))).toBe('0987-03-04');
  });

  it("formats 'Month D, YYYY'", () => {
    expect(formatLongDate(d(2024, 1, 5))).toBe('January 5, 2024');
    expect(formatLongDate(d(2023, 12, 31))).toBe('December 31, 2023');
    expect(formatIsoDateLong('1985-04-12')).toBe('April 12, 1985');
    expect(formatIsoDateLong('2023-02-30')).toBe('2023-02-30');
    expect(formatIsoDateLong('')).toBe('');
  });

  it('reads the calendar date of an instant in UTC or local time', () => {
    const instant = new Date(Date.UTC(2024, 0, 31, 12));
    expect(calendarDateOf(instant)).toEqual(d(2024, 1, 31));
    const local = new Date(2024, 0, 31, 12);
    expect(calendarDateOf(local, 'local')).toEqual(d(2024, 1, 31));
  });

  it('compares, adds and counts days', () => {
    expect(compareDates(d(2024, 1, 1), d(2024, 1, 2))).toBeLessThan(0);
    expect(compareDates(d(2024, 1, 1), d(2024, 1, 1))).toBe(0);
    expect(compareDates(d(2025, 1, 1), d(2024, 12, 31))).toBeGreaterThan(0);
    expect(addYears(d(2024, 2, 29), 1)).toEqual(d(2025, 2, 28));
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2024, 3, 1), -1)).toEqual(d(2024, 2, 29));
    expect(daysBetween(d(2024, 1, 1), d(2025, 1, 1))).toBe(366);
  });

  it.each([
    [d(2006, 11, 21), d(2024, 11, 21), 18],
    [d(2006, 11, 22), d(2024, 11, 21), 17],
    [d(2004, 2, 29), d(2022, 2, 28), 17],
    [d(2004, 2, 29), d(2022, 3, 1), 18],
    [d(2004, 2, 29), d(2024, 2, 29), 20],
    [d(2000, 5, 10), d(2018, 4, 30), 17],
  ])('born %j, on %j: age %i', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });

  it('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -40_000, max: 40_000 }),
        (instant, days) => {
          const start = calendarDateOf(instant);
          expect(daysBetween(start, addDays(start, days))).toBe(days);
        },
      ),
    );
  });
});
