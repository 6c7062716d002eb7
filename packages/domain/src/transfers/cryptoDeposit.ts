/**
 * The crypto deposit wizard (doc 2 §4 "Crypto deposit"): select an asset, request its deposit
 * wallet (PREPARING shows 'Preparing Crypto Deposit', come back in a few minutes; READY goes on),
 * enter the sending wallet and acknowledge the notice, create the sending address, then show the
 * receiving address with a copy action.
 */

/** An asset that can be deposited (doc 2 §3 "Crypto asset" for transfers). */
export interface TransferAsset {
  readonly symbol: string;
  readonly name: string;
  readonly network_id: string;
}

/** The deposit wallet answer of `POST /user/wallet/{networkId}` (doc 2 §3, §7). */
export interface DepositWalletAnswer {
  readonly status: 'READY' | 'PREPARING';
  readonly deposit_address: string | null;
}

/** Where the crypto deposit wizard is. */
export type CryptoDepositState =
  | { readonly step: 'SELECT_ASSET'; readonly asset: TransferAsset | null }
  | { readonly step: 'REQUESTING_WALLET'; readonly asset: TransferAsset }
  | { readonly step: 'PREPARING'; readonly asset: TransferAsset }
  | { readonly step: 'SENDING_WALLET'; readonly asset: TransferAsset; readonly depositAddress: string }
  | {
      readonly step: 'RECEIVING_ADDRESS';
      readonly asset: TransferAsset;
      readonly depositAddress: string;
      readonly sendingAddress: string;
    }
  /** Back from the first step: the Transfer flow returns to the method choice. */
  | { readonly step: 'CLOSED' }
  | { readonly step: 'DONE' };

/** What moves the crypto deposit wizard. */
export type CryptoDepositEvent =
  | { readonly type: 'SELECT_ASSET'; readonly asset: TransferAsset }
  | { readonly type: 'WALLET_LOADED'; readonly wallet: DepositWalletAnswer }
  | { readonly type: 'WALLET_FAILED' }
  /** From 'Preparing Crypto Deposit': ask for the wallet again. */
  | { readonly type: 'RETRY' }
  /** The sending address was created (`POST /funding/sending-address` answered). */
  | { readonly type: 'SENDING_ADDRESS_CREATED'; readonly sendingAddress: string }
  | { readonly type: 'BACK' }
  | { readonly type: 'DONE' };

/** The wizard's first state. */
export const CRYPTO_DEPOSIT_START: CryptoDepositState = { step: 'SELECT_ASSET', asset: null };

/**
 * The next state of the crypto deposit wizard. A READY wallet without an address is treated as
 * still preparing. Back leads to the previous step (to asset selection from the wallet steps, as a
 * wallet is requested per asset), and closes the wizard from asset selection; the receiving
 * address, once the sending address exists, has no Back. Events that do not apply are ignored.
 */
export function cryptoDeposit(state: CryptoDepositState, event: CryptoDepositEvent): CryptoDepositState {
  switch (event.type) {
    case 'SELECT_ASSET':
      return state.step === 'SELECT_ASSET' ? { step: 'REQUESTING_WALLET', asset: event.asset } : state;
    case 'WALLET_LOADED': {
      if (state.step !== 'REQUESTING_WALLET') return state;
      const address = event.wallet.deposit_address?.trim() ?? '';
      return event.wallet.status === 'READY' && address !== ''
        ? { step: 'SENDING_WALLET', asset: state.asset, depositAddress: address }
        : { step: 'PREPARING', asset: state.asset };
    }
    case 'WALLET_FAILED':
      return state.step === 'REQUESTING_WALLET' ? { step: 'SELECT_ASSET', asset: state.asset } : state;
    case 'RETRY':
      return state.step === 'PREPARING' ? { step: 'REQUESTING_WALLET', asset: state.asset } : state;
    case 'SENDING_ADDRESS_CREATED':
      return state.step === 'SENDING_WALLET'
        ? { ...state, step: 'RECEIVING_ADDRESS', sendingAddress: event.sendingAddress }
        : state;
    case 'DONE':
      return state.step === 'RECEIVING_ADDRESS' ? { step: 'DONE' } : state;
    case 'BACK':
      switch (state.step) {
        case 'SELECT_ASSET':
          return { step: 'CLOSED' };
        case 'REQUESTING_WALLET':
        case 'PREPARING':
        case 'SENDING_WALLET':
          return { step: 'SELECT_ASSET', asset: state.asset };
        default:
          return state;
      }
  }
}

/**
 * The step a stepper highlights, 0 to 3 ('Select Asset', 'Deposit Wallet', 'Sending Wallet',
 * 'Receiving Address'); `null` once closed or done.
 */
export function cryptoDepositStepIndex(state: CryptoDepositState): number | null {
  switch (state.step) {
    case 'SELECT_ASSET':
      return 0;
    case 'REQUESTING_WALLET':
    case 'PREPARING':
      return 1;
    case 'SENDING_WALLET':
      return 2;
    case 'RECEIVING_ADDRESS':
      return 3;
    default:
      return null;
  }
}
