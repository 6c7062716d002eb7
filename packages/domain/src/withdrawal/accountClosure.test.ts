import { describe, expect, it } from 'vitest';
import { confirmationMessages } from '../transfers/confirmations';
import { accountClosureSchema } from './accountClosure';
import { withdrawalMessages } from './forms';

const valid = { routingNumber: '021000021', accountNumber: '12345', reason: '3' };
const firstMessage = (values: unknown) => {
  const result = accountClosureSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('accountClosureSchema (doc 2 §5: the account-closure flow)', () => {
  it.each([
    ['5 digits', '12345', null],
    ['17 digits', '12345678901234567', null],
    ['4 digits', '1234', 'Account number must be between 5 and 17 digits'],
    ['18 digits', '123456789012345678', 'Account number must be between 5 and 17 digits'],
    ['letters', '12345a', 'Account number must be between 5 and 17 digits'],
    ['empty', '', withdrawalMessages.accountNumberRequired],
  ])('account number of %s', (_name, accountNumber, message) => {
    expect(firstMessage({ ...valid, accountNumber })).toBe(message);
  });

  it.each([
    ['8 digits', '02100002', 'Routing number must contain 9 digits'],
    ['empty', '', withdrawalMessages.routingNumberRequired],
  ])('routing number of %s', (_name, routingNumber, message) => {
    expect(firstMessage({ ...valid, routingNumber })).toBe(message);
  });

  it('needs a reason for leaving from 1 to 8', () => {
    expect(firstMessage({ ...valid, reason: '' })).toBe(confirmationMessages.deactivationReasonRequired);
    expect(firstMessage({ ...valid, reason: '9' })).toBe(confirmationMessages.deactivationReasonRequired);
    expect(accountClosureSchema.parse(valid).reason).toBe(3);
  });
});
