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
import { hashPassword, tokenDigest, verifyPassword } from '../../core/secrets';
import {
  type Attempt,
  assertNotThrottled,
  attemptOf,
  recordFailure,
  recordRegistration,
  recordSuccess,
  registrationOf,
} from '../../core/throttle';
import {
  accountFor,
  addUser,
  endSession,
  endSessionsOf,
  type SandboxUser,
  setEmail,
  shownEmail,
  startSession,
  userByEmail,
  usersSlice,
} from '../../core/users';
import { opaqueToken, type World } from '../../core/world';
import {
  assertMaySend,
  assertStrongPassword,
  CHALLENGE_TTL_MS,
  checkCode,
  issueCode,
  maskEmail,
  RECOVERY_CODE_TTL_MS,
  sendVerification,
  tooManyTries,
  VERIFICATION_CODE_TTL_MS,
} from './codes';
import { syncLocation } from './onboarding';
import { accountOf, emptyAccount, userAreaSlice } from './state';

/**
 * Sign-in with SMS 2FA, sign-out, password recovery, signup, and the verification of the phone
 * number and email (doc 1 §4, §7, §8; doc 2 §7). Sign-in and 2FA errors answer 400 with the codes
 * the domain's messages know (INVALID_USERNAME_OR_PASSWORD, INCORRECT_CODE, TOO_MANY_TRIES,
 * SESSION_EXPIRED). INACTIVE users sign in: the apps reduce what they see (doc 2 §2); an account
 * its customer closed (POST /user/deactivate) does not: USER_DISABLED, once the password is right.
 *
 * Every password check (sign-in, signing up again with an existing email, the current password of
 * a change) is throttled per account and per client (core/throttle); a password change or reset
 * ends the user's other sessions. Codes are checked within a budget per account and purpose
 * (./codes: 429 TOO_MANY_TRIES past it) and their sends are limited. No answer tells whether an
 * email has an account: recovery answers alike, signup and email changes with a taken address go
 * on as with a free one (core/users setEmail), and unknown emails cost the same password work.
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

/** A right password: clears the account's failures when it is the email's own account. */
function passed(world: World, attempt: Attempt, user: SandboxUser): void {
  // An account that only claims the address must not wipe the failures of the address's owner.
  if (user.email.toLowerCase() === attempt.account) recordSuccess(world, attempt);
}

