import { signInErrorMessages, twoFactorMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { CODE_TRY_WINDOW_MS } from '../../src/api/user/codes';
import { userByEmail } from '../../src/core/users';
import { DEMO_PASSWORD } from '../../src/seed/demoUsers';
import { calls, harness, signupPayload } from './harness';

/**
 * Issue 28, part 1: codes that cannot be guessed (a budget per account and purpose), answers that
 * do not tell who has an account, and closed accounts that stay closed.
 */

const INVESTOR = 'investor@cairn.example';
const INVESTOR_PHONE = '+12025550101';
const TOO_MANY = { code: 'TOO_MANY_TRIES', message: twoFactorMessages.TOO_MANY_TRIES };

function setup() {
  const h = harness();
  /** A JSON request with its status, body and headers. */
  const request = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await h.app.request(`/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
      retryAfter: response.headers.get('Retry-After'),
    };
  };
  const signIn = (username: string, password: string = DEMO_PASSWORD) =>
    request('POST', '/user/authentication', { username, password, type: 'USER_PASS' });
  const verify2fa = (session: string, code: string) =>
    request('PUT', '/user/authentication', {
      username: INVESTOR,
      session_token: session,
      verification_code: code,
    });
  const requestReset = (email: string) => request('POST', '/user/profile/password-reset', { email });
  const confirmReset = (email: string, code: string, password = 'Brand-new-9!') =>
    request('POST', '/user/profile/password-reset/confirm', { email, code, password });
  const signUp = (overrides: Record<string, unknown> = {}) =>
    request('POST', '/user/signup', signupPayload(overrides));
  const later = (ms: number) => {
    h.clock.now = new Date(h.clock.now.getTime() + ms);
  };
  return { h, request, signIn, verify2fa, requestReset, confirmReset, signUp, later };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('2FA codes: 5 wrong tries per account, whatever the number of codes sent', () => {
  it('new sign-ins give new codes but no new tries; past the budget 429 with Retry-After, even for the right code, until the hour is over', async () => {
    const { h, signIn, verify2fa, later } = setup();
    // Five wrong codes over three sign-ins (each sends a fresh code).
    for (const wrongTries of [2, 2, 1]) {
      const challenge = await signIn(INVESTOR);
      expect(challenge.status).toBe(200);
      const session = challenge.body?.Session as string;
      const code = await h.latestCode(INVESTOR_PHONE, 'sms');
      for (let index = 0; index < wrongTries; index += 1) {
        expect((await verify2fa(session, wrongFor(code))).body).toMatchObject({ code: 'INCORRECT_CODE' });
      }
      later(60_000);
    }
    const sent = (await h.outbox()).length;
    // A new sign-in (right password) is refused without sending a code.
    const refused = await signIn(INVESTOR);
    expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await h.outbox()).length).toBe(sent);

    // Just before the window ends it still refuses; after it, a new code works.
    later(CODE_TRY_WINDOW_MS - 3 * 60_000 - 1_000);
    expect((await signIn(INVESTOR)).status).toBe(429);
    later(1_000);
    const again = await signIn(INVESTOR);
    expect(again.status).toBe(200);
    const ok = await verify2fa(again.body?.Session as string, await h.latestCode(INVESTOR_PHONE, 'sms'));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ Result: 'SUCCESS' });
  });

  it('refuses the right code of a live challenge once the budget is spent', async () => {
    const { h, signIn, verify2fa } = setup();
    const challenge = await signIn(INVESTOR);
    const session = challenge.body?.Session as string;
    const code = await h.latestCode(INVESTOR_PHONE, 'sms');
    for (let index = 0; index < 5; index += 1) await verify2fa(session, wrongFor(code));
    const right = await verify2fa(session, code);
    expect(right).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(right.retryAfter)).toBeGreaterThan(3_000);
  });

  it('sends at most 5 codes in 15 minutes per account', async () => {
    const { signIn, later } = setup();
    for (let index = 0; index < 5; index += 1) expect((await signIn(INVESTOR)).status).toBe(200);
    const sixth = await signIn(INVESTOR);
    expect(sixth).toMatchObject({ status: 429, body: TOO_MANY });
    later(15 * 60_000);
    expect((await signIn(INVESTOR)).status).toBe(200);
  });
});

describe('password recovery: the same answers for known and unknown emails, and a budget of tries', () => {
  it('answers a known and an unknown email alike, and only the known one gets a code', async () => {
    const { h, requestReset } = setup();
    const known = await requestReset('friends@cairn.example');
    const unknown = await requestReset('nobody.here@cairn.example');
    expect(unknown).toEqual(known);
    expect(known.status).toBe(204);
    const sent = (await h.outbox()).map((message) => message.to);
    expect(sent).toEqual(['friends@cairn.example']);
  });

  it('dies after 5 wrong codes over any number of resets, for known and unknown emails alike', async () => {
    const { h, requestReset, confirmReset, later } = setup();
    const run = async (email: string) => {
      const answers = [];
      for (let round = 0; round < 3; round += 1) {
        answers.push(await requestReset(email));
        answers.push(await confirmReset(email, '000000'));
        answers.push(await confirmReset(email, '111111'));
      }
      return answers.map(({ status, body }) => ({ status, body }));
    };
    const known = await run('friends@cairn.example');
    const unknown = await run('nobody.here@cairn.example');
    expect(unknown).toEqual(known);
    // Two wrong tries a round: the budget ends in the third round (the 6th try is refused).
    expect(known.map((answer) => answer.status)).toEqual([204, 400, 400, 204, 400, 400, 204, 400, 429]);
    // Every reset sent a new code, yet the right one is refused now.
    const code = await h.latestCode('friends@cairn.example', 'email');
    const right = await confirmReset('friends@cairn.example', code);
    expect(right).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    // New codes are refused while the budget is spent.
    expect((await requestReset('friends@cairn.example')).status).toBe(429);

    // After the hour, a fresh code resets the password.
    later(CODE_TRY_WINDOW_MS);
    expect((await requestReset('friends@cairn.example')).status).toBe(204);
    const fresh = await h.latestCode('friends@cairn.example', 'email');
    expect((await confirmReset('friends@cairn.example', fresh)).status).toBe(204);
    await h.signedIn('friends@cairn.example', 'Brand-new-9!');
  });

  it('sign-in answers a wrong password and an unknown email alike', async () => {
    const { signIn } = setup();
    const wrong = await signIn('friends@cairn.example', 'Not-the-pass-1!');
    const unknown = await signIn('nobody.here@cairn.example', 'Not-the-pass-1!');
    expect(unknown).toEqual(wrong);
    expect(wrong.body).toEqual({
      code: 'INVALID_USERNAME_OR_PASSWORD',
      message: signInErrorMessages.INVALID_USERNAME_OR_PASSWORD,
    });
  });
});

describe('signup and email changes do not tell that an email is taken', () => {
  it('a weak password gets the same refusal for a taken and a free email', async () => {
    const { signUp } = setup();
    const taken = await signUp({ email: 'friends@cairn.example', password: 'weak' });
    const free = await signUp({ email: 'free.address@example.com', password: 'weak' });
    expect(taken).toEqual(free);
    expect(taken.status).toBe(400);
  });

  it('a taken email with another password signs up like a free one, and the owner is untouched', async () => {
    const { h, signUp, signIn, request } = setup();
    const taken = await signUp({ email: 'friends@cairn.example', password: 'Other-pass-9!' });
    const free = await signUp({ email: 'free.address@example.com', password: 'Other-pass-9!' });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body ?? {})).toEqual(Object.keys(free.body ?? {}));
    const profileOf = async (token: string) =>
      (await request('GET', '/user/profile', undefined, token)).body as {
        user: { email: string };
        cognito_user: { email_verified: boolean };
      };
    const claimant = await profileOf(taken.body?.access_token as string);
    expect(claimant.user.email).toBe('friends@cairn.example');
    expect(claimant.cognito_user.email_verified).toBe(false);
    // Both sign in with the email and the password they chose.
    expect((await signIn('friends@cairn.example', 'Other-pass-9!')).status).toBe(200);
    expect((await signIn('free.address@example.com', 'Other-pass-9!')).status).toBe(200);
    // The owner still signs in, with their own account; nothing was sent to their address.
    const owner = await h.signedIn('friends@cairn.example');
    expect((await owner.call(calls.getUserProfile, {})).user.first_name).not.toBe('Quinn');
    expect((await h.outbox()).filter((message) => message.to === 'friends@cairn.example')).toEqual([]);
    // The claimed address never verifies: no code reaches it, and no guess passes.
    const token = taken.body?.access_token as string;
    const sendCode = await request(
      'POST',
      '/user/profile/auth-attribute/verification-code',
      { attribute: 'email' },
      token,
    );
    expect(sendCode.status).toBe(200);
    expect((await h.outbox()).filter((message) => message.to === 'friends@cairn.example')).toEqual([]);
  });

  it('an email change to a taken address answers as one to a free address', async () => {
    const { h } = setup();
    const client = await h.signedIn('institution@cairn.example');
    const taken = await client.call(calls.updateAuthAttribute, { email: 'friends@cairn.example' });
    const free = await client.call(calls.updateAuthAttribute, { email: 'brand.new@example.com' });
    expect(taken).toEqual(free);
    expect(taken).toEqual({ attribute: 'email', verification_required: true });
    await client.call(calls.updateAuthAttribute, { email: 'friends@cairn.example' });
    expect((await client.call(calls.getUserProfile, {})).user.email).toBe('friends@cairn.example');
    // The address still belongs to its owner.
    expect(userByEmail(h.world, 'friends@cairn.example')?.id).not.toBe(
      userByEmail(h.world, 'brand.new@example.com')?.id,
    );
    await h.signedIn('friends@cairn.example');
  });
});

describe('deactivation', () => {
  it("ends the account's sessions (the closing one within 15 minutes), and its sign-in answers USER_DISABLED (only with the right password)", async () => {
    const { h, signIn, request } = setup();
    const signedUp = await h.client().call(calls.signUp, signupPayload({ email: 'closing@example.com' }));
    const first = signedUp.access_token;
    const second = (await signIn('closing@example.com', 'Str0ng!pass')).body as {
      AuthenticationResult: { AccessToken: string };
    };
    const other = second.AuthenticationResult.AccessToken;
    const user = userByEmail(h.world, 'closing@example.com');
    if (!user) throw new Error('no user');
    Object.assign(user, { location: 'DASHBOARD', kyc_status: 'SUCCESS' });
    const closed = await request('POST', '/user/deactivate', { is_termination: true }, first);
    expect(closed).toMatchObject({ status: 200, body: { status: 'INACTIVE' } });
    // Every other session ends at once; the wizard's own one lives 15 minutes at most.
    expect((await request('GET', '/user/profile', undefined, other)).status).toBe(401);
    expect((await request('GET', '/user/profile', undefined, first)).status).toBe(200);
    h.clock.now = new Date(h.clock.now.getTime() + 15 * 60_000);
    expect((await request('GET', '/user/profile', undefined, first)).status).toBe(401);
    expect((await signIn('closing@example.com', 'Str0ng!pass')).body).toEqual({
      code: 'USER_DISABLED',
      message: signInErrorMessages.USER_DISABLED,
    });
    expect((await signIn('closing@example.com', 'Wrong-pass-1!')).body).toMatchObject({
      code: 'INVALID_USERNAME_OR_PASSWORD',
    });
  });

  it('leaves accounts INACTIVE by the firm signing in (doc 2 §2)', async () => {
    const { h } = setup();
    const inactive = await h.signedIn('inactive@cairn.example');
    expect((await inactive.call(calls.getUserStatus, {})).status).toBe('INACTIVE');
  });
});
