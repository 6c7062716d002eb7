import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_WEIGHT_DECIMALS, assetWeightRows, formatAdminWeight } from './adminDisplay';

describe('formatAdminWeight (one count of decimals for every weight)', () => {
  it.each([
    [2.109, '2.11'],
    [73.8137, '73.81'],
    [100, '100.00'],
    [0, '0.00'],
    [0.004, '0.00'],
    [0.005, '0.01'],
    [12.345, '12.35'],
    ['33.333333333', '33.33'],
  ])('%s shows as %s', (weight, shown) => {
    expect(formatAdminWeight(weight)).toBe(shown);
  });

  it('always shows exactly two decimals', () => {
    expect(ADMIN_WEIGHT_DECIMALS).toBe(2);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (weight) => {
        expect(formatAdminWeight(weight)).toMatch(/^\d{1,3}\.\d{2}$/);
      }),
    );
  });
});

describe('assetWeightRows', () => {
  it('orders the largest weight first, equal weights by symbol', () => {
    expect(assetWeightRows({ ETH: 20, SOL: 5, BTC: 70, ADA: 5 })).toEqual([
      { id: 'BTC', symbol: 'BTC', weight: 70 },
      { id: 'ETH', symbol: 'ETH', weight: 20 },
      { id: 'ADA', symbol: 'ADA', weight: 5 },
      { id: 'SOL', symbol: 'SOL', weight: 5 },
    ]);
  });

  it('an empty breakdown has no rows', () => {
    expect(assetWeightRows({})).toEqual([]);
  });
});
