/**
 * Withdrawals, all of them: the fiat routing and its 75% rule, the forms, the fiat and crypto
 * withdrawal flows, the account-closure form, the preview, warnings and tax impact, and the
 * deactivation wizard (a full withdrawal that closes the account).
 */
export {
  type AccountClosureFormValues,
  type AccountClosureValues,
  accountClosureSchema,
} from './accountClosure';
export {
  CRYPTO_WITHDRAWAL_START,
  type CryptoWithdrawalAmount,
  type CryptoWithdrawalDestination,
  type CryptoWithdrawalEvent,
  type CryptoWithdrawalState,
  cryptoWithdrawal,
  cryptoWithdrawalStepIndex,
} from './cryptoWithdrawal';
export {
  AFTER_DEACTIVATION_PATH,
  DEACTIVATION_REASON_OPTIONS,
  DEACTIVATION_START,
  type DeactivationBankDetails,
  type DeactivationEvent,
  type DeactivationReasonCode,
  type DeactivationReasonValues,
  type DeactivationState,
  type DeactivationStep,
  deactivation,
  deactivationBankDetailsSchema,
  deactivationReasonSchema,
} from './deactivation';
export {
  type AvailableBalanceInput,
  availableBalance,
  balanceLeftAfter,
  FIAT_WITHDRAWAL_WARNINGS,
  type FiatWithdrawalRequest,
  type FiatWithdrawalRoute,
  type FiatWithdrawalWarning,
  isFullWithdrawalAmount,
  isMinimumAboveAvailable,
  leavesBelowMinimumTierBalance,
  routeFiatWithdrawal,
  type UnderMinimumReason,
} from './fiatRouting';
export {
  type AccountClosureDetails,
  type BankWithdrawalDetails,
  type BrokerageWithdrawalDetails,
  FIAT_WITHDRAWAL_START,
  FIAT_WITHDRAWAL_STEPS,
  type FiatWithdrawalContext,
  type FiatWithdrawalDetails,
  type FiatWithdrawalEvent,
  type FiatWithdrawalFormDetails,
  type FiatWithdrawalMethod,
  type FiatWithdrawalState,
  type FiatWithdrawalStep,
  type FiatWithdrawalWarningRoute,
  FULL_WITHDRAWAL_HREF,
  fiatWithdrawal,
  fiatWithdrawalStepIndex,
  parseFiatWithdrawalStep,
} from './fiatWithdrawal';
export { fiatWithdrawalAmount } from './fiatWithdrawalRequest';
export {
  type BrokerageWithdrawalValues,
  brokerageWithdrawalSchema,
  type CryptoWithdrawalLimits,
  cryptoWithdrawalAmountSchema,
  type DestinationWalletValues,
  destinationWalletSchema,
  type FiatWithdrawalLimits,
  type SendingWalletValues,
  sendingWalletSchema,
  type UsdBankWithdrawalLimits,
  type UsdBankWithdrawalValues,
  usdBankWithdrawalSchema,
  validateCryptoWithdrawalAmount,
  withdrawalMessages,
} from './forms';
export {
  type WithdrawalPreview,
  type WithdrawalPreviewInput,
  type WithdrawalPreviewStatus,
  withdrawalPreview,
  withdrawalPreviewStatus,
} from './preview';
export {
  type AccountHoldings,
  type AllocationAssetLine,
  accountHoldings,
  type Holding,
  type HoldingValue,
  heldAssetSymbols,
  holdingsFromValues,
  type WithdrawalTaxImpact,
  type WithdrawalTaxImpactInput,
  withdrawalTaxImpact,
} from './taxImpact';
export {
  FULL_WITHDRAWAL_SHARE_TEXT,
  type WithdrawalWarningInput,
  withdrawalWarningScreen,
} from './warnings';
