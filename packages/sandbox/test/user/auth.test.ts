import { passwordMessages, signInErrorMessage, twoFactorErrorMessage } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { userByEmail } from '../../src/core/users';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/seed/demoUsers';
import { calls, expectApiError, harness, signupPayload } from './harness';

const INVESTOR = 'investor@cairn.example';
const INVESTOR_PHONE = '+12025550101';

describe('sign-in (POST /user/authentication)', () => {
  it('signs in every demo login with the demo password', async () => {
    const h = harness();
    for (const { email } of DEMO_LOGINS) {
      const client = await h.signedIn(email);
      expect((await client.call(calls.getUserProfile, {})).user.email).toBe(email);
    }
  });

  it('answers the access token directly for users without SMS MFA', async () => {
    const h = harness();
    const result = await h.client().call(calls.signIn, {
      username: 'institution@cairn.example',
      password: DEMO_PASSWORD,
      type: 'USER_PASS',
    });
    expect(result).toMatchObject({ Result: 'SUCCESS', ChallengeName: null, Session: null });
    expect(result.AuthenticationResult?.AccessToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('challenges investor@ with SMS_MFA, sends the code only to the outbox, and PUT verifies it', async () => {
    const h = harness();
    const client = h.client();
    const result = await client.call(calls.signIn, {
      username: INVESTOR,
      password: DEMO_PASSWORD,
      type: 'USER_PASS',
    });
    if (result.Result !== 'CHALLENGE') throw new Error('expected a challenge');
    expect(result.ChallengeName).toBe('SMS_MFA');
    expect(result.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: '(•••) •••-0101',
    });
    const code = await h.latestCode(INVESTOR_PHONE, 'sms');
    expect(JSON.stringify(result)).not.toContain(code);
    const verified = await client.call(calls.verifySignInCode, {
      username: INVESTOR,
      session_token: result.Session,
      verification_code: code,
    });
    client.session.setToken(verified.AuthenticationResult.AccessToken);
    expect((await client.call(calls.getUserProfile, {})).user.email).toBe(INVESTOR);
    // The challenge is used up.
    await expectApiError(
      client.call(calls.verifySignInCode, {
        username: INVESTOR,
        session_token: result.Session,
        verification_code: code,
      }),
      400,
      'SESSION_EXPIRED',
    );
  });

  it('sends the code by email with use_mfa_fallback (Resend as email)', async () => {
    const h = harness();
    const result = await h.client().call(calls.signIn, {
      username: INVESTOR,
      password: DEMO_PASSWORD,
      type: 'USER_PASS',
      use_mfa_fallback: true,
    });
    expect(result.ChallengeParameters).toEqual({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'i•••••••@cairn.example',
    });
    expect(await h.latestCode(INVESTOR, 'email')).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong password or an unknown email with INVALID_USERNAME_OR_PASSWORD, and lets INACTIVE users in', async () => {
    const h = harness();
    const client = h.client();
    for (const [username, password] of [
      [INVESTOR, 'Wrong-pass-1!'],
      ['nobody@cairn.example', DEMO_PASSWORD],
    ] as const) {
      const error = await client
        .call(calls.signIn, { username, password, type: 'USER_PASS' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, body: { code: 'INVALID_USERNAME_OR_PASSWORD' } });
      expect(signInErrorMessage((error as { body: { code: string } }).body.code)).toBe(
        'Password and email do not match',
      );
    }
    const inactive = await h.signedIn('inactive@cairn.example');
    expect((await inactive.call(calls.getUserStatus, {})).status).toBe('INACTIVE');
  });

  it('rejects a request without the USER_PASS type with 400', async () => {
    const h = harness();
    const answer = await h.raw('POST', '/user/authentication', {
      body: { username: INVESTOR, password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.message).toContain('type');
  });
});

describe('2FA errors (PUT /user/authentication)', () => {
  async function challenge(h: ReturnType<typeof harness>) {
    const client = h.client();
    const result = await client.call(calls.signIn, {
      username: INVESTOR,
      password: DEMO_PASSWORD,
      type: 'USER_PASS',
    });
    if (result.Result !== 'CHALLENGE') throw new Error('expected a challenge');
    return { client, session: result.Session, code: await h.latestCode(INVESTOR_PHONE, 'sms') };
  }
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers INCORRECT_CODE for a wrong code, then 429 TOO_MANY_TRIES after 5 wrong ones, even for the right code', async () => {
    const h = harness();
    const { client, session, code } = await challenge(h);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const error = await client
        .call(calls.verifySignInCode, {
          username: INVESTOR,
          session_token: session,
          verification_code: wrong(code),
        })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, body: { code: 'INCORRECT_CODE' } });
    }
    const error = await client
      .call(calls.verifySignInCode, { username: INVESTOR, session_token: session, verification_code: code })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, body: { code: 'TOO_MANY_TRIES' } });
    expect(twoFactorErrorMessage('TOO_MANY_TRIES')).toBe('Too many attempts. Please try again later.');
  });

  it('answers SESSION_EXPIRED after 3 minutes', async () => {
    const h = harness();
    const { client, session, code } = await challenge(h);
    h.clock.now = new Date(h.clock.now.getTime() + 3 * 60 * 1000 + 1000);
    await expectApiError(
      client.call(calls.verifySignInCode, {
        username: INVESTOR,
        session_token: session,
        verification_code: code,
      }),
      400,
      'SESSION_EXPIRED',
    );
  });

  it('accepts a code within 3 minutes and only the latest challenge', async () => {
    const h = harness();
    const first = await challenge(h);
    const second = await challenge(h);
    await expectApiError(
      first.client.call(calls.verifySignInCode, {
        username: INVESTOR,
        session_token: first.session,
        verification_code: first.code,
      }),
      400,
      'SESSION_EXPIRED',
    );
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 60 * 1000);
    const ok = await second.client.call(calls.verifySignInCode, {
      username: INVESTOR,
      session_token: second.session,
      verification_code: second.code,
    });
    expect(ok.Result).toBe('SUCCESS');
  });

  it('refuses a malformed code with 400 BAD_REQUEST', async () => {
    const h = harness();
    const answer = await h.raw('PUT', '/user/authentication', {
      body: { username: INVESTOR, session_token: 'x', verification_code: '12ab' },
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(answer.body?.message).toContain('verification_code');
  });
});

