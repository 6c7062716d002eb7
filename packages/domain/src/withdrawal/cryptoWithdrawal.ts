/**
 * The crypto withdrawal wizard (doc 2 §4 "Crypto withdrawal"): asset and amount, destination
 * wallet plus notice acknowledgement, confirm and submit, then 'Success'.
 */

import type { TransferAsset } from '../transfers/cryptoDeposit';
import type { DestinationWalletValues } from './forms';

/** The first step's answers: the asset (symbol and network) and the amount as typed. */
export interface CryptoWithdrawalAmount {
  readonly asset: TransferAsset;
  readonly amount: string;
}

/** The second step's answers: the destination wallet, with the notice acknowledged. */
export interface CryptoWithdrawalDestination {
  readonly wallet: DestinationWalletValues;
  readonly noticeAcknowledged: true;
}

/** Where the crypto withdrawal wizard is; answers are kept so Back shows them again. */
export type CryptoWithdrawalState =
  | {
      readonly step: 'ASSET_AMOUNT';
      readonly amount: CryptoWithdrawalAmount | null;
      readonly destination: CryptoWithdrawalDestination | null;
    }
  | {
      readonly step: 'DESTINATION';
      readonly amount: CryptoWithdrawalAmount;
      readonly destination: CryptoWithdrawalDestination | null;
    }
  | {
      readonly step: 'CONFIRM';
      readonly amount: CryptoWithdrawalAmount;
      readonly destination: CryptoWithdrawalDestination;
    }
  | { readonly step: 'SUCCESS' }
  | { readonly step: 'CLOSED' }
  | { readonly step: 'DONE' };

/** What moves the crypto withdrawal wizard. */
export type CryptoWithdrawalEvent =
  | { readonly type: 'AMOUNT_SUBMITTED'; readonly amount: CryptoWithdrawalAmount }
  | { readonly type: 'DESTINATION_SUBMITTED'; readonly destination: CryptoWithdrawalDestination }
  /** `POST /funding/withdrawal` succeeded. */
  | { readonly type: 'SUBMITTED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'DONE' };

/** The wizard's first state. */
export const CRYPTO_WITHDRAWAL_START: CryptoWithdrawalState = {
  step: 'ASSET_AMOUNT',
  amount: null,
  destination: null,
};

/**
 * The next state of the crypto withdrawal wizard. Back keeps the answers; from the first step it
 * closes the wizard (the Transfer flow returns to the method choice). Success has no Back: the
 * request is sent. Changing the asset forgets the destination, whose network no longer matches.
 */
export function cryptoWithdrawal(
  state: CryptoWithdrawalState,
  event: CryptoWithdrawalEvent,
): CryptoWithdrawalState {
  switch (event.type) {
    case 'AMOUNT_SUBMITTED': {
      if (state.step !== 'ASSET_AMOUNT') return state;
      const sameAsset =
        state.amount !== null &&
        state.amount.asset.symbol === event.amount.asset.symbol &&
        state.amount.asset.network_id === event.amount.asset.network_id;
      return { step: 'DESTINATION', amount: event.amount, destination: sameAsset ? state.destination : null };
    }
    case 'DESTINATION_SUBMITTED':
      return state.step === 'DESTINATION'
        ? { step: 'CONFIRM', amount: state.amount, destination: event.destination }
        : state;
    case 'SUBMITTED':
      return state.step === 'CONFIRM' ? { step: 'SUCCESS' } : state;
    case 'DONE':
      return state.step === 'SUCCESS' ? { step: 'DONE' } : state;
    case 'BACK':
      switch (state.step) {
        case 'ASSET_AMOUNT':
          return { step: 'CLOSED' };
        case 'DESTINATION':
          return { step: 'ASSET_AMOUNT', amount: state.amount, destination: state.destination };
        case 'CONFIRM':
          return { step: 'DESTINATION', amount: state.amount, destination: state.destination };
        default:
          return state;
      }
  }
}

/** The step a stepper highlights, 0 to 2; `null` on Success, closed or done. */
export function cryptoWithdrawalStepIndex(state: CryptoWithdrawalState): number | null {
  switch (state.step) {
    case 'ASSET_AMOUNT':
      return 0;
    case 'DESTINATION':
      return 1;
    case 'CONFIRM':
      return 2;
    default:
      return null;
  }
}
