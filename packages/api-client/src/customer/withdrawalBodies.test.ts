import { accountClosureSchema, type BrokerageWithdrawalValues, dec, InternalError } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { SendingAddressRequest, WithdrawalRequest } from './schema';
import {
  accountClosurePayload,
  brokerageWithdrawalPayload,
  cryptoWithdrawalPayload,
  DEACTIVATION_REQUEST,
  deactivationWithdrawalPayload,
  fiatWithdrawalPayload,
  fiatWithdrawalRequest,
  sendingAddressPayload,
} from './withdrawalBodies';

const btc = { symbol: 'BTC', network_id: 'bitcoin' };

describe('fiatWithdrawalPayload (doc 2 §3 Fiat withdrawal payload)', () => {
  it('carries the routing number in account_network, the amount exactly, currency USD', () => {
    expect(
      fiatWithdrawalPayload(
        { amount: '$2,500.50', routingNumber: ' 021000021 ', accountNumber: '12345678' },
        { submissionConfirmed: true },
      ),
    ).toEqual({
      currency: 'USD',
      amount: '2500.5',
      account_network: '021000021',
      account_number: '12345678',
      is_complete: false,
      submission_confirmed: true,
    });
  });
  it('marks a full withdrawal with its reason for leaving', () => {
    expect(
      fiatWithdrawalPayload(
        { amount: '9000', routingNumber: '021000021', accountNumber: '12345' },
        { submissionConfirmed: true, isComplete: true, reasonForLeaving: 4 },
      ),
    ).toMatchObject({ is_complete: true, reason_for_leaving: 4 });
  });
  it.each(['', 'abc', '0', '-5'])('refuses the amount %j', (amount) => {
    expect(() =>
      fiatWithdrawalPayload(
        { amount, routingNumber: '1', accountNumber: '1' },
        { submissionConfirmed: true },
      ),
    ).toThrow(TypeError);
  });
  it('refuses an unconfirmed submission', () => {
    expect(() =>
      fiatWithdrawalPayload(
        { amount: '1', routingNumber: '1', accountNumber: '1' },
        { submissionConfirmed: false },
      ),
    ).toThrow('The submission confirmation was not given');
  });
});

describe('brokerageWithdrawalPayload (doc 2 §3: adds individual_account_number and beneficiary)', () => {
  it('adds the brokerage beneficiary with country US', () => {
    const values: BrokerageWithdrawalValues = {
      amount: '2000',
      accountNumber: '12345678',
      routingNumber: '021000021',
      individualAccountNumber: ' ABC-123 ',
      bankName: 'First Bank',
      brokerageName: 'Broker & Co',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      country: 'US',
    };
    expect(brokerageWithdrawalPayload(values, { submissionConfirmed: true })).toEqual({
      currency: 'USD',
      amount: '2000',
      account_network: '021000021',
      account_number: '12345678',
      is_complete: false,
      submission_confirmed: true,
      individual_account_number: 'ABC-123',
      beneficiary: {
        bank_name: 'First Bank',
        name: 'Broker & Co',
        address: { address: '1 Main St', city: 'Boston', state: 'MA', zipcode: '02110', country: 'US' },
      },
    });
  });
});

describe('cryptoWithdrawalPayload (doc 2 §3 Crypto withdrawal payload)', () => {
  it('puts the destination address in account_number and its network in account_network', () => {
    expect(
      cryptoWithdrawalPayload(
        {
          asset: btc,
          amount: '0.00000001',
          wallet: { address: ' bc1qmine ', isSelfHosted: false, ownerConfirmed: true },
        },
        { noticeAcknowledged: true, submissionConfirmed: true },
      ),
    ).toEqual({
      currency: 'BTC',
      amount: '0.00000001',
      account_number: 'bc1qmine',
      account_network: 'bitcoin',
      owner_confirmed: true,
      wallet_self_hosted: false,
      deposit_notice_acknowledged: true,
      submission_confirmed: true,
    });
  });
  it.each([
    [{ address: 'a', ownerConfirmed: true }, 'missing is_self_hosted answer'],
    [{ address: 'a', isSelfHosted: null, ownerConfirmed: true }, 'missing is_self_hosted answer'],
    [{ address: 'a', isSelfHosted: true }, 'missing owner_confirmed answer'],
  ])('throws the internal error for %j (doc 2 §8)', (wallet, message) => {
    const build = () =>
      cryptoWithdrawalPayload(
        { asset: btc, amount: '1', wallet },
        { noticeAcknowledged: true, submissionConfirmed: true },
      );
    expect(build).toThrow(InternalError);
    expect(build).toThrow(message);
  });
  it('refuses a notice that was not acknowledged', () => {
    expect(() =>
      cryptoWithdrawalPayload(
        { asset: btc, amount: '1', wallet: { address: 'a', isSelfHosted: true, ownerConfirmed: true } },
        { submissionConfirmed: true },
      ),
    ).toThrow('The notice acknowledgement was not given');
  });
});

