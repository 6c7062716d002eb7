import { userCallSpecs as calls } from '@cairn/api-client';
import {
  maskPhone,
  passwordMessages,
  signInErrorMessages,
  twoFactorMessages,
  verificationMessages,
} from '@cairn/domain';
import { type ApiApp, implement, SandboxError, userCorrectable } from '../../core/contract';
import { send } from '../../core/outbox';
import { assertNotThrottled, attemptOf, recordFailure, recordSuccess } from '../../core/throttle';
import {
  addUser,
  endSession,
  endSessionsOf,
  type SandboxUser,
  startSession,
  userByEmail,
  usersSlice,
} from '../../core/users';
import { opaqueToken, type World } from '../../core/world';
import {
  assertStrongPassword,
  CHALLENGE_TTL_MS,
  checkCode,
  issueCode,
  maskEmail,
  RECOVERY_CODE_TTL_MS,
  sendVerification,
  VERIFICATION_CODE_TTL_MS,
} from './codes';
import { syncLocation } from './onboarding';
import { accountOf, emptyAccount, userAreaSlice } from './state';

/**
 * Sign-in with SMS 2FA, sign-out, password recovery, signup, and the verification of the phone
 * number and email (doc 1 §4, §7, §8; doc 2 §7). Sign-in and 2FA errors answer 400 with the codes
 * the domain's messages know (INVALID_USERNAME_OR_PASSWORD, INCORRECT_CODE, TOO_MANY_TRIES,
 * SESSION_EXPIRED). INACTIVE users sign in: the apps reduce what they see (doc 2 §2).
 *
 * Every password check (sign-in, signing up again with an existing email, the current password of
 * a change) is throttled per account and per client (core/throttle); a password change or reset
 * ends the user's other sessions.
 */

function signedIn(world: World, user: SandboxUser) {
  return {
    Result: 'SUCCESS' as const,
    ChallengeName: null,
    Session: null,
    ChallengeParameters: null,
    AuthenticationResult: { AccessToken: startSession(world, user) },
  };
}

const recoveryMessages = {
  invalidCode: 'Invalid confirmation code. Please check the code or request a new one.',
  expiredCode: 'The confirmation code has expired. Please request a new one.',
} as const;

