/**
 * Where a fiat withdrawal request goes (doc 2 §4 "Fiat withdrawal", §9; doc 3 §9; spec README
 * "75% closure"): on to the details step, or to an under-minimum or account-closure screen.
 */
import { FULL_WITHDRAWAL_SHARE } from '../constants';
import { type Decimal, type DecimalInput, dec, max } from '../money/decimal';
import { fiatWithdrawalMinimum, minimumTierBalance, type Tier } from '../tiers/tiers';

/** The balances that make up what a user may withdraw. */
export interface AvailableBalanceInput {
  /** The fiat-withdrawal balance in USD. */
  readonly balance: DecimalInput;
  /** Advisory and custody fees owed, in USD. */
  readonly feesOwed?: DecimalInput;
  /** The total of withdrawals still pending, in USD. */
  readonly pendingWithdrawals?: DecimalInput;
}

/**
 * The available balance: the balance less fees owed and pending withdrawals, never below 0
 * (doc 2 §4, spec README).
 */
export function availableBalance({
  balance,
  feesOwed = 0,
  pendingWithdrawals = 0,
}: AvailableBalanceInput): Decimal {
  return max(0, dec(balance).minus(dec(feesOwed)).minus(dec(pendingWithdrawals)));
}

/**
 * Whether `amount` is 75% or more of the available balance, the share at which a withdrawal becomes
 * a full withdrawal / account closure (spec README: the stricter "or more" reading of doc 2 §4, §9).
 */
export function isFullWithdrawalAmount(amount: DecimalInput, available: DecimalInput): boolean {
  return dec(amount).gte(dec(available).times(FULL_WITHDRAWAL_SHARE));
}

/**
 * Whether the tier's fiat withdrawal minimum is above the available balance, so that no partial
 * withdrawal is possible (doc 2 §4).
 */
export function isMinimumAboveAvailable(tier: Tier, available: DecimalInput): boolean {
  return fiatWithdrawalMinimum(tier).gt(dec(available));
}

/** What stays available after withdrawing `amount`: available less amount (negative when more). */
export function balanceLeftAfter(amount: DecimalInput, available: DecimalInput): Decimal {
  return dec(available).minus(dec(amount));
}

/** Whether withdrawing `amount` leaves less than the tier's minimum tier balance (doc 2 §4). */
export function leavesBelowMinimumTierBalance(
  amount: DecimalInput,
  available: DecimalInput,
  tier: Tier,
): boolean {
  return balanceLeftAfter(amount, available).lt(minimumTierBalance(tier));
}

/** The withdrawal warnings of doc 2 §4, as the API and the screens name them. */
export const FIAT_WITHDRAWAL_WARNINGS = [
  'GREATER_THAN_75',
  'GREATER_THAN_75_ACCOUNT_CLOSURE',
  'UNDER_MINIMUM',
] as const;

/** A withdrawal warning (doc 2 §4). */
export type FiatWithdrawalWarning = (typeof FIAT_WITHDRAWAL_WARNINGS)[number];

/** Why a withdrawal is UNDER_MINIMUM. */
export type UnderMinimumReason =
  | 'MINIMUM_ABOVE_AVAILABLE_BALANCE'
  | 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE';

/** The outcome of {@link routeFiatWithdrawal}. */
export type FiatWithdrawalRoute =
  | { readonly kind: 'PROCEED' }
  | { readonly kind: 'GREATER_THAN_75' }
  | { readonly kind: 'GREATER_THAN_75_ACCOUNT_CLOSURE' }
  | { readonly kind: 'UNDER_MINIMUM'; readonly reason: UnderMinimumReason };

/** What {@link routeFiatWithdrawal} weighs. */
export interface FiatWithdrawalRequest {
  /** The requested amount in USD. */
  readonly amount: DecimalInput;
  /** The available balance in USD (see {@link availableBalance}). */
  readonly availableBalance: DecimalInput;
  /** The user's tier (`user.min_tier`, default DEFAULT). */
  readonly tier: Tier;
  /** Whether the withdrawal is made inside the account-closure (deactivation) flow. */
  readonly isAccountClosure?: boolean;
}

/**
 * Routes a fiat withdrawal (doc 2 §4). Checked in this order:
 * 1. outside the closure flow, the tier's fiat minimum above the available balance: UNDER_MINIMUM
 *    (`MINIMUM_ABOVE_AVAILABLE_BALANCE`), since no partial withdrawal is possible;
 * 2. an amount of 75% or more of the available balance (exactly 75% included):
 *    GREATER_THAN_75_ACCOUNT_CLOSURE inside the account-closure flow, GREATER_THAN_75 elsewhere;
 * 3. outside the closure flow, a balance left (available less amount) below the minimum tier
 *    balance: UNDER_MINIMUM (`BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE`);
 * 4. otherwise PROCEED to details, confirm, submit.
 * The minimums do not apply in the closure flow: the terms waive the minimum withdrawal on account
 * closure (doc 3 §9), and a closed account keeps no balance.
 */
export function routeFiatWithdrawal({
  amount,
  availableBalance: available,
  tier,
  isAccountClosure = false,
}: FiatWithdrawalRequest): FiatWithdrawalRoute {
  if (!isAccountClosure && isMinimumAboveAvailable(tier, available)) {
    return { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' };
  }
  if (isFullWithdrawalAmount(amount, available)) {
    return { kind: isAccountClosure ? 'GREATER_THAN_75_ACCOUNT_CLOSURE' : 'GREATER_THAN_75' };
  }
  if (!isAccountClosure && leavesBelowMinimumTierBalance(amount, available, tier)) {
    return { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' };
  }
  return { kind: 'PROCEED' };
}
