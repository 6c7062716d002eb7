import { describe, expect, it } from 'vitest';
import type { BrokerageWithdrawalValues } from '../withdrawal/forms';
import { fiatWithdrawalAmount, fiatWithdrawalRequest } from './fiatWithdrawalRequest';

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

describe('fiatWithdrawalAmount', () => {
  it('is the amount typed, or the whole available balance for a full withdrawal', () => {
    expect(fiatWithdrawalAmount({ method: 'BANK', values: bankValues }, '9000').toString()).toBe('2500.5');
    expect(fiatWithdrawalAmount(closure, '9000.12').toString()).toBe('9000.12');
    expect(() =>
      fiatWithdrawalAmount({ method: 'BANK', values: { ...bankValues, amount: 'x' } }, '1'),
    ).toThrow(TypeError);
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
