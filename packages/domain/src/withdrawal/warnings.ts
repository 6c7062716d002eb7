/**
 * The closure and under-minimum screens of a fiat withdrawal (doc 2 §4), filled in from the route
 * `routeFiatWithdrawal` gave.
 */
import { FULL_WITHDRAWAL_SHARE } from '../constants';
import { type DecimalInput, dec, max } from '../money/decimal';
import { formatUsd } from '../money/format';
import { type WithdrawalWarningTexts, withdrawalWarningTexts } from '../texts/customerTransfers';
import { fiatWithdrawalMinimum, minimumTierBalance, type Tier } from '../tiers/tiers';
import { balanceLeftAfter } from './fiatRouting';
import type { FiatWithdrawalWarningRoute } from './fiatWithdrawal';

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
