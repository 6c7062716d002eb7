/** Deposits and the transfer dialog: crypto deposit, the wire guide, the confirmations both directions share. */
export {
  confirmationMessages,
  type DestinationWalletStepValues,
  destinationWalletStepSchema,
  sendingWalletStepSchema,
  submissionConfirmationSchema,
} from './confirmations';
export {
  CRYPTO_DEPOSIT_START,
  type CryptoDepositEvent,
  cryptoDeposit,
  cryptoDepositStepIndex,
  type TransferAsset,
} from './cryptoDeposit';
export {
  TRANSFER_FLOW_CLOSED,
  type TransferFlowEvent,
  type TransferFlowState,
  transferFlow,
} from './flow';
export { networkName } from './network';
export {
  parseWireGuideStep,
  type WireDetailsKey,
  type WireGuideStep,
  wireDetailsRows,
  wireGuideNavigation,
} from './wireGuide';