describe('sendingAddressPayload (doc 2 §3 Sending address payload)', () => {
  it('carries the wallet, the asset and its network', () => {
    expect(
      sendingAddressPayload(
        btc,
        { address: 'bc1qsend', isSelfHosted: true, ownerConfirmed: false },
        { noticeAcknowledged: true, submissionConfirmed: true },
      ),
    ).toEqual({
      address: 'bc1qsend',
      network_id: 'bitcoin',
      currency: 'BTC',
      is_self_hosted: true,
      owner_confirmed: false,
      deposit_notice_acknowledged: true,
      submission_confirmed: true,
    });
  });
  it('throws for a missing owner confirmation', () => {
    expect(() =>
      sendingAddressPayload(
        btc,
        { address: 'a', isSelfHosted: true, ownerConfirmed: undefined },
        { noticeAcknowledged: true, submissionConfirmed: true },
      ),
    ).toThrow('missing owner_confirmed answer');
  });
});

const bankValues = { amount: '2500.50', routingNumber: '021000021', accountNumber: '12345678' };
const brokerageValues: BrokerageWithdrawalValues = {
  ...bankValues,
  individualAccountNumber: 'IA-77',
  bankName: 'First Bank',
  brokerageName: 'Acme Brokerage',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02108',
  country: 'US',
};
const closure = {
  method: 'CLOSURE' as const,
  values: { routingNumber: '021000021', accountNumber: '12345', reason: 8 as const },
  route: { kind: 'GREATER_THAN_75' as const },
  previous: null,
};
const valid = { routingNumber: '021000021', accountNumber: '12345', reason: '3' };
const bank = { routingNumber: '021000021', accountNumber: '12345' };

describe('every body passes the contract schema of its call', () => {
  it('fiat (bank, brokerage, closure), crypto and sending address', () => {
    for (const details of [
      { method: 'BANK' as const, values: bankValues },
      { method: 'BROKERAGE' as const, values: brokerageValues },
      closure,
    ]) {
      expect(
        WithdrawalRequest.safeParse(fiatWithdrawalRequest(details, '9000', { submissionConfirmed: true }))
          .success,
      ).toBe(true);
    }
    const wallet = { address: 'bc1qexample', isSelfHosted: true, ownerConfirmed: true };
    const confirmations = { noticeAcknowledged: true, submissionConfirmed: true };
    expect(
      WithdrawalRequest.safeParse(
        cryptoWithdrawalPayload({ asset: btc, amount: '0.5', wallet }, confirmations),
      ).success,
    ).toBe(true);
    expect(SendingAddressRequest.safeParse(sendingAddressPayload(btc, wallet, confirmations)).success).toBe(
      true,
    );
  });
});

describe('fiatWithdrawalRequest (doc 2 §3 "Fiat withdrawal payload")', () => {
  it('builds the bank, brokerage and full-withdrawal bodies', () => {
    expect(
      fiatWithdrawalRequest({ method: 'BANK', values: bankValues }, '9000', { submissionConfirmed: true }),
    ).toEqual({
      currency: 'USD',
      amount: '2500.5',
      account_network: '021000021',
      account_number: '12345678',
      is_complete: false,
      submission_confirmed: true,
    });
    expect(
      fiatWithdrawalRequest({ method: 'BROKERAGE', values: brokerageValues }, '9000', {
        submissionConfirmed: true,
      }),
    ).toMatchObject({
      individual_account_number: 'IA-77',
      beneficiary: { bank_name: 'First Bank', name: 'Acme Brokerage' },
    });
    expect(fiatWithdrawalRequest(closure, '9000', { submissionConfirmed: true })).toMatchObject({
      amount: '9000',
      is_complete: true,
      reason_for_leaving: 8,
    });
  });
});

describe('accountClosurePayload (doc 2 §3: a full withdrawal)', () => {
  it('withdraws the whole available balance, is_complete, with the reason for leaving', () => {
    expect(
      accountClosurePayload(accountClosureSchema.parse(valid), '9876.54', { submissionConfirmed: true }),
    ).toEqual({
      currency: 'USD',
      amount: '9876.54',
      account_network: '021000021',
      account_number: '12345',
      is_complete: true,
      reason_for_leaving: 3,
      submission_confirmed: true,
    });
  });
});

describe('the full withdrawal and the deactivation calls (doc 2 §3, §7)', () => {
  it('withdraws the whole balance, complete, with the reason', () => {
    expect(deactivationWithdrawalPayload({ step: 5, balance: dec('9000.5'), bank }, 2)).toEqual({
      currency: 'USD',
      amount: '9000.5',
      account_network: '021000021',
      account_number: '12345',
      is_complete: true,
      reason_for_leaving: 2,
      submission_confirmed: true,
    });
  });
  it('terminates the account', () => {
    expect(DEACTIVATION_REQUEST).toEqual({ is_termination: true });
  });
});
