import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import {
  availableBalance,
  balanceLeftAfter,
  isFullWithdrawalAmount,
  isMinimumAboveAvailable,
  leavesBelowMinimumTierBalance,
  routeFiatWithdrawal,
} from './fiatRouting';

describe('availableBalance (balance less fees owed and pending withdrawals)', () => {
  it.each([
    [{ balance: '10000', feesOwed: '25.5', pendingWithdrawals: '1000' }, '8974.5'],
    [{ balance: '10000' }, '10000'],
    [{ balance: '100', feesOwed: '60', pendingWithdrawals: '60' }, '0'],
    [{ balance: '0.3', feesOwed: '0.1', pendingWithdrawals: '0.2' }, '0'],
    [{ balance: '0.3', feesOwed: '0.1' }, '0.2'],
  ])('%j -> %s', (input, expected) => {
    expect(availableBalance(input).toString()).toBe(expected);
  });
});

describe('isFullWithdrawalAmount (75% or more of available)', () => {
  it.each([
    ['7500', '10000', true],
    ['7499.99', '10000', false],
    ['7500.01', '10000', true],
    ['10000', '10000', true],
    ['0.75', '1', true],
    ['0.749999999999', '1', false],
  ])('%s of %s -> %s', (amount, available, expected) => {
    expect(isFullWithdrawalAmount(amount, available)).toBe(expected);
  });
});

describe('routeFiatWithdrawal (doc 2 §4)', () => {
  it.each([
    // DEFAULT: fiat minimum 1,500, minimum tier balance 2,000.
    ['DEFAULT', '1000', '1499.99', { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' }],
    ['DEFAULT', '0', '0', { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' }],
    ['DEFAULT', '7500', '10000', { kind: 'GREATER_THAN_75' }],
    ['DEFAULT', '7499.99', '10000', { kind: 'PROCEED' }],
    ['DEFAULT', '8000', '10000', { kind: 'GREATER_THAN_75' }],
    ['DEFAULT', '10000', '10000', { kind: 'GREATER_THAN_75' }],
    ['DEFAULT', '1500', '1500', { kind: 'GREATER_THAN_75' }],
    ['DEFAULT', '2500', '4500', { kind: 'PROCEED' }],
    [
      'DEFAULT',
      '2500.01',
      '4500',
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
    ],
    [
      'REDUCED',
      '2500.01',
      '4500',
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
    ],
    // FRIENDS_AND_FAMILY: fiat minimum 150, minimum tier balance 100.
    [
      'FRIENDS_AND_FAMILY',
      '149',
      '149.99',
      { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' },
    ],
    ['FRIENDS_AND_FAMILY', '112.5', '150', { kind: 'GREATER_THAN_75' }],
    ['FRIENDS_AND_FAMILY', '50', '150', { kind: 'PROCEED' }],
    [
      'FRIENDS_AND_FAMILY',
      '50.01',
      '150',
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
    ],
    ['FRIENDS_AND_FAMILY', '300', '400', { kind: 'GREATER_THAN_75' }],
    ['FRIENDS_AND_FAMILY', '299.99', '400', { kind: 'PROCEED' }],
    [
      'FRIENDS_AND_FAMILY',
      '200',
      '299.99',
      { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
    ],
    ['FRIENDS_AND_FAMILY', '199.99', '299.99', { kind: 'PROCEED' }],
  ] as const)('%s: %s of %s -> %j', (tier, amount, available, route) => {
    expect(routeFiatWithdrawal({ amount, availableBalance: available, tier })).toEqual(route);
  });

  it.each([
    ['7500', '10000', { kind: 'GREATER_THAN_75_ACCOUNT_CLOSURE' }],
    ['10000', '10000', { kind: 'GREATER_THAN_75_ACCOUNT_CLOSURE' }],
    ['750', '1000', { kind: 'GREATER_THAN_75_ACCOUNT_CLOSURE' }],
    ['7499.99', '10000', { kind: 'PROCEED' }],
    ['749.99', '1000', { kind: 'PROCEED' }],
  ] as const)('in the account-closure flow (no minimums): %s of %s -> %j', (amount, available, route) => {
    expect(
      routeFiatWithdrawal({ amount, availableBalance: available, tier: 'DEFAULT', isAccountClosure: true }),
    ).toEqual(route);
  });

  it('routes exactly 75% with cents to closure in both flows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.boolean(), (quarters, closure) => {
        // available = 4q cents, amount = 3q cents: exactly 75%.
        const available = dec(quarters).times(4).div(100);
        const amount = dec(quarters).times(3).div(100);
        const route = routeFiatWithdrawal({
          amount,
          availableBalance: available,
          tier: 'FRIENDS_AND_FAMILY',
          isAccountClosure: closure,
        });
        if (closure) expect(route.kind).toBe('GREATER_THAN_75_ACCOUNT_CLOSURE');
        else if (available.lt(150)) expect(route.kind).toBe('UNDER_MINIMUM');
        else expect(route.kind).toBe('GREATER_THAN_75');
      }),
    );
  });
});

describe('the checks routeFiatWithdrawal makes, one by one', () => {
  it.each([
    ['DEFAULT', '1499.99', true],
    ['DEFAULT', '1500', false],
    ['FRIENDS_AND_FAMILY', '149.99', true],
    ['FRIENDS_AND_FAMILY', '150', false],
  ] as const)('minimum above available: %s with %s -> %s', (tier, available, expected) => {
    expect(isMinimumAboveAvailable(tier, available)).toBe(expected);
  });
  it.each([
    ['2500', '4500', 'DEFAULT', '2000', false],
    ['2500.01', '4500', 'DEFAULT', '1999.99', true],
    ['50.01', '150', 'FRIENDS_AND_FAMILY', '99.99', true],
    ['200', '150', 'FRIENDS_AND_FAMILY', '-50', true],
  ] as const)('%s of %s (%s) leaves %s: below minimum %s', (amount, available, tier, left, below) => {
    expect(balanceLeftAfter(amount, available).toString()).toBe(left);
    expect(leavesBelowMinimumTierBalance(amount, available, tier)).toBe(below);
  });
});
