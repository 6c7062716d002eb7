/**
 * Sign-in and two-factor verification as outcomes the screens show (doc 1 §4, §8): an SMS_MFA
 * challenge goes to /2fa, a token starts the session, and the server's codes become the spec's
 * messages. Failures that are not the user's to correct go through the one error policy (the
 * generic toast, the demo toast...).
 */
import {
  type CodeDelivery,
  signInErrorMessage,
  twoFactorErrorMessage,
  twoFactorResendMessage,
} from '@cairn/domain';
import { ApiError } from '../http/errors';
import { handleMutationError } from '../policy';
import { signIn, verifySignInCode } from '../user/functions';
import type { SignInResult } from '../user/schema';
import {
  currentChallenge,
  forgetChallenge,
  pendingChallenge,
  rememberChallenge,
  startSession,
  type TwoFactorChallenge,
} from './session';

/** What a sign-in or 2FA step ended in. */
export type SignInOutcome =
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'challenge'; readonly challenge: TwoFactorChallenge }
  /** `message` is the spec's text to show on the form; `null` when the error policy already toasted. */
  | { readonly kind: 'failed'; readonly message: string | null };

/** A refusal the form explains (a 4xx answer with a code), else the error policy's toast. */
function failed(error: unknown, messageFor: (code: string) => string): SignInOutcome {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 418) {
    const code = error.body?.code;
    if (code !== undefined && code !== 'USER_CORRECTABLE')
      return { kind: 'failed', message: messageFor(code) };
  }
  handleMutationError(error);
  return { kind: 'failed', message: null };
}

function delivered(result: Extract<SignInResult, { Result: 'CHALLENGE' }>): {
  delivery: CodeDelivery;
  destination: string;
} {
  const medium = result.ChallengeParameters.CODE_DELIVERY_DELIVERY_MEDIUM;
  return {
    delivery: medium === 'EMAIL' ? 'email' : 'mobile',
    destination: result.ChallengeParameters.CODE_DELIVERY_DESTINATION,
  };
}

/** The sign-in form's input (doc 1 §5 "Sign-in"). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * POST /user/authentication (doc 1 §4): a token starts the session ('signed-in'); an SMS_MFA
 * challenge is remembered for /2fa ('challenge'); INVALID_USERNAME_OR_PASSWORD and USER_DISABLED
 * give their messages.
 */
export async function signInWithPassword({ email, password }: Credentials): Promise<SignInOutcome> {
  const username = email.trim();
  let result: SignInResult;
  try {
    result = await signIn({ username, password, type: 'USER_PASS' });
  } catch (error) {
    return failed(error, signInErrorMessage);
  }
  if (result.Result === 'SUCCESS') {
    forgetChallenge();
    startSession(result.AuthenticationResult.AccessToken);
    return { kind: 'signed-in' };
  }
  const challenge = { email: username, session: result.Session, ...delivered(result) };
  rememberChallenge({ ...challenge, password });
  return { kind: 'challenge', challenge };
}

/** The 2FA failure when no challenge is waiting (a reload of /2fa): the session expired. */
const NO_CHALLENGE: SignInOutcome = { kind: 'failed', message: twoFactorErrorMessage('SESSION_EXPIRED') };

/**
 * PUT /user/authentication with the 6-digit code (doc 1 §4): success starts the session;
 * TOO_MANY_TRIES, INCORRECT_CODE and SESSION_EXPIRED give their messages, any other failure 'Something
 * went wrong. Please contact customer support.'
 */
export async function completeTwoFactor(code: string): Promise<SignInOutcome> {
  const challenge = pendingChallenge();
  if (challenge === null) return NO_CHALLENGE;
  try {
    const result = await verifySignInCode({
      username: challenge.email,
      session_token: challenge.session,
      verification_code: code,
      use_mfa_fallback: challenge.delivery === 'email',
    });
    if (result.Result !== 'SUCCESS') return { kind: 'failed', message: twoFactorErrorMessage(null) };
    forgetChallenge();
    startSession(result.AuthenticationResult.AccessToken);
    return { kind: 'signed-in' };
  } catch (error) {
    return failed(error, twoFactorErrorMessage);
  }
}

/** What a resend did: the toast's text and whether it worked. */
export interface ResendOutcome {
  readonly ok: boolean;
  readonly message: string;
  /** The challenge now waiting (a new session), or the old one when the resend failed. */
  readonly challenge: TwoFactorChallenge | null;
}

/**
 * Sends the 2FA code again (doc 1 §4): by SMS, or by email ('Resend as email', which signs in again
 * with `use_mfa_fallback`). 'Code resent to your email' / 'Code resent to your mobile', or 'Resend
 * failed. Please try again later.'
 */
export async function resendTwoFactorCode(delivery: CodeDelivery): Promise<ResendOutcome> {
  const challenge = pendingChallenge();
  if (challenge === null)
    return { ok: false, message: twoFactorResendMessage(delivery, false), challenge: null };
  try {
    const result = await signIn({
      username: challenge.email,
      password: challenge.password,
      type: 'USER_PASS',
      use_mfa_fallback: delivery === 'email',
    });
    if (result.Result === 'SUCCESS') {
      // The server no longer asks for a code: the user is in.
      forgetChallenge();
      startSession(result.AuthenticationResult.AccessToken);
      return { ok: true, message: twoFactorResendMessage(delivery, true), challenge: null };
    }
    rememberChallenge({ ...challenge, session: result.Session, ...delivered(result) });
    return {
      ok: true,
      message: twoFactorResendMessage(delivered(result).delivery, true),
      challenge: currentChallenge(),
    };
  } catch {
    return { ok: false, message: twoFactorResendMessage(delivery, false), challenge: currentChallenge() };
  }
}
