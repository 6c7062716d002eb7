import { describe, expect, it } from 'vitest';
import {
  CRYPTO_DEPOSIT_START,
  type CryptoDepositEvent,
  type CryptoDepositState,
  cryptoDeposit,
  cryptoDepositStepIndex,
} from './cryptoDeposit';

const btc = { symbol: 'BTC', name: 'Bitcoin', network_id: 'bitcoin' };
const run = (events: CryptoDepositEvent[], from: CryptoDepositState = CRYPTO_DEPOSIT_START) =>
  events.reduce(cryptoDeposit, from);

describe('cryptoDeposit (doc 2 §4 Crypto deposit)', () => {
  it('selects an asset, gets a READY wallet, registers the sending wallet, shows the receiving address', () => {
    const steps: CryptoDepositState[] = [];
    let state = CRYPTO_DEPOSIT_START;
    for (const event of [
      { type: 'SELECT_ASSET', asset: btc },
      { type: 'WALLET_LOADED', wallet: { status: 'READY', deposit_address: 'bc1qdeposit' } },
      { type: 'SENDING_ADDRESS_CREATED', sendingAddress: 'bc1qmine' },
      { type: 'DONE' },
    ] as CryptoDepositEvent[]) {
      state = cryptoDeposit(state, event);
      steps.push(state);
    }
    expect(steps.map((s) => s.step)).toEqual([
      'REQUESTING_WALLET',
      'SENDING_WALLET',
      'RECEIVING_ADDRESS',
      'DONE',
    ]);
    expect(steps[2]).toEqual({
      step: 'RECEIVING_ADDRESS',
      asset: btc,
      depositAddress: 'bc1qdeposit',
      sendingAddress: 'bc1qmine',
    });
  });
  it.each([
    [{ status: 'PREPARING', deposit_address: null }],
    [{ status: 'READY', deposit_address: null }],
    [{ status: 'READY', deposit_address: '  ' }],
  ] as const)('a wallet %j shows Preparing Crypto Deposit, and Check Again asks again', (wallet) => {
    const preparing = run([
      { type: 'SELECT_ASSET', asset: btc },
      { type: 'WALLET_LOADED', wallet },
    ]);
    expect(preparing).toEqual({ step: 'PREPARING', asset: btc });
    expect(cryptoDeposit(preparing, { type: 'RETRY' })).toEqual({ step: 'REQUESTING_WALLET', asset: btc });
  });
  it('returns to asset selection when the wallet request fails', () => {
    expect(run([{ type: 'SELECT_ASSET', asset: btc }, { type: 'WALLET_FAILED' }])).toEqual({
      step: 'SELECT_ASSET',
      asset: btc,
    });
  });
  it.each<[CryptoDepositState, CryptoDepositState]>([
    [CRYPTO_DEPOSIT_START, { step: 'CLOSED' }],
    [
      { step: 'REQUESTING_WALLET', asset: btc },
      { step: 'SELECT_ASSET', asset: btc },
    ],
    [
      { step: 'PREPARING', asset: btc },
      { step: 'SELECT_ASSET', asset: btc },
    ],
    [
      { step: 'SENDING_WALLET', asset: btc, depositAddress: 'x' },
      { step: 'SELECT_ASSET', asset: btc },
    ],
  ])('Back from %j leads to %j', (from, to) => {
    expect(cryptoDeposit(from, { type: 'BACK' })).toEqual(to);
  });
  it('has no Back once the receiving address shows, and ignores events that do not apply', () => {
    const receiving: CryptoDepositState = {
      step: 'RECEIVING_ADDRESS',
      asset: btc,
      depositAddress: 'a',
      sendingAddress: 'b',
    };
    expect(cryptoDeposit(receiving, { type: 'BACK' })).toBe(receiving);
    for (const event of [
      { type: 'SELECT_ASSET', asset: btc },
      { type: 'WALLET_LOADED', wallet: { status: 'READY', deposit_address: 'a' } },
      { type: 'WALLET_FAILED' },
      { type: 'RETRY' },
      { type: 'SENDING_ADDRESS_CREATED', sendingAddress: 'c' },
    ] as CryptoDepositEvent[]) {
      expect(cryptoDeposit(receiving, event)).toBe(receiving);
    }
    expect(cryptoDeposit(CRYPTO_DEPOSIT_START, { type: 'DONE' })).toBe(CRYPTO_DEPOSIT_START);
  });
  it.each<[CryptoDepositState, number | null]>([
    [CRYPTO_DEPOSIT_START, 0],
    [{ step: 'REQUESTING_WALLET', asset: btc }, 1],
    [{ step: 'PREPARING', asset: btc }, 1],
    [{ step: 'SENDING_WALLET', asset: btc, depositAddress: 'a' }, 2],
    [{ step: 'RECEIVING_ADDRESS', asset: btc, depositAddress: 'a', sendingAddress: 'b' }, 3],
    [{ step: 'DONE' }, null],
    [{ step: 'CLOSED' }, null],
  ])('%j is stepper step %j', (state, index) => {
    expect(cryptoDepositStepIndex(state)).toBe(index);
  });
});
