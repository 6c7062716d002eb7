/**
 * The transfer rules preview (beyond the spec): while an amount is typed in the fiat withdrawal,
 * show the minimum, what stays in the account, and whether the amount becomes a full withdrawal
 * (75 % or more, spec README) or leaves the account under the tier minimum. Built from the very
 * predicates `routeFiatWithdrawal` uses, so the preview and the routing never disagree.
 */
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
} from '../withdrawal/fiatRouting';

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
  /** The amount typed, or `null` while it is empty or not an amount. */
  readonly amount: Decimal | null;
  /** What stays available after the withdrawal (never below 0); `null` without an amount. */
  readonly remaining: Decimal | null;
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
  };
  if (amount === null || amount.lt(0)) {
    return {
      ...common,
      amount: null,
      remaining: null,
      isFullWithdrawal: false,
      leavesUnderMinimum: false,
      route: null,
    };
  }
  return {
    ...common,
    amount,
    remaining: max(0, balanceLeftAfter(amount, availableBalance)),
    isFullWithdrawal: isFullWithdrawalAmount(amount, availableBalance),
    leavesUnderMinimum: leavesBelowMinimumTierBalance(amount, availableBalance, tier),
    route: routeFiatWithdrawal({ amount, availableBalance: dec(availableBalance), tier }),
  };
}
