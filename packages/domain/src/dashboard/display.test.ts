import { describe, expect, it } from 'vitest';
import { LINE_TIMEFRAMES } from '../performance/performance';
import {
  BALANCE_PERIOD_OF_TIMEFRAME,
  formatAllocationWeight,
  formatPullTime,
  largestHoldings,
  yearToDateRange,
} from './display';

describe('the balance with its last pull time (doc 2 §2 "Balance display with last pull time")', () => {
  it.each([
    ['2026-11-24T06:15:00Z', 'UTC', 'Nov 24, 2026, 6:15 AM'],
    ['2026-11-24T06:15:00Z', 'America/New_York', 'Nov 24, 2026, 1:15 AM'],
    ['2026-01-01T02:00:00Z', 'America/Los_Angeles', 'Dec 31, 2025, 6:00 PM'],
  ])('%s in %s reads %s', (timestamp, zone, expected) => {
    expect(formatPullTime(timestamp, zone).replaceAll('\u202f', ' ')).toBe(expected);
  });
  it('shows the missing-value dash for an unreadable time, never "Invalid Date"', () => {
    expect(formatPullTime('yesterday-ish', 'UTC')).toBe('--');
  });
});

describe('allocation weights', () => {
  it.each([
    [12.5, '12.50%'],
    [100, '100.00%'],
    [0.005, '0.01%'],
    [33.333, '33.33%'],
    [Number.NaN, '--'],
  ])('%s reads %s', (weight, expected) => {
    expect(formatAllocationWeight(weight)).toBe(expected);
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

describe('the Holdings card: the largest holdings, the rest counted', () => {
  const holdings = [
    { name: 'Solana', balance: '4052.43' },
    { name: 'Bitcoin', balance: '53984.23' },
    { name: 'Dust', balance: '0.01' },
    { name: 'Ethereum', balance: '35258.24' },
    { name: 'Ether twin', balance: '35258.24' },
  ];
  it('lists the largest first, ties in the API order', () => {
    expect(largestHoldings(holdings, 3).map((holding) => holding.name)).toEqual([
      'Bitcoin',
      'Ethereum',
      'Ether twin',
    ]);
  });
  it('lists them all when there are few, and none for a count of 0', () => {
    expect(largestHoldings(holdings, 8)).toHaveLength(5);
    expect(largestHoldings(holdings, 0)).toEqual([]);
  });
});
