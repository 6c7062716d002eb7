/**
 * From a server code to the text the user reads (doc 1 §4, §8; doc 2 §8).
 */
import {
  accountVerificationMessages,
  globalMessages,
  signInErrorMessages,
  twoFactorMessages,
  verificationMessages,
} from './catalogue';

/**
 * The sign-in error for a code (doc 1 §8): INVALID_USERNAME_OR_PASSWORD and USER_DISABLED have
 * their texts; TOO_MANY_TRIES (sign-in throttled after repeated wrong passwords, the project's
 * decision) reads as the 2FA catalogue's 'Too many attempts. Please try again later.'; any other
 * code gets the generic server error.
 */
export function signInErrorMessage(code: string | null | undefined): string {
  switch (code) {
    case 'INVALID_USERNAME_OR_PASSWORD':
      return signInErrorMessages.INVALID_USERNAME_OR_PASSWORD;
    case 'TOO_MANY_TRIES':
      return twoFactorMessages.TOO_MANY_TRIES;
    case 'USER_DISABLED':
      return signInErrorMessages.USER_DISABLED;
    default:
      return globalMessages.serverError;
  }
}

/**
 * The 2FA error for a code (doc 1 §8): TOO_MANY_TRIES, INCORRECT_CODE and SESSION_EXPIRED have
 * their texts; any other failure reads 'Something went wrong. Please contact customer support.'
 */
export function twoFactorErrorMessage(code: string | null | undefined): string {
  switch (code) {
    case 'TOO_MANY_TRIES':
      return twoFactorMessages.TOO_MANY_TRIES;
    case 'INCORRECT_CODE':
      return twoFactorMessages.INCORRECT_CODE;
    case 'SESSION_EXPIRED':
      return twoFactorMessages.SESSION_EXPIRED;
    default:
      return twoFactorMessages.other;
  }
}

/** Where a 2FA code was resent ('Resend as email' switches delivery to email, doc 1 §4). */
export type CodeDelivery = 'email' | 'mobile';

/** The toast after a 2FA resend (doc 1 §8). */
export function twoFactorResendMessage(delivery: CodeDelivery, succeeded: boolean): string {
  if (!succeeded) return twoFactorMessages.resendFailed;
  return delivery === 'email' ? twoFactorMessages.resentToEmail : twoFactorMessages.resentToMobile;
}

/** The attribute a verification code is sent to (doc 1 §3). */
export type VerificationAttribute = 'phone_number' | 'email';

/**
 * The chip after sending a verification code (doc 1 §8): 'Email sent. Please check your inbox' or
 * 'Code sent. Please check your phone'; a failure to send reads like UNKNOWN_ERROR.
 */
export function codeSentChip(attribute: VerificationAttribute, succeeded: boolean): string {
  if (!succeeded) return verificationMessages.UNKNOWN_ERROR;
  return attribute === 'email' ? verificationMessages.emailSent : verificationMessages.codeSent;
}

/** A failed verification's status once mapped (doc 1 §8). */
export type VerificationFailure = Exclude<keyof typeof verificationMessages, 'emailSent' | 'codeSent'>;

/** What a verification result means for the screen (doc 1 §4, §8). */
export type VerificationOutcome =
  | { readonly kind: 'success' }
  | {
      readonly kind: 'failure';
      readonly status: VerificationFailure;
      readonly message: string;
      /** INVALID_CODE turns the code boxes red (doc 1 §8). */
      readonly invalidCode: boolean;
    };

const FAILURES: ReadonlyMap<string, VerificationFailure> = new Map<string, VerificationFailure>([
  ['INVALID_CODE', 'INVALID_CODE'],
  ['TOO_MANY_REQUESTS', 'TOO_MANY_TRIES'],
  ['TOO_MANY_TRIES', 'TOO_MANY_TRIES'],
  ['SESSION_EXPIRED', 'SESSION_EXPIRED'],
  ['USER_DISABLED', 'USER_DISABLED'],
  ['INCORRECT_PASSWORD', 'INCORRECT_PASSWORD'],
  ['UNKNOWN_ERROR', 'UNKNOWN_ERROR'],
]);

/**
 * The outcome of `POST /user/profile/auth-attribute/verify` in onboarding (doc 1 §4, §8). The
 * spec names the failures and calls the rest "success"; the project reads the result 'SUCCESS' as
 * success. TOO_MANY_REQUESTS becomes TOO_MANY_TRIES; an unknown status falls back to
 * INVALID_CODE's 'Code not matching'.
 */
export function verificationOutcome(result: string | null | undefined): VerificationOutcome {
  if (result === 'SUCCESS') return { kind: 'success' };
  const status = FAILURES.get(result ?? '') ?? 'INVALID_CODE';
  return {
    kind: 'failure',
    status,
    message: verificationMessages[status],
    invalidCode: status === 'INVALID_CODE',
  };
}

/**
 * The message of the customer app's verification modal for a failed result (doc 2 §8):
 * INVALID_CODE, EXPIRED_CODE, TOO_MANY_REQUESTS and UNKNOWN_ERROR have their texts; any other
 * status reads like UNKNOWN_ERROR.
 */
export function accountVerificationMessage(result: string | null | undefined): string {
  switch (result) {
    case 'INVALID_CODE':
      return accountVerificationMessages.INVALID_CODE;
    case 'EXPIRED_CODE':
      return accountVerificationMessages.EXPIRED_CODE;
    case 'TOO_MANY_REQUESTS':
      return accountVerificationMessages.TOO_MANY_REQUESTS;
    default:
      return accountVerificationMessages.UNKNOWN_ERROR;
  }
}
