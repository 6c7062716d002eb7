import { describe, expect, it } from 'vitest';
import { InternalError } from '../errors/catalogue';
import {
  FIAT_WITHDRAWAL_START,
  type FiatWithdrawalContext,
  type FiatWithdrawalEvent,
  type FiatWithdrawalFormDetails,
  type FiatWithdrawalState,
  fiatWithdrawal,
  fiatWithdrawalStepIndex,
  parseFiatWithdrawalStep,
} from './fiatWithdrawal';
import type { BrokerageWithdrawalValues, UsdBankWithdrawalValues } from './forms';

const context: FiatWithdrawalContext = { tier: 'DEFAULT', availableBalance: '10000' };
const bank = (amount: string): FiatWithdrawalFormDetails => ({
  method: 'BANK',
  values: { amount, routingNumber: '021000021', accountNumber: '12345678' } as UsdBankWithdrawalValues,
});
const brokerage: FiatWithdrawalFormDetails = {
  method: 'BROKERAGE',
  values: { amount: '2000' } as BrokerageWithdrawalValues,
};
const run = (
  events: FiatWithdrawalEvent[],
  ctx = context,
  from: FiatWithdrawalState = FIAT_WITHDRAWAL_START,
) => events.reduce((state, event) => fiatWithdrawal(state, event, ctx), from);

