/**
 * The words of `WithdrawalRulesPreview`, the transfer rules preview beside a fiat withdrawal's amount (beyond the spec): the figures of
 * `withdrawalPreview` and one sentence on what Continue will do with the amount typed. Amounts and
 * the share arrive formatted ('$1,500.00', '75%').
 */
export interface WithdrawalRulesPreviewMessages {
  readonly title: string;
  readonly available: string;
  readonly minimum: string;
  readonly fullWithdrawalFrom: (share: string) => string;
  readonly minimumBalance: string;
  readonly remaining: string;
  readonly status: {
    readonly ENTER_AMOUNT: string;
    readonly MINIMUM_ABOVE_AVAILABLE: (minimum: string) => string;
    readonly BELOW_MINIMUM: (minimum: string) => string;
    readonly EXCEEDS_AVAILABLE: (available: string) => string;
    readonly FULL_WITHDRAWAL: (share: string) => string;
    readonly LEAVES_UNDER_MINIMUM: (minimum: string) => string;
    readonly PROCEED: string;
  };
}

export const defaultWithdrawalRulesPreviewMessages: WithdrawalRulesPreviewMessages = {
  title: 'Transfer rules',
  available: 'Available balance',
  minimum: 'Minimum withdrawal',
  fullWithdrawalFrom: (share: string): string => `Full withdrawal from (${share})`,
  minimumBalance: 'Minimum account balance',
  remaining: 'Stays in your account',
  status: {
    ENTER_AMOUNT: 'Enter an amount to see how the rules apply to it.',
    MINIMUM_ABOVE_AVAILABLE: (minimum: string): string =>
      `Your available balance is below the minimum withdrawal of ${minimum}: only a full withdrawal is possible.`,
    BELOW_MINIMUM: (minimum: string): string => `The minimum withdrawal amount is ${minimum}.`,
    EXCEEDS_AVAILABLE: (available: string): string =>
      `This is more than your available balance of ${available}.`,
    FULL_WITHDRAWAL: (share: string): string =>
      `This is ${share} or more of your available balance, so it would be a full withdrawal, which closes your account.`,
    LEAVES_UNDER_MINIMUM: (minimum: string): string =>
      `This would leave less than the minimum account balance of ${minimum} in your account.`,
    PROCEED: 'This amount can be withdrawn: your account keeps at least its minimum balance.',
  },
};
