import { describe, expect, it } from 'vitest';
import {
  accountVerificationMessage,
  codeSentChip,
  signInErrorMessage,
  twoFactorErrorMessage,
  twoFactorResendMessage,
  type VerificationOutcome,
  verificationOutcome,
} from './codes';

describe('signInErrorMessage (doc 1 §8)', () => {
  it.each([
    ['INVALID_USERNAME_OR_PASSWORD', 'Password and email do not match'],
    ['USER_DISABLED', 'User is disabled. Contact customer support.'],
    ['TOO_MANY_TRIES', 'Too many attempts. Please try again later.'],
    [
      'SOMETHING_ELSE',
      'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    ],
    [
      null,
      'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    ],
  ])('%j -> %j', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });
});

describe('twoFactorErrorMessage (doc 1 §8)', () => {
  it.each([
    ['TOO_MANY_TRIES', 'Too many attempts. Please try again later.'],
    ['INCORRECT_CODE', 'Code is not matching.'],
    ['SESSION_EXPIRED', 'Code expired. Please try again.'],
    ['NETWORK', 'Something went wrong. Please contact customer support.'],
    [undefined, 'Something went wrong. Please contact customer support.'],
  ])('%j -> %j', (code, message) => {
    expect(twoFactorErrorMessage(code)).toBe(message);
  });
});

describe('twoFactorResendMessage (doc 1 §8)', () => {
  it.each<['email' | 'mobile', boolean, string]>([
    ['email', true, 'Code resent to your email'],
    ['mobile', true, 'Code resent to your mobile'],
    ['email', false, 'Resend failed. Please try again later.'],
    ['mobile', false, 'Resend failed. Please try again later.'],
  ])('%s, succeeded %s -> %j', (delivery, succeeded, message) => {
    expect(twoFactorResendMessage(delivery, succeeded)).toBe(message);
  });
});

describe('codeSentChip (doc 1 §8)', () => {
  it.each<['email' | 'phone_number', boolean, string]>([
    ['email', true, 'Email sent. Please check your inbox'],
    ['phone_number', true, 'Code sent. Please check your phone'],
    ['email', false, 'Something went wrong. Please try again'],
    ['phone_number', false, 'Something went wrong. Please try again'],
  ])('%s, succeeded %s -> %j', (attribute, succeeded, message) => {
    expect(codeSentChip(attribute, succeeded)).toBe(message);
  });
});

describe('verificationOutcome (doc 1 §4, §8)', () => {
  const failure = (status: string, message: string, invalidCode = false): VerificationOutcome =>
    ({ kind: 'failure', status, message, invalidCode }) as VerificationOutcome;

  it.each<[string | null | undefined, VerificationOutcome]>([
    ['SUCCESS', { kind: 'success' }],
    ['INVALID_CODE', failure('INVALID_CODE', 'Code not matching', true)],
    ['TOO_MANY_REQUESTS', failure('TOO_MANY_TRIES', 'Too many attempts. Please try again later.')],
    ['TOO_MANY_TRIES', failure('TOO_MANY_TRIES', 'Too many attempts. Please try again later.')],
    ['SESSION_EXPIRED', failure('SESSION_EXPIRED', 'Code expired. Please try again.')],
    ['USER_DISABLED', failure('USER_DISABLED', 'User is disabled. Contact customer support.')],
    [
      'INCORRECT_PASSWORD',
      failure(
        'INCORRECT_PASSWORD',
        'Did you first attempt signup with a different password? Please restart signup flow or contact customer support.',
      ),
    ],
    ['UNKNOWN_ERROR', failure('UNKNOWN_ERROR', 'Something went wrong. Please try again')],
    ['SOMETHING_NEW', failure('INVALID_CODE', 'Code not matching', true)],
    ['', failure('INVALID_CODE', 'Code not matching', true)],
    [null, failure('INVALID_CODE', 'Code not matching', true)],
    [undefined, failure('INVALID_CODE', 'Code not matching', true)],
  ])('%j -> %j', (result, expected) => {
    expect(verificationOutcome(result)).toEqual(expected);
  });
});

describe('accountVerificationMessage (doc 2 §8 verification modal)', () => {
  it.each([
    ['INVALID_CODE', 'Incorrect code provided'],
    ['EXPIRED_CODE', 'Expired Code. Close modal and try again.'],
    ['TOO_MANY_REQUESTS', 'Too many requests. Please try later.'],
    ['UNKNOWN_ERROR', 'Unknown error. Please try again.'],
    ['SOMETHING_NEW', 'Unknown error. Please try again.'],
    [null, 'Unknown error. Please try again.'],
  ])('%j -> %j', (result, message) => {
    expect(accountVerificationMessage(result)).toBe(message);
  });
});