describe('sign-out (DELETE /user/authentication)', () => {
  it('ends the session: the token then gets 401', async () => {
    const h = harness();
    const client = await h.signedIn('friends@cairn.example');
    const token = client.session.getToken();
    await client.call(calls.signOut, {});
    expect((await h.raw('GET', '/user/profile', { token })).status).toBe(401);
  });
});

describe('password recovery', () => {
  it('emails a code, refuses a wrong code or a weak password, then sets the new password', async () => {
    const h = harness();
    const client = h.client();
    const signedIn = await h.signedIn('friends@cairn.example');
    await client.call(calls.requestPasswordReset, { email: 'friends@cairn.example' });
    const code = await h.latestCode('friends@cairn.example', 'email');

    const before = h.snapshot();
    await expectApiError(
      client.call(calls.confirmPasswordReset, { email: 'friends@cairn.example', code, password: 'weakpass' }),
      400,
      'USER_CORRECTABLE',
    );
    const weak = await client
      .call(calls.confirmPasswordReset, { email: 'friends@cairn.example', code, password: 'weakpass' })
      .catch((e: unknown) => e);
    expect(weak).toMatchObject({ body: { message: passwordMessages.uppercase } });
    expect(h.snapshot()).toBe(before);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await expectApiError(
      client.call(calls.confirmPasswordReset, {
        email: 'friends@cairn.example',
        code: wrongCode,
        password: 'New-pass-22!',
      }),
      400,
      'USER_CORRECTABLE',
    );

    await client.call(calls.confirmPasswordReset, {
      email: 'friends@cairn.example',
      code,
      password: 'New-pass-22!',
    });
    await expectApiError(signedIn.call(calls.getUserProfile, {}), 401);
    await expectApiError(
      client.call(calls.signIn, {
        username: 'friends@cairn.example',
        password: DEMO_PASSWORD,
        type: 'USER_PASS',
      }),
      400,
      'INVALID_USERNAME_OR_PASSWORD',
    );
    const again = await h.signedIn('friends@cairn.example', 'New-pass-22!');
    expect((await again.call(calls.getUserStatus, {})).status).toBe('ACTIVE');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const h = harness();
    await h.client().call(calls.requestPasswordReset, { email: 'nobody@cairn.example' });
    expect(await h.outbox()).toEqual([]);
  });
});