/** Registers the access calls. */
export function registerAuthCalls(api: ApiApp): void {
  implement(
    api,
    calls.signIn,
    ({ input, world, c }) => {
      const attempt = attemptOf(c, input.username);
      assertNotThrottled(world, c, attempt);
      const user = userByEmail(world, input.username);
      if (!user || user.password !== input.password) {
        recordFailure(world, attempt);
        throw new SandboxError(
          400,
          'INVALID_USERNAME_OR_PASSWORD',
          signInErrorMessages.INVALID_USERNAME_OR_PASSWORD,
        );
      }
      recordSuccess(world, attempt);
      if (!user.mfa) return signedIn(world, user);
      // A new challenge replaces the user's earlier ones: only the latest code counts.
      const challenges = userAreaSlice(world).challenges;
      for (const [token, challenge] of Object.entries(challenges)) {
        if (challenge.user_id === user.id) delete challenges[token];
      }
      const channel = input.use_mfa_fallback ? 'email' : 'sms';
      const session = opaqueToken();
      const pending = issueCode(world);
      challenges[session] = { ...pending, user_id: user.id, channel };
      send(world, { to: channel === 'sms' ? user.phone_number : user.email, channel, code: pending.code });
      return {
        Result: 'CHALLENGE' as const,
        ChallengeName: 'SMS_MFA' as const,
        Session: session,
        ChallengeParameters: {
          CODE_DELIVERY_DELIVERY_MEDIUM: channel === 'sms' ? ('SMS' as const) : ('EMAIL' as const),
          CODE_DELIVERY_DESTINATION: channel === 'sms' ? maskPhone(user.phone_number) : maskEmail(user.email),
        },
        AuthenticationResult: null,
      };
    },
    { demoAllowed: true },
  );

  implement(
    api,
    calls.verifySignInCode,
    ({ input, world }) => {
      const challenges = userAreaSlice(world).challenges;
      const challenge = challenges[input.session_token];
      const user = challenge ? usersSlice(world).byId[challenge.user_id] : undefined;
      if (!challenge || !user || user.email.toLowerCase() !== input.username.toLowerCase()) {
        throw new SandboxError(400, 'SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED);
      }
      switch (checkCode(world, challenge, input.verification_code, CHALLENGE_TTL_MS)) {
        case 'TOO_MANY':
          throw new SandboxError(400, 'TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES);
        case 'EXPIRED':
          delete challenges[input.session_token];
          throw new SandboxError(400, 'SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED);
        case 'WRONG':
          throw new SandboxError(400, 'INCORRECT_CODE', twoFactorMessages.INCORRECT_CODE);
        case 'OK':
          delete challenges[input.session_token];
          return signedIn(world, user);
      }
    },
    { demoAllowed: true },
  );

  implement(
    api,
    calls.signOut,
    ({ world, token }) => {
      if (token) endSession(world, token);
      return undefined;
    },
    { demoAllowed: true },
  );

  implement(api, calls.requestPasswordReset, ({ input, world }) => {
    // The same answer for unknown emails: recovery must not reveal who has an account.
    const user = userByEmail(world, input.email);
    if (!user) return undefined;
    const pending = issueCode(world);
    userAreaSlice(world).recovery[user.id] = pending;
    send(world, { to: user.email, channel: 'email', code: pending.code });
    return undefined;
  });

  implement(api, calls.confirmPasswordReset, ({ input, world }) => {
    assertStrongPassword(input.password);
    const user = userByEmail(world, input.email);
    const recovery = userAreaSlice(world).recovery;
    const pending = user ? recovery[user.id] : undefined;
    if (!user || !pending) throw userCorrectable(recoveryMessages.invalidCode);
    switch (checkCode(world, pending, input.code, RECOVERY_CODE_TTL_MS)) {
      case 'TOO_MANY':
        throw userCorrectable(twoFactorMessages.TOO_MANY_TRIES);
      case 'EXPIRED':
        delete recovery[user.id];
        throw userCorrectable(recoveryMessages.expiredCode);
      case 'WRONG':
        throw userCorrectable(recoveryMessages.invalidCode);
      case 'OK':
        break;
    }
    if (input.password === user.password) throw userCorrectable(passwordMessages.sameAsOld);
    user.password = input.password;
    delete recovery[user.id];
    endSessionsOf(world, user.id);
    return undefined;
  });

  implement(api, calls.signUp, ({ input, world, c }) => {
    const existing = userByEmail(world, input.email);
    if (existing) {
      // Signing up again resumes an unfinished signup with the same password (doc 1 §8
      // INCORRECT_PASSWORD): a password check like sign-in's, so it is throttled like it.
      const attempt = attemptOf(c, input.email);
      assertNotThrottled(world, c, attempt);
      if (existing.password !== input.password) {
        recordFailure(world, attempt);
        throw new SandboxError(400, 'INCORRECT_PASSWORD', verificationMessages.INCORRECT_PASSWORD);
      }
      recordSuccess(world, attempt);
      if (accountOf(world, existing.id).submitted_at !== null) {
        throw userCorrectable('An account with this email already exists. Please log in.');
      }
      return { access_token: startSession(world, existing) };
    }
    assertStrongPassword(input.password);
    const institution = input.account_type === 'INSTITUTION';
    const user = addUser(world, {
      id: `user-${opaqueToken().slice(0, 16)}`,
      email: input.email.trim(),
      password: input.password,
      first_name: input.first_name,
      middle_name: input.middle_name?.trim() ? input.middle_name.trim() : null,
      last_name: input.last_name,
      phone_number: input.phone_number,
      account_type: input.account_type,
      status: 'ACTIVE',
      roles: institution ? ['INSTITUTION_ADMIN'] : [],
      min_tier: 3,
      kyc_status: 'NOT_STARTED',
      location: 'CONTACT_DETAILS',
      mfa: false,
      demo: false,
      tlh_enabled: false,
      requires_tutorial: true,
      phone_verified: false,
      email_verified: false,
      created_at: world.now().toISOString(),
      institution: institution
        ? { entity_name: (input.legal_entity_name ?? '').trim(), dba_name: null }
        : null,
    });
    userAreaSlice(world).accounts[user.id] = emptyAccount();
    // doc 1 §2.5: signup -> phone-notice, "a 6-digit code is sent".
    sendVerification(world, user, 'phone_number');
    syncLocation(world, user);
    return { access_token: startSession(world, user) };
  });

  implement(api, calls.sendVerificationCode, ({ input, user, world }) => ({
    attribute: input.attribute,
    destination: sendVerification(world, user, input.attribute),
  }));

  implement(api, calls.verifyAuthAttribute, ({ input, user, world }) => {
    const codes = userAreaSlice(world).verification[user.id] ?? {};
    const pending = codes[input.attribute];
    const answer = (result: 'SUCCESS' | 'INVALID_CODE' | 'EXPIRED_CODE' | 'TOO_MANY_REQUESTS') => ({
      attribute: input.attribute,
      result,
    });
    if (!pending) return answer('INVALID_CODE');
    switch (checkCode(world, pending, input.code, VERIFICATION_CODE_TTL_MS)) {
      case 'TOO_MANY':
        return answer('TOO_MANY_REQUESTS');
      case 'EXPIRED':
        delete codes[input.attribute];
        return answer('EXPIRED_CODE');
      case 'WRONG':
        return answer('INVALID_CODE');
      case 'OK':
        break;
    }
    delete codes[input.attribute];
    if (input.attribute === 'phone_number') {
      user.phone_verified = true;
      // doc 1 §2.5: confirm-mobile -> email-notice, which asks for "the code sent to the email".
      if (!user.email_verified) sendVerification(world, user, 'email');
    } else {
      user.email_verified = true;
    }
    syncLocation(world, user);
    return answer('SUCCESS');
  });

  implement(api, calls.updateAuthAttribute, ({ input, user, world, token, c }) => {
    if (input.email !== undefined) {
      const owner = userByEmail(world, input.email);
      if (owner && owner.id !== user.id) throw userCorrectable('An account with this email already exists.');
      if (input.email.toLowerCase() !== user.email.toLowerCase()) {
        user.email = input.email;
        user.email_verified = false;
      }
      syncLocation(world, user);
      return { attribute: 'email' as const, verification_required: !user.email_verified };
    }
    if (input.phone_number !== undefined) {
      // doc 2 §4: the new number is set as an auth attribute before it is verified.
      if (input.phone_number !== user.phone_number) {
        user.phone_number = input.phone_number;
        user.phone_verified = false;
      }
      syncLocation(world, user);
      return { attribute: 'phone_number' as const, verification_required: !user.phone_verified };
    }
    const { new_password: next = '', current_password: current = '' } = input;
    const attempt = attemptOf(c, user.email);
    assertNotThrottled(world, c, attempt);
    // 'Incorrect' keeps the generic toast away (doc 2 §8): the form shows its own message.
    if (current !== user.password) {
      recordFailure(world, attempt);
      throw new SandboxError(400, 'INCORRECT_PASSWORD', 'Incorrect current password');
    }
    recordSuccess(world, attempt);
    if (next === current) throw userCorrectable(passwordMessages.sameAsOld);
    assertStrongPassword(next);
    user.password = next;
    // Whoever else holds a token of this user (another device, a thief) is signed out.
    endSessionsOf(world, user.id, token);
    return { attribute: 'password' as const, verification_required: false };
  });
}
