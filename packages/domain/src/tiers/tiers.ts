/**
 * User tiers and the minimums they set (doc 1 §3, §9; doc 2 §6, §9; doc 3 §9; spec README
 * decisions): minimum contribution by tier and product, fiat withdrawal minimum, minimum tier balance
 * (which is also the trade and rebalancing minimum).
 */
import {
  FIAT_WITHDRAWAL_MINIMUM_FRIENDS_AND_FAMILY_USD,
  FIAT_WITHDRAWAL_MINIMUM_USD,
  MINIMUM_CONTRIBUTION_USD,
  MINIMUM_TIER_BALANCE_FRIENDS_AND_FAMILY_USD,
  MINIMUM_TIER_BALANCE_USD,
  type PRODUCTS,
  TIER_CODES,
} from '../constants';
import { type Decimal, dec } from '../money/decimal';

/** The user tiers, in `min_tier` order (FRIENDS_AND_FAMILY=1, REDUCED=2, DEFAULT=3; doc 1 §3). */
export const TIERS = [
  'FRIENDS_AND_FAMILY',
  'REDUCED',
  'DEFAULT',
] as const satisfies readonly (keyof typeof TIER_CODES)[];

/** A user tier (doc 1 §3). */
export type Tier = (typeof TIERS)[number];

/** An investment product, the model styles Market, Smart Beta and Alpha (doc 1 §3, doc 2 §3). */
export type Product = (typeof PRODUCTS)[number];

/** The tier of a user's `min_tier`: 1, 2 or 3; anything else (missing, 0, 4) is DEFAULT (doc 2 §2, §6). */
export function tierFromMinTier(minTier: number | null | undefined): Tier {
  return TIERS.find((tier) => TIER_CODES[tier] === minTier) ?? 'DEFAULT';
}

/** The minimum contribution in USD for a tier and product: DEFAULT MARKET is 25,000 (doc 2 §9). */
export function minimumContribution(tier: Tier, product: Product): Decimal {
  return dec(MINIMUM_CONTRIBUTION_USD[tier][product]);
}

/** The fiat withdrawal minimum in USD: 150 for friends and family, else 1,500 (spec README). */
export function fiatWithdrawalMinimum(tier: Tier): Decimal {
  return dec(
    tier === 'FRIENDS_AND_FAMILY'
      ? FIAT_WITHDRAWAL_MINIMUM_FRIENDS_AND_FAMILY_USD
      : FIAT_WITHDRAWAL_MINIMUM_USD,
  );
}

/**
 * The minimum tier balance in USD: 100 for friends and family, else 2,000 (spec README). It is also
 * the trade minimum (BELOW_TRADE_MINIMUM) and the balance a partial withdrawal must leave.
 */
export function minimumTierBalance(tier: Tier): Decimal {
  return dec(
    tier === 'FRIENDS_AND_FAMILY' ? MINIMUM_TIER_BALANCE_FRIENDS_AND_FAMILY_USD : MINIMUM_TIER_BALANCE_USD,
  );
}

/**
 * The rebalancing minimum in USD: a portfolio below it cannot be rebalanced ('Portfolio Below
 * Rebalancing Minimum', doc 2 §2). The same rule as {@link minimumTierBalance} (spec README).
 */
export function rebalancingMinimum(tier: Tier): Decimal {
  return minimumTierBalance(tier);
}
