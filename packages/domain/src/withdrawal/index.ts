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
  type CryptoWithdrawalEvent,
  cryptoWithdrawal,
  cryptoWithdrawalStepIndex,
} from './cryptoWithdrawal';
export {
  DEACTIVATION_REASON_OPTIONS,
  DEACTIVATION_START,
  type DeactivationBankDetails,
  type DeactivationEvent,
  type DeactivationReasonCode,
  type DeactivationState,
  deactivation,
  deactivationBankDetailsSchema,
  deactivationReasonSchema,
} from './deactivation';
export {
  availableBalance,
  routeFiatWithdrawal,
} from './fiatRouting';
export {
  FIAT_WITHDRAWAL_START,
  type FiatWithdrawalContext,
  type FiatWithdrawalDetails,
  type FiatWithdrawalEvent,
  type FiatWithdrawalFormDetails,
  type FiatWithdrawalMethod,
  type FiatWithdrawalState,
  FULL_WITHDRAWAL_HREF,
  fiatWithdrawal,
  fiatWithdrawalStepIndex,
} from './fiatWithdrawal';
export { fiatWithdrawalAmount } from './fiatWithdrawalAmount';
export {
  type BrokerageWithdrawalValues,
  brokerageWithdrawalSchema,
  cryptoWithdrawalAmountSchema,
  destinationWalletSchema,
  sendingWalletSchema,
  usdBankWithdrawalSchema,
  validateCryptoWithdrawalAmount,
  withdrawalMessages,
} from './forms';
export {
  type WithdrawalPreview,
  type WithdrawalPreviewStatus,
  withdrawalPreview,
  withdrawalPreviewStatus,
} from './preview';
export {
  accountHoldings,
  heldAssetSymbols,
  type WithdrawalTaxImpact,
  withdrawalTaxImpact,
} from './taxImpact';
export { estimatedUsdValue, type HeldAsset } from './usdEstimate';
export {
  FULL_WITHDRAWAL_SHARE_TEXT,
  type WithdrawalWarningTexts,
  withdrawalWarningScreen,
  withdrawalWarningTexts,
} from './warnings';
