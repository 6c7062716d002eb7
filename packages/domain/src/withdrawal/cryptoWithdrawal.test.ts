import { describe, expect, it } from 'vitest';
import {
  CRYPTO_WITHDRAWAL_START,
  type CryptoWithdrawalDestination,
  type CryptoWithdrawalEvent,
  type CryptoWithdrawalState,
  cryptoWithdrawal,
  cryptoWithdrawalStepIndex,
} from './cryptoWithdrawal';

const btc = { symbol: 'BTC', name: 'Bitcoin', network_id: 'bitcoin' };
const eth = { symbol: 'ETH', name: 'Ether', network_id: 'ethereum' };
const destination: CryptoWithdrawalDestination = {
  wallet: { address: 'bc1qmine', isSelfHosted: true, ownerConfirmed: true },
  noticeAcknowledged: true,
};
const run = (events: CryptoWithdrawalEvent[], from: CryptoWithdrawalState = CRYPTO_WITHDRAWAL_START) =>
  events.reduce(cryptoWithdrawal, from);

describe('cryptoWithdrawal (doc 2 §4 Crypto withdrawal)', () => {
  it('goes asset and amount, destination, confirm and submit, Success', () => {
    const states = [
      { type: 'AMOUNT_SUBMITTED', amount: { asset: btc, amount: '0.5' } },
      { type: 'DESTINATION_SUBMITTED', destination },
      { type: 'SUBMITTED' },
      { type: 'DONE' },
    ].map((_, index, events) => run(events.slice(0, index + 1) as CryptoWithdrawalEvent[]));
    expect(states.map((state) => state.step)).toEqual(['DESTINATION', 'CONFIRM', 'SUCCESS', 'DONE']);
    expect(states.map(cryptoWithdrawalStepIndex)).toEqual([1, 2, null, null]);
    expect(cryptoWithdrawalStepIndex(CRYPTO_WITHDRAWAL_START)).toBe(0);
  });
  it('keeps the answers on Back and closes from the first step', () => {
    const confirm = run([
      { type: 'AMOUNT_SUBMITTED', amount: { asset: btc, amount: '0.5' } },
      { type: 'DESTINATION_SUBMITTED', destination },
    ]);
    const back = cryptoWithdrawal(confirm, { type: 'BACK' });
    expect(back).toEqual({ step: 'DESTINATION', amount: { asset: btc, amount: '0.5' }, destination });
    const first = cryptoWithdrawal(back, { type: 'BACK' });
    expect(first).toEqual({ step: 'ASSET_AMOUNT', amount: { asset: btc, amount: '0.5' }, destination });
    expect(cryptoWithdrawal(first, { type: 'BACK' })).toEqual({ step: 'CLOSED' });
    expect(
      cryptoWithdrawal(first, { type: 'AMOUNT_SUBMITTED', amount: { asset: btc, amount: '0.4' } }),
    ).toEqual({
      step: 'DESTINATION',
      amount: { asset: btc, amount: '0.4' },
      destination,
    });
  });
  it('forgets the destination when the asset changes', () => {
    const first: CryptoWithdrawalState = {
      step: 'ASSET_AMOUNT',
      amount: { asset: btc, amount: '1' },
      destination,
    };
    expect(
      cryptoWithdrawal(first, { type: 'AMOUNT_SUBMITTED', amount: { asset: eth, amount: '1' } }),
    ).toEqual({
      step: 'DESTINATION',
      amount: { asset: eth, amount: '1' },
      destination: null,
    });
  });
  it('has no Back on Success and ignores events that do not apply', () => {
    const success: CryptoWithdrawalState = { step: 'SUCCESS' };
    expect(cryptoWithdrawal(success, { type: 'BACK' })).toBe(success);
    expect(cryptoWithdrawal(success, { type: 'SUBMITTED' })).toBe(success);
    expect(cryptoWithdrawal(success, { type: 'DESTINATION_SUBMITTED', destination })).toBe(success);
    expect(cryptoWithdrawal(success, { type: 'AMOUNT_SUBMITTED', amount: { asset: btc, amount: '1' } })).toBe(
      success,
    );
    expect(cryptoWithdrawal(CRYPTO_WITHDRAWAL_START, { type: 'DONE' })).toBe(CRYPTO_WITHDRAWAL_START);
  });
});
