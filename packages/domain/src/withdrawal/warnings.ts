/**
 * The closure and under-minimum screens of a fiat withdrawal (doc 2 §4), filled in from the route
 * `routeFiatWithdrawal` gave.
 */
import { FULL_WITHDRAWAL_SHARE } from '../constants';
import { type DecimalInput, dec, max } from '../money/decimal';
import { formatUsd } from '../money/format';
import { fiatWithdrawalMinimum, minimumTierBalance, type Tier } from '../tiers/tiers';
import { balanceLeftAfter } from './fiatRouting';
import type { FiatWithdrawalWarningRoute } from './fiatWithdrawal';

/** A closure or under-minimum screen (doc 2 §4 withdrawal warnings), already filled in. */
export interface WithdrawalWarningTexts {
  readonly title: string;
  readonly body: string;
  readonly cancel: string;
  /** Leads to /account, where a full withdrawal closes the account; `null` when not offered. */
  readonly fullWithdrawal: string | null;
}

/**
 * The closure and under-minimum screens (doc 2 §4): GREATER_THAN_75, GREATER_THAN_75_ACCOUNT_CLOSURE
 * and the two UNDER_MINIMUM cases. Amounts arrive formatted ('$1,500.00').
 */
export const withdrawalWarningTexts = {
  GREATER_THAN_75: (share: string): WithdrawalWarningTexts => ({
    title: 'Full Withdrawal Required',
    body: `A withdrawal of ${share} or more of your available balance is treated as a full withdrawal, which closes your account. To withdraw this amount, make a full withdrawal from your Account page; otherwise, enter a smaller amount.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
  GREATER_THAN_75_ACCOUNT_CLOSURE: (share: string): WithdrawalWarningTexts => ({
    title: 'Account Closure',
    body: `This withdrawal is ${share} or more of your available balance, so it is processed as a full withdrawal: your whole available balance is withdrawn and your account is closed.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Continue with Full Withdrawal',
  }),
  MINIMUM_ABOVE_AVAILABLE_BALANCE: (available: string, minimum: string): WithdrawalWarningTexts => ({
    title: 'Below Withdrawal Minimum',
    body: `Your available balance of ${available} is below the minimum withdrawal of ${minimum}, so a partial withdrawal is not possible. You can make a full withdrawal instead, which closes your account.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
  BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE: (left: string, minimum: string): WithdrawalWarningTexts => ({
    title: 'Balance Would Fall Below Minimum',
    body: `This withdrawal would leave ${left} in your account, below the minimum account balance of ${minimum}. Enter a smaller amount, or make a full withdrawal, which closes your account.`,
    cancel: 'Cancel',
    fullWithdrawal: 'Make a Full Withdrawal',
  }),
} as const;

/** The full-withdrawal share as users read it: '75%'. */
export const FULL_WITHDRAWAL_SHARE_TEXT = `${dec(FULL_WITHDRAWAL_SHARE).times(100).toString()}%`;

/** What the warning texts need besides the route. */
export interface WithdrawalWarningInput {
  readonly tier: Tier;
  /** The available balance, USD. */
  readonly availableBalance: DecimalInput;
  /** The amount requested, USD (0 when the balance alone caused the warning). */
  readonly amount: DecimalInput;
}

/** The title, body and buttons of the screen a warning route leads to. */
export function withdrawalWarningScreen(
  route: FiatWithdrawalWarningRoute,
  { tier, availableBalance, amount }: WithdrawalWarningInput,
): WithdrawalWarningTexts {
  switch (route.kind) {
    case 'GREATER_THAN_75':
      return withdrawalWarningTexts.GREATER_THAN_75(FULL_WITHDRAWAL_SHARE_TEXT);
    case 'GREATER_THAN_75_ACCOUNT_CLOSURE':
      return withdrawalWarningTexts.GREATER_THAN_75_ACCOUNT_CLOSURE(FULL_WITHDRAWAL_SHARE_TEXT);
    case 'UNDER_MINIMUM':
      return route.reason === 'MINIMUM_ABOVE_AVAILABLE_BALANCE'
        ? withdrawalWarningTexts.MINIMUM_ABOVE_AVAILABLE_BALANCE(
            formatUsd(availableBalance),
            formatUsd(fiatWithdrawalMinimum(tier)),
          )
        : withdrawalWarningTexts.BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE(
            formatUsd(max(0, balanceLeftAfter(amount, availableBalance))),
            formatUsd(minimumTierBalance(tier)),
          );
  }
}