describe('fiatWithdrawal (doc 2 §2 Fiat withdrawal, §4)', () => {
  it('goes method, details, confirm, submit, Success', () => {
    const events: FiatWithdrawalEvent[] = [
      { type: 'CHOOSE_METHOD', method: 'BANK' },
      { type: 'DETAILS_SUBMITTED', details: bank('2500') },
      { type: 'CONFIRM' },
      { type: 'SUBMITTED' },
      { type: 'DONE' },
    ];
    const states = events.map((_, index) => run(events.slice(0, index + 1)));
    expect(states.map((state) => state.step)).toEqual(['DETAILS', 'CONFIRM', 'SUBMIT', 'SUCCESS', 'DONE']);
    expect(states.map(fiatWithdrawalStepIndex)).toEqual([0, 1, 2, null, null]);
  });

  it.each(['7500', '8000.01', '10000'])('routes %s of 10,000 (75%% or more) to GREATER_THAN_75', (amount) => {
    expect(
      run([
        { type: 'CHOOSE_METHOD', method: 'BANK' },
        { type: 'DETAILS_SUBMITTED', details: bank(amount) },
      ]),
    ).toEqual({ step: 'WARNING', route: { kind: 'GREATER_THAN_75' }, method: 'BANK', details: bank(amount) });
  });

  it('routes an amount leaving less than the minimum tier balance to UNDER_MINIMUM', () => {
    const state = run(
      [
        { type: 'CHOOSE_METHOD', method: 'BANK' },
        { type: 'DETAILS_SUBMITTED', details: bank('2500.01') },
      ],
      { tier: 'DEFAULT', availableBalance: '4500' },
    );
    expect(state).toMatchObject({
      step: 'WARNING',
      route: { kind: 'UNDER_MINIMUM', reason: 'BALANCE_LEFT_BELOW_MINIMUM_TIER_BALANCE' },
    });
    // Cancel goes back to the details to enter a smaller amount.
    expect(fiatWithdrawal(state, { type: 'CANCEL' }, context)).toEqual({
      step: 'DETAILS',
      method: 'BANK',
      details: bank('2500.01'),
    });
    expect(fiatWithdrawal(state, { type: 'FULL_WITHDRAWAL' }, context)).toMatchObject({ step: 'CLOSURE' });
  });

  it('shows UNDER_MINIMUM as soon as the method is chosen when the minimum exceeds the balance', () => {
    const state = run([{ type: 'CHOOSE_METHOD', method: 'BROKERAGE' }], {
      tier: 'DEFAULT',
      availableBalance: '1499.99',
    });
    expect(state).toEqual({
      step: 'WARNING',
      route: { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' },
      method: 'BROKERAGE',
      details: null,
    });
    expect(fiatWithdrawal(state, { type: 'CANCEL' }, context)).toEqual({ step: 'CLOSED' });
    expect(fiatWithdrawal(state, { type: 'FULL_WITHDRAWAL' }, context)).toEqual({ step: 'FULL_WITHDRAWAL' });
  });

  it('takes the brokerage flow through the same steps', () => {
    expect(
      run([
        { type: 'CHOOSE_METHOD', method: 'BROKERAGE' },
        { type: 'DETAILS_SUBMITTED', details: brokerage },
      ]),
    ).toEqual({ step: 'CONFIRM', details: brokerage });
  });

  it('stays on the details while the amount is not an amount, or belongs to another method', () => {
    const details = run([{ type: 'CHOOSE_METHOD', method: 'BANK' }]);
    expect(fiatWithdrawal(details, { type: 'DETAILS_SUBMITTED', details: bank('abc') }, context)).toEqual({
      step: 'DETAILS',
      method: 'BANK',
      details: bank('abc'),
    });
    expect(fiatWithdrawal(details, { type: 'DETAILS_SUBMITTED', details: brokerage }, context)).toBe(details);
  });

  it.each<[FiatWithdrawalState, FiatWithdrawalState]>([
    [FIAT_WITHDRAWAL_START, { step: 'CLOSED' }],
    [{ step: 'DETAILS', method: 'BANK', details: null }, { step: 'METHOD' }],
    [
      { step: 'CONFIRM', details: bank('2000') },
      { step: 'DETAILS', method: 'BANK', details: bank('2000') },
    ],
    [
      { step: 'SUBMIT', details: bank('2000') },
      { step: 'CONFIRM', details: bank('2000') },
    ],
    [{ step: 'SUCCESS' }, { step: 'SUCCESS' }],
  ])('Back from %j leads to %j', (from, to) => {
    expect(fiatWithdrawal(from, { type: 'BACK' }, context)).toEqual(to);
  });

  it('ignores events that do not apply', () => {
    const success: FiatWithdrawalState = { step: 'SUCCESS' };
    for (const event of [
      { type: 'CHOOSE_METHOD', method: 'BANK' },
      { type: 'DETAILS_SUBMITTED', details: bank('2000') },
      { type: 'CONFIRM' },
      { type: 'SUBMITTED' },
      { type: 'CANCEL' },
      { type: 'FULL_WITHDRAWAL' },
    ] as FiatWithdrawalEvent[]) {
      expect(fiatWithdrawal(success, event, context)).toBe(success);
    }
    expect(fiatWithdrawal(FIAT_WITHDRAWAL_START, { type: 'DONE' }, context)).toBe(FIAT_WITHDRAWAL_START);
  });

  it("throws 'unknown withdrawal step' for a step it does not know (doc 2 §8)", () => {
    const unknown = { step: 'REVIEW' } as unknown as FiatWithdrawalState;
    expect(() => fiatWithdrawal(unknown, { type: 'BACK' }, context)).toThrow(InternalError);
    expect(() => fiatWithdrawal(unknown, { type: 'BACK' }, context)).toThrow('unknown withdrawal step');
    expect(() => fiatWithdrawalStepIndex(unknown)).toThrow('unknown withdrawal step');
    expect(() => parseFiatWithdrawalStep(3)).toThrow('unknown withdrawal step');
    expect(parseFiatWithdrawalStep('CONFIRM')).toBe('CONFIRM');
  });
});

describe('a full bank withdrawal in the account-closure form (doc 2 §4, §5)', () => {
  const closure = { routingNumber: '021000021', accountNumber: '12345', reason: 3 as const };
  const warning = run([
    { type: 'CHOOSE_METHOD', method: 'BANK' },
    { type: 'DETAILS_SUBMITTED', details: bank('8000') },
  ]);

  it('goes from the closure screen to the form, then Confirm, Submit and Success', () => {
    const form = fiatWithdrawal(warning, { type: 'FULL_WITHDRAWAL' }, context);
    expect(form).toEqual({
      step: 'CLOSURE',
      route: { kind: 'GREATER_THAN_75' },
      previous: bank('8000'),
      values: null,
    });
    expect(fiatWithdrawalStepIndex(form)).toBe(0);
    const confirm = fiatWithdrawal(form, { type: 'CLOSURE_SUBMITTED', values: closure }, context);
    expect(confirm).toEqual({
      step: 'CONFIRM',
      details: {
        method: 'CLOSURE',
        values: closure,
        route: { kind: 'GREATER_THAN_75' },
        previous: bank('8000'),
      },
    });
    const done = run([{ type: 'CONFIRM' }, { type: 'SUBMITTED' }], context, confirm);
    expect(done).toEqual({ step: 'SUCCESS' });
  });

  it('goes Back from Confirm to the form with its values, and from the form to the screen', () => {
    const confirm = run(
      [{ type: 'FULL_WITHDRAWAL' }, { type: 'CLOSURE_SUBMITTED', values: closure }],
      context,
      warning,
    );
    const form = fiatWithdrawal(confirm, { type: 'BACK' }, context);
    expect(form).toEqual({
      step: 'CLOSURE',
      route: { kind: 'GREATER_THAN_75' },
      previous: bank('8000'),
      values: closure,
    });
    expect(fiatWithdrawal(form, { type: 'BACK' }, context)).toEqual(warning);
  });

  it('opens an empty form when the balance alone is under the minimum', () => {
    const under = run([{ type: 'CHOOSE_METHOD', method: 'BANK' }], {
      tier: 'DEFAULT',
      availableBalance: '900',
    });
    expect(fiatWithdrawal(under, { type: 'FULL_WITHDRAWAL' }, context)).toEqual({
      step: 'CLOSURE',
      route: { kind: 'UNDER_MINIMUM', reason: 'MINIMUM_ABOVE_AVAILABLE_BALANCE' },
      previous: null,
      values: null,
    });
  });

  it('sends a full brokerage withdrawal to /account instead', () => {
    const brokerageWarning: FiatWithdrawalState = {
      step: 'WARNING',
      route: { kind: 'GREATER_THAN_75' },
      method: 'BROKERAGE',
      details: brokerage,
    };
    expect(fiatWithdrawal(brokerageWarning, { type: 'FULL_WITHDRAWAL' }, context)).toEqual({
      step: 'FULL_WITHDRAWAL',
    });
  });

  it('ignores the form outside its step', () => {
    expect(fiatWithdrawal(warning, { type: 'CLOSURE_SUBMITTED', values: closure }, context)).toBe(warning);
  });
});