/** Registers the access calls. */
export function registerAuthCalls(api: ApiApp): void {
  implement(
    api,
    calls.signIn,
    ({ input, world, c }) => {
      const attempt = attemptOf(c, input.username);
      assertNotThrottled(world, c, attempt);
      const user = accountFor(world, input.username, input.password);
      if (!user) {
        recordFailure(world, attempt);
        throw new SandboxError(
          400,
          'INVALID_USERNAME_OR_PASSWORD',
          signInErrorMessages.INVALID_USERNAME_OR_PASSWORD,
        );
      }
      passed(world, attempt, user);
      if (user.deactivated_at !== undefined) {
        throw new SandboxError(400, 'USER_DISABLED', signInErrorMessages.USER_DISABLED);
      }
      if (!user.mfa) return signedIn(world, user);
      // Past the budget of wrong codes, or of codes sent, no new code goes out (429).
      assertMaySend(world, c, { purpose: 'sign-in', account: user.id });
      // A new challenge replaces the user's earlier ones: only the latest code counts.
      const challenges = userAreaSlice(world).challenges;
      for (const [key, challenge] of Object.entries(challenges)) {
        if (challenge.user_id === user.id) delete challenges[key];
      }
      const channel = input.use_mfa_fallback ? 'email' : 'sms';
      const session = opaqueToken();
      const pending = issueCode(world);
      challenges[tokenDigest(session)] = { ...pending, user_id: user.id, channel };
      // By email to the address the user last asked for: nothing goes to one claimed from another account.
      if (channel === 'sms' || user.claimed_email === undefined) {
        send(world, { to: channel === 'sms' ? user.phone_number : user.email, channel, code: pending.code });
      }
      return {
        Result: 'CHALLENGE' as const,
        ChallengeName: 'SMS_MFA' as const,
        Session: session,
        ChallengeParameters: {
          CODE_DELIVERY_DELIVERY_MEDIUM: channel === 'sms' ? ('SMS' as const) : ('EMAIL' as const),
          CODE_DELIVERY_DESTINATION:
            channel === 'sms' ? maskPhone(user.phone_number) : maskEmail(shownEmail(user)),
        },
        AuthenticationResult: null,
      };
    },
    { demoAllowed: true },
  );

  implement(
    api,
    calls.verifySignInCode,
    ({ input, world, c }) => {
      const challenges = userAreaSlice(world).challenges;
      const key = tokenDigest(input.session_token);
      const challenge = Object.hasOwn(challenges, key) ? challenges[key] : undefined;
      const user = challenge ? usersSlice(world).byId[challenge.user_id] : undefined;
      if (
        !challenge ||
        !user ||
        user.deactivated_at !== undefined ||
        user.email.toLowerCase() !== input.username.trim().toLowerCase()
      ) {
        throw new SandboxError(400, 'SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED);
      }
      const checked = checkCode(
        world,
        { purpose: 'sign-in', account: user.id },
        challenge,
        input.verification_code,
        CHALLENGE_TTL_MS,
      );
      if (typeof checked === 'object') throw tooManyTries(c, checked.locked);
      switch (checked) {
        case 'TOO_MANY':
          throw new SandboxError(400, 'TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES);
        case 'EXPIRED':
          delete challenges[key];
          throw new SandboxError(400, 'SESSION_EXPIRED', twoFactorMessages.SESSION_EXPIRED);
        case 'WRONG':
          throw new SandboxError(400, 'INCORRECT_CODE', twoFactorMessages.INCORRECT_CODE);
        case 'OK':
          delete challenges[key];
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

  implement(api, calls.requestPasswordReset, ({ input, world, c }) => {
    // Known and unknown emails alike: the same limit (keyed by the email as typed), the same
    // work (a code is made either way), the same answer. Only a known, open account gets the code.
    const account = input.email.trim().toLowerCase();
    assertMaySend(world, c, { purpose: 'reset', account });
    const pending = issueCode(world);
    const user = userByEmail(world, input.email);
    if (!user || user.deactivated_at !== undefined) return undefined;
    userAreaSlice(world).recovery[user.id] = pending;
    send(world, { to: user.email, channel: 'email', code: pending.code });
    return undefined;
  });

  implement(api, calls.confirmPasswordReset, ({ input, world, c }) => {
    assertStrongPassword(input.password);
    const user = userByEmail(world, input.email);
    const recovery = userAreaSlice(world).recovery;
    const pending = user && Object.hasOwn(recovery, user.id) ? recovery[user.id] : undefined;
    // The budget is the email's as typed: unknown emails run out of tries exactly like known ones.
    const budget = { purpose: 'reset' as const, account: input.email.trim().toLowerCase() };
    const checked = checkCode(world, budget, pending, input.code, RECOVERY_CODE_TTL_MS);
    if (typeof checked === 'object') throw tooManyTries(c, checked.locked);
    switch (checked) {
      case 'TOO_MANY':
        throw userCorrectable(twoFactorMessages.TOO_MANY_TRIES);
      case 'EXPIRED':
        if (user) delete recovery[user.id];
        throw userCorrectable(recoveryMessages.expiredCode);
      case 'WRONG':
        throw userCorrectable(recoveryMessages.invalidCode);
      case 'OK':
        break;
    }
    if (!user) throw userCorrectable(recoveryMessages.invalidCode);
    if (verifyPassword(user.password_hash, input.password)) throw userCorrectable(passwordMessages.sameAsOld);
    user.password_hash = hashPassword(input.password);
    delete recovery[user.id];
    endSessionsOf(world, user.id);
    return undefined;
  });

  implement(api, calls.signUp, ({ input, world, c }) => {
    // The password's rules first, for every email: a weak password answers alike for taken ones.
    assertStrongPassword(input.password);
    const attempt = attemptOf(c, input.email);
    const registration = registrationOf(attempt);
    assertNotThrottled(world, c, attempt);
    assertNotThrottled(world, c, registration);
    const existing = accountFor(world, input.email, input.password);
    if (existing) {
      // Signing up again with the same password resumes the signup: the profile is updated
      // instead of created (doc 1 §4).
      if (existing.deactivated_at !== undefined) {
        throw new SandboxError(400, 'USER_DISABLED', verificationMessages.USER_DISABLED);
      }
      if (accountOf(world, existing.id).submitted_at !== null) {
        throw userCorrectable('An account with this email already exists. Please log in.');
      }
      const phoneChanged = input.phone_number !== existing.phone_number;
      if (phoneChanged || !existing.phone_verified) {
        assertMaySend(world, c, { purpose: 'phone_number', account: existing.id }, false);
      }
      existing.first_name = input.first_name;
      existing.middle_name = input.middle_name?.trim() ? input.middle_name.trim() : null;
      existing.last_name = input.last_name;
      if (phoneChanged) {
        existing.phone_number = input.phone_number;
        existing.phone_verified = false;
      }
      if (existing.institution && input.legal_entity_name?.trim()) {
        existing.institution.entity_name = input.legal_entity_name.trim();
      }
      if (!existing.phone_verified) sendVerification(world, c, existing, 'phone_number');
      syncLocation(world, existing);
      return { access_token: startSession(world, existing) };
    }
    // doc 1 §8 INCORRECT_PASSWORD: an unfinished signup of this address whose email is not verified
    // yet is told to restart (the spec's flow). That says only that someone began a signup with an
    // address nobody has proven to own; a verified or finished account is never revealed (below).
    const owner = userByEmail(world, input.email);
    if (
      owner !== undefined &&
      !owner.email_verified &&
      owner.claimed_email === undefined &&
      owner.deactivated_at === undefined &&
      accountOf(world, owner.id).submitted_at === null
    ) {
      recordRegistration(world, registration);
      throw new SandboxError(400, 'INCORRECT_PASSWORD', verificationMessages.INCORRECT_PASSWORD);
    }
    // A new account, whether the email is free or taken (then it only claims the address: see
    // setEmail): counted against the email, so guessing an account's password by signing up is
    // limited like signing in (5 in 15 minutes), and alike for free and taken emails.
    recordRegistration(world, registration);
    const institution = input.account_type === 'INSTITUTION';
    const id = `user-${opaqueToken().slice(0, 16)}`;
    const taken = userByEmail(world, input.email) !== undefined;
    const user = addUser(world, {
      id,
      // A claimed address needs an email of its own that nobody can sign in with or reach.
      email: taken ? `${id}@claimed.invalid` : input.email.trim(),
      ...(taken ? { claimed_email: input.email.trim() } : {}),
      password_hash: hashPassword(input.password),
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
    sendVerification(world, c, user, 'phone_number');
    syncLocation(world, user);
    return { access_token: startSession(world, user) };
  });

  implement(api, calls.sendVerificationCode, ({ input, user, world, c }) => ({
    attribute: input.attribute,
    destination: sendVerification(world, c, user, input.attribute),
  }));

  implement(api, calls.verifyAuthAttribute, ({ input, user, world, c }) => {
    const codes = userAreaSlice(world).verification[user.id] ?? {};
    const pending = codes[input.attribute];
    const answer = (result: 'SUCCESS' | 'INVALID_CODE' | 'EXPIRED_CODE' | 'TOO_MANY_REQUESTS') => ({
      attribute: input.attribute,
      result,
    });
    const checked = checkCode(
      world,
      { purpose: input.attribute, account: user.id },
      pending,
      input.code,
      VERIFICATION_CODE_TTL_MS,
    );
    // Past the budget the call keeps its own answer (doc 1 §7: TOO_MANY_REQUESTS), with Retry-After.
    if (typeof checked === 'object') {
      c.header('Retry-After', String(checked.locked));
      return answer('TOO_MANY_REQUESTS');
    }
    switch (checked) {
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
    // An address claimed from another account never verifies (its code was never sent).
    if (input.attribute === 'email' && user.claimed_email !== undefined) return answer('INVALID_CODE');
    delete codes[input.attribute];
    if (input.attribute === 'phone_number') {
      user.phone_verified = true;
      // doc 1 §2.5: confirm-mobile -> email-notice, which asks for "the code sent to the email".
      if (!user.email_verified) sendVerification(world, c, user, 'email');
    } else {
      user.email_verified = true;
    }
    syncLocation(world, user);
    return answer('SUCCESS');
  });

  implement(api, calls.updateAuthAttribute, ({ input, user, world, token, c }) => {
    if (input.email !== undefined) {
      // A taken address answers as a free one does (core/users setEmail).
      setEmail(world, user, input.email);
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
    if (!verifyPassword(user.password_hash, current)) {
      recordFailure(world, attempt);
      throw new SandboxError(400, 'INCORRECT_PASSWORD', 'Incorrect current password');
    }
    recordSuccess(world, attempt);
    if (next === current) throw userCorrectable(passwordMessages.sameAsOld);
    assertStrongPassword(next);
    user.password_hash = hashPassword(next);
    // Whoever else holds a token of this user (another device, a thief) is signed out.
    endSessionsOf(world, user.id, token);
    return { attribute: 'password' as const, verification_required: false };
  });
}
