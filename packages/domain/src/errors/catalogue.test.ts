import { describe, expect, it } from 'vitest';
import {
  accountVerificationMessages,
  custodialAgreementTimeoutMessages,
  emptyStateMessages,
  globalMessages,
  InternalError,
  internalErrorMessages,
  investmentNotFoundMessages,
  recoverySuccessMessages,
  requestMessages,
  signInErrorMessages,
  twoFactorMessages,
  verificationMessages,
} from './catalogue';

describe('message catalogue, spec strings (doc 1 §8, doc 2 §8, doc 3 §8)', () => {
  it.each<[string, string, string]>([
    [
      'generic server error',
      globalMessages.serverError,
      'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    ],
    ['inactivity', globalMessages.sessionExpired, 'Your session expired due to inactivity.'],
    [
      'demo account',
      globalMessages.demoAccount,
      "Demo accounts can't do this one, but everything else is open to explore!",
    ],
    [
      'sign-in INVALID_USERNAME_OR_PASSWORD',
      signInErrorMessages.INVALID_USERNAME_OR_PASSWORD,
      'Password and email do not match',
    ],
    [
      'sign-in USER_DISABLED',
      signInErrorMessages.USER_DISABLED,
      'User is disabled. Contact customer support.',
    ],
    ['2FA TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES, 'Too many attempts. Please try again later.'],
    ['2FA INCORRECT_CODE', twoFactorMessages.INCORRECT_CODE, 'Code is not matching.'],
    ['2FA SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED, 'Code expired. Please try again.'],
    ['2FA other failure', twoFactorMessages.other, 'Something went wrong. Please contact customer support.'],
    ['2FA resent to email', twoFactorMessages.resentToEmail, 'Code resent to your email'],
    ['2FA resent to mobile', twoFactorMessages.resentToMobile, 'Code resent to your mobile'],
    ['2FA resend failure', twoFactorMessages.resendFailed, 'Resend failed. Please try again later.'],
    ['verification INVALID_CODE chip', verificationMessages.INVALID_CODE, 'Code not matching'],
    [
      'verification TOO_MANY_TRIES',
      verificationMessages.TOO_MANY_TRIES,
      'Too many attempts. Please try again later.',
    ],
    ['verification SESSION_EXPIRED', verificationMessages.SESSION_EXPIRED, 'Code expired. Please try again.'],
    ['USER_DISABLED', verificationMessages.USER_DISABLED, 'User is disabled. Contact customer support.'],
    [
      'INCORRECT_PASSWORD',
      verificationMessages.INCORRECT_PASSWORD,
      'Did you first attempt signup with a different password? Please restart signup flow or contact customer support.',
    ],
    ['UNKNOWN_ERROR', verificationMessages.UNKNOWN_ERROR, 'Something went wrong. Please try again'],
    ['email sent chip', verificationMessages.emailSent, 'Email sent. Please check your inbox'],
    ['code sent chip', verificationMessages.codeSent, 'Code sent. Please check your phone'],
    ['modal INVALID_CODE', accountVerificationMessages.INVALID_CODE, 'Incorrect code provided'],
    [
      'modal EXPIRED_CODE',
      accountVerificationMessages.EXPIRED_CODE,
      'Expired Code. Close modal and try again.',
    ],
    [
      'modal TOO_MANY_REQUESTS',
      accountVerificationMessages.TOO_MANY_REQUESTS,
      'Too many requests. Please try later.',
    ],
    ['modal UNKNOWN_ERROR', accountVerificationMessages.UNKNOWN_ERROR, 'Unknown error. Please try again.'],
    ['modal resend', accountVerificationMessages.resent, 'New code sent!'],
    ['recovery email sent', recoverySuccessMessages.emailSent, 'Recovery Email Sent!'],
    ['password reset', recoverySuccessMessages.passwordReset, 'Password Successfully Reset'],
    ['custodial timeout title', custodialAgreementTimeoutMessages.title, 'Custodial Agreement Timeout'],
    ['custodial timeout go back', custodialAgreementTimeoutMessages.goBack, 'Go Back'],
    ['custodial timeout access', custodialAgreementTimeoutMessages.accessAgreement, 'Access Agreement'],
    [
      'internal signup error',
      internalErrorMessages.unexpectedSignupValues,
      'unexpected TOS value or password',
    ],
    [
      'internal wire guide error',
      internalErrorMessages.invalidWireTransferWizardStep,
      'invalid wire transfer wizard step',
    ],
    [
      'internal withdrawal step error',
      internalErrorMessages.unknownWithdrawalStep,
      'unknown withdrawal step',
    ],
    ['internal sort error', internalErrorMessages.invalidSortOrderField, 'invalid sort order field'],
    ['no assets', emptyStateMessages.noAssetsFound, 'No assets found'],
    ['no data', emptyStateMessages.noData, 'No Data'],
    ['preparing deposit', emptyStateMessages.preparingCryptoDeposit, 'Preparing Crypto Deposit'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('project wording where the spec describes a text without quoting it', () => {
  it('names the missing model or index', () => {
    expect(investmentNotFoundMessages.model('Market Leaders')).toBe(
      'The model Market Leaders could not be found.',
    );
    expect(investmentNotFoundMessages.index('CRN10')).toBe('The index CRN10 could not be found.');
  });
});

describe('InternalError (doc 2 §8 internal errors)', () => {
  it('carries the catalogue message and the unexpected value', () => {
    const error = new InternalError(internalErrorMessages.unknownWithdrawalStep, 'NOPE');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InternalError');
    expect(error.message).toBe('unknown withdrawal step');
    expect(error.value).toBe('NOPE');
  });
});

describe('requests the API refuses before reading them as a call (project wording)', () => {
  it('says what was wrong and what the call takes', () => {
    expect(requestMessages.tooLarge(64 * 1024)).toBe(
      'The request body is too large: this call accepts at most 64 KB',
    );
    expect(requestMessages.tooLarge(9 * 1024 * 1024 + 256 * 1024)).toBe(
      'The request body is too large: this call accepts at most 9,472 KB',
    );
    expect(requestMessages.jsonOnly).toBe(
      'This call takes a JSON body sent with Content-Type: application/json',
    );
    expect(requestMessages.multipartOnly).toBe('This call takes a multipart/form-data body');
    expect(requestMessages.invalidJson).toBe('The body is not valid JSON');
    expect(requestMessages.invalidMultipart).toBe('The body is not valid multipart/form-data');
  });
});
