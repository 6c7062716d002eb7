import { describe, expect, it } from 'vitest';
import { daysOfData, inTimeframe } from './window';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('daysOfData', () => {
  it.each([
    [['2024-01-01', '2024-01-07'], 7],
    [['2024-01-07', '2024-01-01', '2024-01-03'], 7],
    [['2024-01-01'], 1],
    [['2023-01-01', '2024-01-01'], 366],
    [[], 0],
    [['not a date'], 0],
  ])('%j covers %i days', (dates, days) => {
    expect(daysOfData(dates)).toBe(days);
  });
});

describe('inTimeframe (window ending on the newest point)', () => {
  const last = d(2024, 3, 31);
  it.each([
    [d(2024, 3, 25), '1w', true],
    [d(2024, 3, 24), '1w', false],
    [d(2024, 3, 1), '1m', true],
    [d(2024, 2, 29), '1m', false],
    [d(2023, 4, 2), '1y', true],
    [d(2023, 4, 1), '1y', false],
    [d(2024, 1, 1), 'ytd', true],
    [d(2023, 12, 31), 'ytd', false],
    [d(1999, 1, 1), 'f', true],
  ] as const)('%j in %s: %s', (date, timeframe, expected) => {
    expect(inTimeframe(date, last, timeframe)).toBe(expected);
  });
});
