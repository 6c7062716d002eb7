import { describe, expect, it } from 'vitest';
import { formatPullTime, holdingTicker, largestHoldings } from './display';

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

describe("a holding's ticker line (issue 30: 'XRP / XRP')", () => {
  it.each([
    [{ name: 'Bitcoin', symbol: 'BTC' }, 'BTC'],
    [{ name: 'XRP', symbol: 'XRP' }, null],
    [{ name: 'Usdc', symbol: 'USDC' }, null],
    [{ name: 'Cash', symbol: null }, null],
    [{ name: 'Cash', symbol: '' }, null],
  ])('%o shows %s', (asset, expected) => {
    expect(holdingTicker(asset)).toBe(expected);
  });
});