describe('signup (POST /user/signup)', () => {
  it('creates the user at PHONE_VERIFICATION and sends the phone code', async () => {
    const h = harness();
    const client = h.client();
    const signup = signupPayload();
    const { access_token } = await client.call(calls.signUp, signup);
    client.session.setToken(access_token);
    expect(await client.call(calls.getWaldo, {})).toMatchObject({ location: 'PHONE_VERIFICATION' });
    expect(await h.latestCode(signup.phone_number, 'sms')).toMatch(/^\d{6}$/);
    const application = await client.call(calls.getApplication, {});
    expect(application).toMatchObject({
      first_name: 'Quinn',
      middle_name: 'Avery',
      account_type: 'INDIVIDUAL',
      application_type: 1,
      accepted_tos: true,
      tlh_enabled: null,
      beneficiaries: null,
    });
    const profile = await client.call(calls.getUserProfile, {});
    expect(profile).toMatchObject({ kyc_status: 'NOT_STARTED', roles: [] });
    expect((await client.call(calls.getRequiresTutorial, {})).requires_tutorial).toBe(true);
  });

  it('resumes an unfinished signup with the same password, updating the profile; another password gets an account of its own', async () => {
    const h = harness();
    const first = await h.client().call(calls.signUp, signupPayload());
    const resumed = await h.client().call(calls.signUp, signupPayload({ first_name: 'Quincy' }));
    expect(resumed.access_token).not.toBe(first.access_token);
    const withToken = (token: string) => {
      const signedIn = h.client();
      signedIn.session.setToken(token);
      return signedIn;
    };
    const owner = withToken(resumed.access_token);
    expect((await owner.call(calls.getUserProfile, {})).user.first_name).toBe('Quincy');
    // While the address is not verified, another password is told to restart (doc 1 §8
    // INCORRECT_PASSWORD): only an unproven, unfinished signup is revealed.
    await expectApiError(
      h.client().call(calls.signUp, signupPayload({ password: 'Other-pass-9!', first_name: 'Mallory' })),
      400,
      'INCORRECT_PASSWORD',
    );
    // Once the address is verified, another password does not tell that the email is taken: it
    // signs up like a free email, and the email's own account is untouched.
    const verifiedOwner = userByEmail(h.world, signupPayload().email);
    if (!verifiedOwner) throw new Error('no owner');
    verifiedOwner.email_verified = true;
    const other = await h
      .client()
      .call(calls.signUp, signupPayload({ password: 'Other-pass-9!', first_name: 'Mallory' }));
    expect(other.access_token).toEqual(expect.any(String));
    expect((await withToken(other.access_token).call(calls.getUserProfile, {})).user).toMatchObject({
      first_name: 'Mallory',
      email: signupPayload().email,
    });
    expect((await owner.call(calls.getUserProfile, {})).user.first_name).toBe('Quincy');
  });

  it('refuses the email of a finished account, a weak password and bad payloads, changing nothing', async () => {
    const h = harness();
    await h.signedIn('pending@cairn.example');
    const before = h.snapshot();
    await expectApiError(
      h
        .client()
        .call(calls.signUp, signupPayload({ email: 'pending@cairn.example', password: DEMO_PASSWORD })),
      400,
      'USER_CORRECTABLE',
    );
    await expectApiError(
      h.client().call(calls.signUp, signupPayload({ password: 'short' })),
      400,
      'USER_CORRECTABLE',
    );
    for (const body of [
      { ...signupPayload(), accepted_tos: false },
      { ...signupPayload(), phone_number: '6175550123' },
      { ...signupPayload(), email: 'not-an-email' },
      { ...signupPayload(), first_name: 42 },
      { ...signupPayload(), account_type: 'INSTITUTION' },
      { ...signupPayload(), extra: true },
      {},
    ]) {
      const answer = await h.raw('POST', '/user/signup', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'BAD_REQUEST' });
      expect(answer.body?.message).toMatch(/\w+: /);
    }
    expect(h.snapshot()).toBe(before);
  });
});

