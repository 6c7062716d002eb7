import { describe, expect, it } from 'vitest';
import { fiatWithdrawalAmount } from './fiatWithdrawalAmount';

const bankValues = { amount: '2500.50', routingNumber: '021000021', accountNumber: '12345678' };
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
