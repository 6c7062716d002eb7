import { globalMessages, signInErrorMessages, twoFactorMessages } from '@cairn/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../http/client';
import { setToast, type ToastRequest } from '../policy';
import { createSession, memoryStorage, type Session } from '../session';
import { getUserProfile } from '../user/functions';
import {
  completeTwoFactor,
  currentChallenge,
  forgetChallenge,
  resendTwoFactorCode,
  signInWithPassword,
} from './index';
import { endSession, registerSessionStore, sessionSwrConfig, takeSessionEndNotice } from './session';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const challenge = (session: string, medium: 'SMS' | 'EMAIL') => ({
  Result: 'CHALLENGE',
  ChallengeName: 'SMS_MFA',
  Session: session,
  ChallengeParameters: {
    CODE_DELIVERY_DELIVERY_MEDIUM: medium,
    CODE_DELIVERY_DESTINATION: medium === 'SMS' ? '(•••) •••-4567' : 'i•••@cairn.example',
  },
  AuthenticationResult: null,
});
const success = (token: string) => ({
  Result: 'SUCCESS',
  ChallengeName: null,
  Session: null,
  ChallengeParameters: null,
  AuthenticationResult: { AccessToken: token },
});

let sent: Sent[];
let toasts: ToastRequest[];
let session: Session;

/** Answers each request with the next response of the script. */
function script(...responses: Response[]) {
  const queue = [...responses];
  session = createSession(memoryStorage());
  configureApiClient({
    baseUrl: 'http://api.test/api',
    session,
    reporter: () => ({ captureException: () => {} }),
    fetch: async (request) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : JSON.parse(text),
      });
      const next = queue.shift();
      if (!next) throw new Error(`unexpected ${request.method} ${request.url}`);
      return next;
    },
  });
}

beforeEach(() => {
  sent = [];
  toasts = [];
  setToast((toast) => toasts.push(toast));
  forgetChallenge();
});

afterEach(() => {
  configureApiClient();
  setToast(() => {});
});

describe('signInWithPassword (doc 1 §4, §8)', () => {
  it('starts the session with the token of a sign-in without 2FA', async () => {
    script(json(200, success('token-1')));
    await expect(signInWithPassword({ email: ' ada@cairn.example ', password: 'pw' })).resolves.toEqual({
      kind: 'signed-in',
    });
    expect(session.getToken()).toBe('token-1');
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/user/authentication',
      body: { username: 'ada@cairn.example', password: 'pw', type: 'USER_PASS' },
    });
  });

  it('remembers an SMS_MFA challenge for /2fa, without the password', async () => {
    script(json(200, challenge('s-1', 'SMS')));
    const outcome = await signInWithPassword({ email: 'ada@cairn.example', password: 'secret' });
    const expected = {
      email: 'ada@cairn.example',
      session: 's-1',
      delivery: 'mobile',
      destination: '(•••) •••-4567',
    };
    expect(outcome).toEqual({ kind: 'challenge', challenge: expected });
    expect(currentChallenge()).toEqual(expected);
    expect(JSON.stringify(currentChallenge())).not.toContain('secret');
    expect(session.isSignedIn()).toBe(false);
  });

  it.each([
    ['INVALID_USERNAME_OR_PASSWORD', signInErrorMessages.INVALID_USERNAME_OR_PASSWORD],
    ['USER_DISABLED', signInErrorMessages.USER_DISABLED],
    ['SOMETHING_ELSE', globalMessages.serverError],
  ])('shows %s as %j on the form', async (code, message) => {
    script(json(400, { code, message: 'x' }));
    await expect(signInWithPassword({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      kind: 'failed',
      message,
    });
    expect(toasts).toEqual([]);
  });

  it('leaves a server fault to the error policy: the generic toast', async () => {
    script(json(500, { code: 'INTERNAL', message: 'boom' }));
    await expect(signInWithPassword({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      kind: 'failed',
      message: null,
    });
    expect(toasts).toEqual([{ tone: 'danger', message: globalMessages.serverError }]);
  });
});

