/**
 * The transfer rules preview (beyond the spec): while an amount is typed in the fiat withdrawal,
 * show the minimum, what stays in the account, and whether the amount becomes a full withdrawal
 * (75 % or more, spec README) or leaves the account under the tier minimum. Built from the very
 * predicates `routeFiatWithdrawal` uses, so the preview and the routing never disagree.
 */
import { FULL_WITHDRAWAL_SHARE } from '../constants';
import { type Decimal, type DecimalInput, dec, max } from '../money/decimal';
import { parseUsd } from '../money/format';
import { fiatWithdrawalMinimum, minimumTierBalance, type Tier } from '../tiers/tiers';
import {
  balanceLeftAfter,
  type FiatWithdrawalRoute,
  isFullWithdrawalAmount,
  isMinimumAboveAvailable,
  leavesBelowMinimumTierBalance,
  routeFiatWithdrawal,
} from './fiatRouting';

/** What the preview weighs. */
export interface WithdrawalPreviewInput {
  /** The amount as typed ('$1,200', '1200.5', '' while empty). */
  readonly amountText: string;
  /** The available balance, USD (balance less fees owed and pending withdrawals). */
  readonly availableBalance: DecimalInput;
  readonly tier: Tier;
}

/** The preview of a fiat withdrawal amount. */
export interface WithdrawalPreview {
  /** The tier's fiat withdrawal minimum, USD. */
  readonly minimum: Decimal;
  /** The minimum tier balance a partial withdrawal must leave, USD. */
  readonly minimumBalance: Decimal;
  /** Whether the minimum is above the available balance: only a full withdrawal is possible. */
  readonly minimumAboveAvailable: boolean;
  /** The available balance, USD. */
  readonly available: Decimal;
  /** The amount from which a withdrawal is a full withdrawal: 75 % of the available balance. */
  readonly fullWithdrawalFrom: Decimal;
  /** The amount typed, or `null` while it is empty or not an amount. */
  readonly amount: Decimal | null;
  /** What stays available after the withdrawal (never below 0); `null` without an amount. */
  readonly remaining: Decimal | null;
  /** Whether the amount is under the minimum withdrawal (the form refuses it). */
  readonly isBelowMinimum: boolean;
  /** Whether the amount is more than the available balance (the form refuses it). */
  readonly exceedsAvailable: boolean;
  /** Whether the amount is 75 % or more of the available balance. */
  readonly isFullWithdrawal: boolean;
  /** Whether the amount would leave less than the minimum tier balance. */
  readonly leavesUnderMinimum: boolean;
  /** Where Continue would lead with this amount; `null` without an amount. */
  readonly route: FiatWithdrawalRoute | null;
}

/**
 * The preview of the amount typed. Without an amount only the minimums and whether the balance is
 * under the minimum are known. With one, `route` is what `routeFiatWithdrawal` returns, and the
 * flags are the conditions it checks, so a flag is set exactly when the route is that warning
 * (unless an earlier check already decided the route).
 */
export function withdrawalPreview({
  amountText,
  availableBalance,
  tier,
}: WithdrawalPreviewInput): WithdrawalPreview {
  const amount = parseUsd(amountText);
  const common = {
    minimum: fiatWithdrawalMinimum(tier),
    minimumBalance: minimumTierBalance(tier),
    minimumAboveAvailable: isMinimumAboveAvailable(tier, availableBalance),
    available: dec(availableBalance),
    fullWithdrawalFrom: dec(availableBalance).times(FULL_WITHDRAWAL_SHARE),
  };
  if (amount === null || amount.lt(0)) {
    return {
      ...common,
      amount: null,
      remaining: null,
      isBelowMinimum: false,
      exceedsAvailable: false,
      isFullWithdrawal: false,
      leavesUnderMinimum: false,
      route: null,
    };
  }
  return {
    ...common,
    amount,
    remaining: max(0, balanceLeftAfter(amount, availableBalance)),
    isBelowMinimum: amount.lt(common.minimum),
    exceedsAvailable: amount.gt(common.available),
    isFullWithdrawal: isFullWithdrawalAmount(amount, availableBalance),
    leavesUnderMinimum: leavesBelowMinimumTierBalance(amount, availableBalance, tier),
    route: routeFiatWithdrawal({ amount, availableBalance: dec(availableBalance), tier }),
  };
}

/** What Continue does with the amount typed, as the preview's one sentence says it. */
export type WithdrawalPreviewStatus =
  | 'ENTER_AMOUNT'
  | 'MINIMUM_ABOVE_AVAILABLE'
  | 'BELOW_MINIMUM'
  | 'EXCEEDS_AVAILABLE'
  | 'FULL_WITHDRAWAL'
  | 'LEAVES_UNDER_MINIMUM'
  | 'PROCEED';

/**
 * The one outcome of Continue with this amount, in the order the checks run: the balance under the
 * minimum first (no partial withdrawal at all), then the form's own rules (the minimum withdrawal,
 * the available balance), then the route `routeFiatWithdrawal` takes (full withdrawal, under the
 * minimum balance, or on to Confirm).
 */
export function withdrawalPreviewStatus(preview: WithdrawalPreview): WithdrawalPreviewStatus {
  if (preview.minimumAboveAvailable) return 'MINIMUM_ABOVE_AVAILABLE';
  if (preview.amount === null || preview.route === null) return 'ENTER_AMOUNT';
  if (preview.isBelowMinimum) return 'BELOW_MINIMUM';
  if (preview.exceedsAvailable) return 'EXCEEDS_AVAILABLE';
  switch (preview.route.kind) {
    case 'GREATER_THAN_75':
    case 'GREATER_THAN_75_ACCOUNT_CLOSURE':
      return 'FULL_WITHDRAWAL';
    case 'UNDER_MINIMUM':
      return 'LEAVES_UNDER_MINIMUM';
    case 'PROCEED':
      return 'PROCEED';
  }
}
