import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  brokerageWithdrawalSchema,
  cryptoWithdrawalAmountSchema,
  destinationWalletSchema,
  withdrawalMessages as m,
  sendingWalletSchema,
  usdBankWithdrawalSchema,
  validateCryptoWithdrawalAmount,
} from './forms';

/** The messages of a failed parse by field ('' for the root), or {} when it passes. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe('spec wording (doc 2 §5)', () => {
  it.each([
    [m.amountAtLeast('0.001'), 'Amount must be at least 0.001'],
    [m.amountAtMost('2.5'), 'Amount cannot be greater than 2.5'],
    [m.fiatMinimum('$1,500.00'), 'The minimum withdrawal amount is $1,500.00'],
    [m.routingNumberDigits, 'Routing number must contain 9 digits'],
    [m.accountNumberDigits, 'Account number must be between 8 and 17 digits'],
    [m.closureAccountNumberDigits, 'Account number must be between 5 and 17 digits'],
    [m.sendingWalletAddressRequired, 'Sending wallet address is required'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('crypto withdrawal amount (doc 2 §5)', () => {
  const limits = { minimum: '0.001', balance: '2.5' };
  it.each([
    ['', m.amountRequired],
    ['   ', m.amountRequired],
    ['abc', m.amountRequired],
    ['0', m.amountAboveZero],
    ['-1', m.amountAboveZero],
    ['0.000999999999', 'Amount must be at least 0.001'],
    ['0.001', null],
    ['1.2', null],
    ['2.5', null],
    ['2.500000000001', 'Amount cannot be greater than 2.5'],
    ['3', 'Amount cannot be greater than 2.5'],
  ])('%j -> %s', (text, expected) => {
    expect(validateCryptoWithdrawalAmount(text, limits)).toBe(expected);
    expect(messages(cryptoWithdrawalAmountSchema(limits), text)).toEqual(
      expected === null ? {} : { '': [expected] },
    );
  });
  it('formats the minimum and balance as crypto amounts (up to 8 decimals, grouped)', () => {
    expect(validateCryptoWithdrawalAmount('0.00000001', { minimum: '0.00000002', balance: '1234.5' })).toBe(
      'Amount must be at least 0.00000002',
    );
    expect(validateCryptoWithdrawalAmount('2000', { minimum: '0.00000002', balance: '1234.50000000' })).toBe(
      'Amount cannot be greater than 1,234.5',
    );
  });
  it('reports the minimum first when the minimum is above the balance', () => {
    expect(validateCryptoWithdrawalAmount('0.5', { minimum: '1', balance: '0.8' })).toBe(
      'Amount must be at least 1',
    );
  });
  it('treats a missing value as required', () => {
    expect(messages(cryptoWithdrawalAmountSchema(limits), undefined)).toEqual({ '': [m.amountRequired] });
  });
});

describe('USD bank withdrawal (doc 2 §5)', () => {
  const valid = { amount: '1,500.00', routingNumber: '021000021', accountNumber: '12345678' };
  const schema = usdBankWithdrawalSchema({ tier: 'DEFAULT', availableBalance: '9000' });

  it('accepts a valid request', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['', m.amountRequired],
    ['0', 'The minimum withdrawal amount is $1,500.00'],
    ['1499.99', 'The minimum withdrawal amount is $1,500.00'],
    ['$1,500', null],
    ['9000', null],
    ['$9,000.01', 'Amount cannot be greater than $9,000.00'],
  ])('amount %j -> %s', (amount, expected) => {
    expect(messages(schema, { ...valid, amount })).toEqual(expected === null ? {} : { amount: [expected] });
  });
  it('uses the friends-and-family minimum of $150.00', () => {
    const ff = usdBankWithdrawalSchema({ tier: 'FRIENDS_AND_FAMILY', availableBalance: '1234.5' });
    expect(messages(ff, { ...valid, amount: '149.99' })).toEqual({
      amount: ['The minimum withdrawal amount is $150.00'],
    });
    expect(messages(ff, { ...valid, amount: '150' })).toEqual({});
    expect(messages(ff, { ...valid, amount: '1234.51' })).toEqual({
      amount: ['Amount cannot be greater than $1,234.50'],
    });
  });
  it.each([
    ['', m.routingNumberRequired],
    ['02100002', m.routingNumberDigits],
    ['0210000211', m.routingNumberDigits],
    ['02100002a', m.routingNumberDigits],
    ['021000021', null],
  ])('routing number %j -> %s', (routingNumber, expected) => {
    expect(messages(schema, { ...valid, routingNumber })).toEqual(
      expected === null ? {} : { routingNumber: [expected] },
    );
  });
  it.each([
    ['', m.accountNumberRequired],
    ['1234567', m.accountNumberDigits],
    ['12345678', null],
    ['12345678901234567', null],
    ['123456789012345678', m.accountNumberDigits],
    ['1234-5678', m.accountNumberDigits],
  ])('account number %j -> %s', (accountNumber, expected) => {
    expect(messages(schema, { ...valid, accountNumber })).toEqual(
      expected === null ? {} : { accountNumber: [expected] },
    );
  });

  describe('in the account-closure flow', () => {
    const closure = usdBankWithdrawalSchema({
      tier: 'DEFAULT',
      availableBalance: '1000',
      isAccountClosure: true,
    });
    it.each([
      ['1234', m.closureAccountNumberDigits],
      ['12345', null],
      ['12345678901234567', null],
      ['123456789012345678', 'Account number must be between 5 and 17 digits'],
    ])('account number %j -> %s', (accountNumber, expected) => {
      expect(messages(closure, { ...valid, amount: '1000', accountNumber })).toEqual(
        expected === null ? {} : { accountNumber: [expected] },
      );
    });
    it.each([
      ['1000', null],
      ['100', null],
      ['0', m.amountAboveZero],
      ['', m.amountRequired],
      ['1000.01', 'Amount cannot be greater than $1,000.00'],
    ])('amount %j -> %s (no minimum on account closure)', (amount, expected) => {
      expect(messages(closure, { ...valid, amount })).toEqual(
        expected === null ? {} : { amount: [expected] },
      );
    });
  });
});

describe('brokerage withdrawal (doc 2 §5)', () => {
  const schema = brokerageWithdrawalSchema({ tier: 'REDUCED', availableBalance: '50000' });
  const valid = {
    amount: '2000',
    accountNumber: '12345678',
    routingNumber: '021000021',
    individualAccountNumber: 'ABC-123',
    bankName: 'First Bank',
    brokerageName: 'Broker & Co',
    address: '1 Main St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    country: 'US',
  };
  it('accepts a valid request', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['amount', '', m.amountRequired],
    ['amount', '0', m.amountAboveZero],
    ['amount', '-5', m.amountAboveZero],
    ['amount', '1499', 'The minimum withdrawal amount is $1,500.00'],
    ['amount', '50000.01', 'Amount cannot be greater than $50,000.00'],
    ['accountNumber', '1234567', m.accountNumberDigits],
    ['routingNumber', '12345678', m.routingNumberDigits],
    ['individualAccountNumber', ' ', m.individualAccountNumberRequired],
    ['bankName', '', m.bankNameRequired],
    ['brokerageName', '', m.brokerageNameRequired],
    ['address', '', m.addressRequired],
    ['city', '', m.cityRequired],
    ['state', '', 'State is required'],
    ['state', 'NY', 'State is required'],
    ['zipCode', '0211', 'Valid zip code is required'],
    ['zipCode', '021100', 'Valid zip code is required'],
    ['country', 'CA', m.countryMustBeUs],
  ])('%s %j -> %s', (field, value, expected) => {
    expect(messages(schema, { ...valid, [field]: value })).toEqual({ [field]: [expected] });
  });
  it('accepts DC', () => {
    expect(messages(schema, { ...valid, state: 'DC' })).toEqual({});
  });
});

describe('wallet forms (doc 2 §5)', () => {
  it.each([
    [{ address: '0xabc', isSelfHosted: false, ownerConfirmed: false }, {}],
    [{ address: '0xabc', isSelfHosted: true, ownerConfirmed: true }, {}],
    [
      { address: '', isSelfHosted: true, ownerConfirmed: true },
      { address: ['Sending wallet address is required'] },
    ],
    [{ address: '0xabc', ownerConfirmed: true }, { isSelfHosted: [m.selfHostedRequired] }],
    [{ address: '0xabc', isSelfHosted: true }, { ownerConfirmed: [m.ownerConfirmedRequired] }],
  ])('sending wallet %j -> %j', (value, expected) => {
    expect(messages(sendingWalletSchema, value)).toEqual(expected);
  });
  it.each([
    [{ address: 'bc1q', isSelfHosted: false, ownerConfirmed: true }, {}],
    [
      { address: ' ', isSelfHosted: false, ownerConfirmed: true },
      { address: [m.destinationWalletAddressRequired] },
    ],
    [{ address: 'bc1q', ownerConfirmed: true }, { isSelfHosted: [m.selfHostedRequired] }],
    [
      { address: 'bc1q', isSelfHosted: true, ownerConfirmed: false },
      { ownerConfirmed: [m.ownerConfirmedRequired] },
    ],
    [{ address: 'bc1q', isSelfHosted: true }, { ownerConfirmed: [m.ownerConfirmedRequired] }],
  ])('destination wallet %j -> %j', (value, expected) => {
    expect(messages(destinationWalletSchema, value)).toEqual(expected);
  });
});
