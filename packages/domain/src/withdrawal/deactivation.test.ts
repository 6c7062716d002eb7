import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dec } from '../money/decimal';
import {
  AFTER_DEACTIVATION_PATH,
  DEACTIVATION_REASON_OPTIONS,
  DEACTIVATION_START,
  type DeactivationEvent,
  type DeactivationState,
  deactivation,
  deactivationBankDetailsSchema,
  deactivationReasonSchema,
} from './deactivation';

const bank = { routingNumber: '021000021', accountNumber: '12345' };
const run = (events: DeactivationEvent[], from: DeactivationState = DEACTIVATION_START) =>
  events.reduce(deactivation, from);

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('the deactivation wizard (doc 2 §2, §4)', () => {
  it('goes through the six steps with a balance', () => {
    const events: DeactivationEvent[] = [
      { type: 'BALANCE_LOADED', balance: '9000.5' },
      { type: 'VERIFIED' },
      { type: 'BANK_DETAILS_SUBMITTED', bank },
      { type: 'CONFIRM' },
      { type: 'SUBMIT' },
      { type: 'WITHDRAWAL_SENT' },
      { type: 'DEACTIVATED' },
    ];
    const steps = events.map((_, index) => run(events.slice(0, index + 1)).step);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 'DEACTIVATED']);
  });
  it('waits on step 1 for both the code and the balance, in either order', () => {
    expect(run([{ type: 'VERIFIED' }])).toEqual({ step: 1, balance: null, verified: true });
    expect(run([{ type: 'VERIFIED' }, { type: 'BALANCE_LOADED', balance: 10 }]).step).toBe(2);
  });
  it.each(['0', '0.00', '-1'])('jumps from step 1 to step 6 with a balance of %s', (balance) => {
    expect(run([{ type: 'BALANCE_LOADED', balance }, { type: 'VERIFIED' }])).toEqual({
      step: 6,
      withdrawalSent: false,
    });
  });
  it('cancels on Back at step 1, on a failed balance fetch, and on Cancel', () => {
    expect(deactivation(DEACTIVATION_START, { type: 'BACK' })).toEqual({ step: 'CANCELLED' });
    expect(deactivation(DEACTIVATION_START, { type: 'BALANCE_FAILED' })).toEqual({ step: 'CANCELLED' });
    const three = run([
      { type: 'BALANCE_LOADED', balance: 10 },
      { type: 'VERIFIED' },
      { type: 'BANK_DETAILS_SUBMITTED', bank },
    ]);
    expect(deactivation(three, { type: 'CANCEL' })).toEqual({ step: 'CANCELLED' });
    expect(deactivation({ step: 'CANCELLED' }, { type: 'VERIFIED' })).toEqual({ step: 'CANCELLED' });
  });
  it('goes back one step at a time, asking for the code again on step 1', () => {
    const balance = dec(10);
    expect(deactivation({ step: 5, balance, bank }, { type: 'BACK' })).toEqual({ step: 4, balance, bank });
    expect(deactivation({ step: 4, balance, bank }, { type: 'BACK' })).toEqual({ step: 3, balance, bank });
    expect(deactivation({ step: 3, balance, bank }, { type: 'BACK' })).toEqual({ step: 2, balance, bank });
    expect(deactivation({ step: 2, balance, bank }, { type: 'BACK' })).toEqual({
      step: 1,
      balance,
      verified: false,
    });
  });
  it('keeps step 6 on Back once the withdrawal is sent, Cancel still closes it; after a zero-balance jump Back returns to the start', () => {
    const sent: DeactivationState = { step: 6, withdrawalSent: true };
    expect(deactivation(sent, { type: 'BACK' })).toBe(sent);
    expect(deactivation(sent, { type: 'CANCEL' })).toEqual({ step: 'CANCELLED' });
    expect(deactivation({ step: 6, withdrawalSent: false }, { type: 'BACK' })).toEqual(DEACTIVATION_START);
    expect(deactivation({ step: 6, withdrawalSent: false }, { type: 'CANCEL' })).toEqual({
      step: 'CANCELLED',
    });
  });
  it('ignores events that do not apply', () => {
    const two: DeactivationState = { step: 2, balance: dec(10), bank: null };
    for (const event of [
      { type: 'BALANCE_LOADED', balance: 0 },
      { type: 'BALANCE_FAILED' },
      { type: 'VERIFIED' },
      { type: 'CONFIRM' },
      { type: 'SUBMIT' },
      { type: 'WITHDRAWAL_SENT' },
      { type: 'DEACTIVATED' },
    ] as DeactivationEvent[]) {
      expect(deactivation(two, event)).toBe(two);
    }
    expect(deactivation(DEACTIVATION_START, { type: 'BANK_DETAILS_SUBMITTED', bank })).toBe(
      DEACTIVATION_START,
    );
    expect(deactivation({ step: 'DEACTIVATED' }, { type: 'BACK' })).toEqual({ step: 'DEACTIVATED' });
  });
});

describe('the reason for leaving (doc 2 §5, §9)', () => {
  it('offers the eight reasons in order', () => {
    expect(DEACTIVATION_REASON_OPTIONS).toEqual([
      { value: 1, label: 'Investment Performance' },
      { value: 2, label: 'Change in Financial Situation' },
      { value: 3, label: 'Change in Investment Strategy' },
      { value: 4, label: 'Cost-Related Concerns' },
      { value: 5, label: 'Compliance or Regulatory Reasons' },
      { value: 6, label: 'Service-Related Issues' },
      { value: 7, label: 'Choosing a New Advisory' },
      { value: 8, label: 'Other / Prefer Not to Say' },
    ]);
  });
  it.each([
    [{ reason: 3 }, {}],
    [{ reason: '8' }, {}],
    [{ reason: 0 }, { reason: ['Please select a reason for leaving'] }],
    [{ reason: 9 }, { reason: ['Please select a reason for leaving'] }],
    [{ reason: '' }, { reason: ['Please select a reason for leaving'] }],
    [{}, { reason: ['Please select a reason for leaving'] }],
  ])('%j -> %j', (value, expected) => {
    expect(errors(deactivationReasonSchema, value)).toEqual(expected);
  });
  it('parses the select value to its code', () => {
    expect(deactivationReasonSchema.parse({ reason: '4' })).toEqual({ reason: 4 });
  });
});

describe('the bank details of step 2: 5 to 17 digits in the closure flow (doc 2 §5)', () => {
  it.each([
    ['1234', { accountNumber: ['Account number must be between 5 and 17 digits'] }],
    ['12345', {}],
    ['12345678901234567', {}],
  ])('account number %s', (accountNumber, expected) => {
    expect(errors(deactivationBankDetailsSchema, { routingNumber: '021000021', accountNumber })).toEqual(
      expected,
    );
  });
  it('needs 9 routing digits', () => {
    expect(errors(deactivationBankDetailsSchema, { routingNumber: '1', accountNumber: '12345' })).toEqual({
      routingNumber: ['Routing number must contain 9 digits'],
    });
  });
});

describe('after deactivation (doc 2 §4)', () => {
  it('goes to /login', () => {
    expect(AFTER_DEACTIVATION_PATH).toBe('/login');
  });
});