describe('phone and email verification (auth-attribute)', () => {
  it('sends a code to the masked phone, never in the response, and verifies it', async () => {
    const h = harness();
    const client = await h.signedIn('institution@cairn.example');
    const sent = await client.call(calls.sendVerificationCode, { attribute: 'phone_number' });
    expect(sent).toEqual({ attribute: 'phone_number', destination: '(•••) •••-0102' });
    const code = await h.latestCode('+12025550102', 'sms');
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(await client.call(calls.verifyAuthAttribute, { attribute: 'phone_number', code })).toEqual({
      attribute: 'phone_number',
      result: 'SUCCESS',
    });
  });

  it('answers INVALID_CODE, TOO_MANY_REQUESTS after 5 wrong codes, EXPIRED_CODE after 10 minutes', async () => {
    const h = harness();
    const client = await h.signedIn('institution@cairn.example');
    // A code typed before any was sent is wrong, and counts against the budget like any other.
    expect(
      (await client.call(calls.verifyAuthAttribute, { attribute: 'email', code: '123456' })).result,
    ).toBe('INVALID_CODE');
    await client.call(calls.sendVerificationCode, { attribute: 'email' });
    const code = await h.latestCode('institution@cairn.example', 'email');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await client.call(calls.verifyAuthAttribute, { attribute: 'email', code: wrong })).result).toBe(
        'INVALID_CODE',
      );
    }
    expect((await client.call(calls.verifyAuthAttribute, { attribute: 'email', code })).result).toBe(
      'TOO_MANY_REQUESTS',
    );

    // An hour later the budget has room again.
    h.clock.now = new Date(h.clock.now.getTime() + 60 * 60 * 1000 + 1);
    await client.call(calls.sendVerificationCode, { attribute: 'email' });
    const fresh = await h.latestCode('institution@cairn.example', 'email');
    h.clock.now = new Date(h.clock.now.getTime() + 10 * 60 * 1000 + 1);
    expect((await client.call(calls.verifyAuthAttribute, { attribute: 'email', code: fresh })).result).toBe(
      'EXPIRED_CODE',
    );
  });

  it('changes the phone number (unverified until its code) and the password', async () => {
    const h = harness();
    const client = await h.signedIn('institution@cairn.example');
    expect(await client.call(calls.updateAuthAttribute, { phone_number: '+16175550000' })).toEqual({
      attribute: 'phone_number',
      verification_required: true,
    });
    let profile = await client.call(calls.getUserProfile, {});
    expect(profile.cognito_user).toMatchObject({
      phone_number: '+16175550000',
      phone_number_verified: false,
    });
    await client.call(calls.sendVerificationCode, { attribute: 'phone_number' });
    await client.call(calls.verifyAuthAttribute, {
      attribute: 'phone_number',
      code: await h.latestCode('+16175550000', 'sms'),
    });
    profile = await client.call(calls.getUserProfile, {});
    expect(profile.cognito_user.phone_number_verified).toBe(true);
    expect(profile.user.phone_number).toBe('+16175550000');

    const before = h.snapshot();
    const wrongCurrent = await client
      .call(calls.updateAuthAttribute, { new_password: 'New-pass-22!', current_password: 'nope' })
      .catch((e: unknown) => e);
    expect(wrongCurrent).toMatchObject({ status: 400, body: { code: 'INCORRECT_PASSWORD' } });
    for (const body of [
      {},
      { email: 'x' },
      { new_password: 'New-pass-22!' },
      { email: 'a@b.co', phone_number: '+16175550001' },
    ]) {
      expect(
        (await h.raw('PATCH', '/user/profile/auth-attribute', { token: client.session.getToken(), body }))
          .status,
      ).toBe(400);
    }
    expect(h.snapshot()).toBe(before);

    expect(
      await client.call(calls.updateAuthAttribute, {
        new_password: 'New-pass-22!',
        current_password: DEMO_PASSWORD,
      }),
    ).toEqual({ attribute: 'password', verification_required: false });
    await h.signedIn('institution@cairn.example', 'New-pass-22!');
  });
});
