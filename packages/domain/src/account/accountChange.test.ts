import { describe, expect, it } from 'vitest';
import {
  type AccountChangeEvent,
  type AccountChangeKind,
  type AccountChangeStep,
  accountChange,
  accountVerificationResult,
} from './accountChange';

function walk(kind: AccountChangeKind, events: readonly AccountChangeEvent[]): AccountChangeStep[] {
  const steps: AccountChangeStep[] = [];
  let step: AccountChangeStep = 'EDIT';
  for (const event of events) {
    step = accountChange(kind, step, event);
    steps.push(step);
  }
  return steps;
}

describe('the profile save and mobile number change (doc 2 §4 "Profile save")', () => {
  it('profile: edit form, confirm save, phone verification code, changes sent, success dialog', () => {
    expect(walk('PROFILE', ['SAVE', 'CONFIRM', 'VERIFIED', 'SENT', 'DONE'])).toEqual([
      'CONFIRM',
      'VERIFY',
      'SENDING',
      'SUCCESS',
      'EDIT',
    ]);
  });

  it('mobile number: "the new number is set as an auth attribute before verification"', () => {
    expect(walk('PHONE', ['SAVE', 'CONFIRM', 'SENT', 'VERIFIED', 'DONE'])).toEqual([
      'CONFIRM',
      'SENDING',
      'VERIFY',
      'SUCCESS',
      'EDIT',
    ]);
  });

  it.each<[AccountChangeKind, AccountChangeStep, AccountChangeEvent, AccountChangeStep]>([
    ['PROFILE', 'CONFIRM', 'CANCEL', 'EDIT'],
    ['PROFILE', 'VERIFY', 'CANCEL', 'EDIT'],
    ['PHONE', 'VERIFY', 'CANCEL', 'EDIT'],
    ['PROFILE', 'SENDING', 'SEND_FAILED', 'EDIT'],
    ['PHONE', 'SENDING', 'SEND_FAILED', 'EDIT'],
    // Nothing cancels a change on its way, and the end waits for Done.
    ['PROFILE', 'SENDING', 'CANCEL', 'SENDING'],
    ['PROFILE', 'SUCCESS', 'CANCEL', 'SUCCESS'],
    // Events of another stage are ignored.
    ['PROFILE', 'EDIT', 'VERIFIED', 'EDIT'],
    ['PROFILE', 'CONFIRM', 'SENT', 'CONFIRM'],
    ['PHONE', 'CONFIRM', 'VERIFIED', 'CONFIRM'],
    ['PROFILE', 'VERIFY', 'SENT', 'VERIFY'],
    ['PHONE', 'SENDING', 'VERIFIED', 'SENDING'],
  ])('%s at %s on %s goes to %s', (kind, step, event, expected) => {
    expect(accountChange(kind, step, event)).toBe(expected);
  });
});

describe('the verification modal (doc 2 §8)', () => {
  it.each([
    ['INVALID_CODE', 'Incorrect code provided', true],
    ['EXPIRED_CODE', 'Expired Code. Close modal and try again.', false],
    ['TOO_MANY_REQUESTS', 'Too many requests. Please try later.', false],
    ['UNKNOWN_ERROR', 'Unknown error. Please try again.', false],
    ['SOMETHING_ELSE', 'Unknown error. Please try again.', false],
    [null, 'Unknown error. Please try again.', false],
  ])('%j reads %j (boxes red: %s)', (result, message, invalidCode) => {
    expect(accountVerificationResult(result)).toEqual({ kind: 'failure', message, invalidCode });
  });

  it('passes SUCCESS', () => {
    expect(accountVerificationResult('SUCCESS')).toEqual({ kind: 'success' });
  });
});
