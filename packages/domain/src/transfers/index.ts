export {
  type AccountClosureFormValues,
  type AccountClosureValues,
  accountClosureSchema,
} from './accountClosure';
export {
  type DestinationWalletStepValues,
  destinationWalletStepSchema,
  type NoticeAcknowledgementValues,
  noticeAcknowledgementSchema,
  type SendingWalletStepValues,
  type SubmissionConfirmationValues,
  sendingWalletStepSchema,
  submissionConfirmationSchema,
} from './confirmations';
export {
  CRYPTO_DEPOSIT_START,
  type CryptoDepositEvent,
  type CryptoDepositState,
  cryptoDeposit,
  cryptoDepositStepIndex,
  type DepositWalletAnswer,
  type TransferAsset,
} from './cryptoDeposit';
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
  TRANSFER_FLOW_CLOSED,
  type TransferFlowEvent,
  type TransferFlowState,
  type TransferIntent,
  type TransferMethod,
  transferFlow,
} from './flow';
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
export {
  parseWireGuideStep,
  WIRE_GUIDE_STEPS,
  type WireDepositDetailsValues,
  type WireDetailsRow,
  type WireGuideStep,
  wireDetailsRows,
  wireGuideNavigation,
  wireGuideStepTexts,
} from './wireGuide';
