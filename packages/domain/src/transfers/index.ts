/** Deposits and the transfer dialog: crypto deposit, the wire guide, the confirmations both directions share. */
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
  TRANSFER_FLOW_CLOSED,
  type TransferFlowEvent,
  type TransferFlowState,
  type TransferIntent,
  type TransferMethod,
  transferFlow,
} from './flow';
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