describe('two-factor verification (doc 1 §4, §8)', () => {
  it('verifies the code for the remembered challenge and starts the session', async () => {
    script(json(200, challenge('s-1', 'SMS')), json(200, success('token-2')));
    await signInWithPassword({ email: 'ada@cairn.example', password: 'pw' });
    await expect(completeTwoFactor('123456')).resolves.toEqual({ kind: 'signed-in' });
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/user/authentication',
      body: {
        username: 'ada@cairn.example',
        session_token: 's-1',
        verification_code: '123456',
        use_mfa_fallback: false,
      },
    });
    expect(session.getToken()).toBe('token-2');
    expect(currentChallenge()).toBeNull();
  });

  it.each([
    ['INCORRECT_CODE', twoFactorMessages.INCORRECT_CODE],
    ['TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES],
    ['SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED],
    ['OTHER', twoFactorMessages.other],
  ])('%s reads %j', async (code, message) => {
    script(json(200, challenge('s-1', 'SMS')), json(400, { code, message: 'x' }));
    await signInWithPassword({ email: 'ada@cairn.example', password: 'pw' });
    await expect(completeTwoFactor('000000')).resolves.toEqual({ kind: 'failed', message });
    expect(currentChallenge()).not.toBeNull();
  });

  it('without a waiting challenge (a reload of /2fa) the code has expired', async () => {
    script();
    await expect(completeTwoFactor('123456')).resolves.toEqual({
      kind: 'failed',
      message: twoFactorMessages.SESSION_EXPIRED,
    });
    expect(sent).toEqual([]);
  });

  it("'Resend as email' signs in again with use_mfa_fallback and switches the challenge to email", async () => {
    script(json(200, challenge('s-1', 'SMS')), json(200, challenge('s-2', 'EMAIL')));
    await signInWithPassword({ email: 'ada@cairn.example', password: 'pw' });
    const resent = await resendTwoFactorCode('email');
    expect(resent.ok).toBe(true);
    expect(resent.message).toBe(twoFactorMessages.resentToEmail);
    expect(resent.challenge).toMatchObject({ session: 's-2', delivery: 'email' });
    expect(sent[1]?.body).toEqual({
      username: 'ada@cairn.example',
      password: 'pw',
      type: 'USER_PASS',
      use_mfa_fallback: true,
    });
  });

  it('resend by SMS, and a failed resend', async () => {
    script(json(200, challenge('s-1', 'SMS')), json(200, challenge('s-2', 'SMS')), json(500, {}));
    await signInWithPassword({ email: 'ada@cairn.example', password: 'pw' });
    expect((await resendTwoFactorCode('mobile')).message).toBe(twoFactorMessages.resentToMobile);
    const failedResend = await resendTwoFactorCode('mobile');
    expect(failedResend).toMatchObject({ ok: false, message: twoFactorMessages.resendFailed });
    expect(currentChallenge()).toMatchObject({ session: 's-2' });
  });

  it('a resend without a challenge fails', async () => {
    script();
    await expect(resendTwoFactorCode('email')).resolves.toEqual({
      ok: false,
      message: twoFactorMessages.resendFailed,
      challenge: null,
    });
  });
});

describe('endSession (doc 1 §4)', () => {
  it('tells the server, then ends the session with its reason', async () => {
    script(json(204, undefined));
    session.setToken('t');
    const reasons: string[] = [];
    session.onEnd((reason) => reasons.push(reason));
    await endSession('user');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/user/authentication',
    ]);
    expect(reasons).toEqual(['user']);
    expect(session.isSignedIn()).toBe(false);
  });

  it('does not call the server after a restart (the user is deleted) and forgets any challenge', async () => {
    script(json(200, challenge('s-1', 'SMS')));
    await signInWithPassword({ email: 'ada@cairn.example', password: 'pw' });
    session.setToken('t');
    await endSession('restart');
    expect(sent).toHaveLength(1);
    expect(currentChallenge()).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it('ends the session even when the server refuses the logout', async () => {
    script(json(500, {}));
    session.setToken('t');
    await endSession('idle');
    expect(session.isSignedIn()).toBe(false);
  });

  it('has no notice to show without sessionStorage (Node)', () => {
    expect(takeSessionEndNotice()).toBeNull();
  });
});

describe('registerSessionStore (doc 3 §4: portfolio stores preserved on inactivity)', () => {
  it.each([
    ['user', 1],
    ['restart', 1],
    ['deactivated', 1],
    ['idle', 0],
  ] as const)('a session ended by %s clears the store %i time(s)', async (reason, clears) => {
    script(json(200, {}));
    session.setToken('t');
    let cleared = 0;
    const untie = registerSessionStore({
      clear: () => {
        cleared += 1;
      },
    });
    await endSession(reason);
    untie();
    expect(cleared).toBe(clears);
  });

  it('a 401 keeps the store: the session ended by itself, the drafts stay for the same user', async () => {
    script(json(401, { code: 'UNAUTHORIZED', message: 'expired' }));
    session.setToken('t');
    let cleared = 0;
    const untie = registerSessionStore({
      clear: () => {
        cleared += 1;
      },
    });
    await expect(getUserProfile()).rejects.toThrow();
    untie();
    expect(session.isSignedIn()).toBe(false);
    expect(cleared).toBe(0);
  });

  it('an untied store is no longer cleared', async () => {
    script(json(200, {}));
    session.setToken('t');
    let cleared = 0;
    registerSessionStore({
      clear: () => {
        cleared += 1;
      },
    })();
    await endSession('user');
    expect(cleared).toBe(0);
  });
});

describe('sessionSwrConfig', () => {
  it('is one object with the global defaults and a cache provider', () => {
    script();
    const config = sessionSwrConfig();
    expect(sessionSwrConfig()).toBe(config);
    expect(config.shouldRetryOnError).toBe(false);
    expect(typeof config.provider).toBe('function');
  });
});
