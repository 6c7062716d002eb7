import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../constants';
import {
  fiatWithdrawalMinimum,
  minimumContribution,
  minimumTierBalance,
  type Product,
  rebalancingMinimum,
  TIERS,
  type Tier,
  tierFromMinTier,
} from './tiers';

describe('tierFromMinTier (FRIENDS_AND_FAMILY=1, REDUCED=2, DEFAULT=3, default DEFAULT)', () => {
  it.each([
    [1, 'FRIENDS_AND_FAMILY'],
    [2, 'REDUCED'],
    [3, 'DEFAULT'],
    [0, 'DEFAULT'],
    [4, 'DEFAULT'],
    [1.5, 'DEFAULT'],
    [null, 'DEFAULT'],
    [undefined, 'DEFAULT'],
  ])('%s -> %s', (minTier, tier) => {
    expect(tierFromMinTier(minTier)).toBe(tier);
  });
  it('lists the three tiers in min_tier order', () => {
    expect(TIERS).toEqual(['FRIENDS_AND_FAMILY', 'REDUCED', 'DEFAULT']);
  });
});

describe('minimumContribution (doc 2 §9: MARKET / SMART_BETA / ALPHA)', () => {
  const table: [Tier, Product, string][] = [
    ['FRIENDS_AND_FAMILY', 'MARKET', '500'],
    ['FRIENDS_AND_FAMILY', 'SMART_BETA', '750'],
    ['FRIENDS_AND_FAMILY', 'ALPHA', '1000'],
    ['REDUCED', 'MARKET', '15000'],
    ['REDUCED', 'SMART_BETA', '25000'],
    ['REDUCED', 'ALPHA', '50000'],
    ['DEFAULT', 'MARKET', '25000'],
    ['DEFAULT', 'SMART_BETA', '50000'],
    ['DEFAULT', 'ALPHA', '100000'],
  ];
  it.each(table)('%s %s is %s USD', (tier, product, usd) => {
    expect(minimumContribution(tier, product).toString()).toBe(usd);
  });
  it('covers every tier and product', () => {
    expect(table).toHaveLength(TIERS.length * PRODUCTS.length);
  });
});

describe('withdrawal and balance minimums (spec README decisions)', () => {
  it.each([
    ['FRIENDS_AND_FAMILY', '150', '100'],
    ['REDUCED', '1500', '2000'],
    ['DEFAULT', '1500', '2000'],
  ] as const)('%s: fiat withdrawal minimum %s, minimum tier balance %s', (tier, fiat, balance) => {
    expect(fiatWithdrawalMinimum(tier).toString()).toBe(fiat);
    expect(minimumTierBalance(tier).toString()).toBe(balance);
    expect(rebalancingMinimum(tier).toString()).toBe(balance);
  });
});
