import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../http/client';
import { isKeyOf, registerCache } from '../revalidate';
import { createSession, memoryStorage } from '../session';
import { callKey } from '../swr';
import { calls, userCalls } from './calls';
import { refreshWaldo, updateUserProfile } from './functions';
import { ApplicationQuery, BeneficiaryList, SignInResult, UserProfileChanges } from './schema';

/** A cache stand-in recording what mutations asked of it. */
function recordingCache() {
  const seen: { key: unknown; data: unknown }[] = [];
  const mutate = ((key: unknown, data?: unknown) => {
    seen.push({ key, data });
    return Promise.resolve(undefined);
  }) as ScopedMutator;
  registerCache(mutate);
  return seen;
}

function answering(body: unknown) {
  configureApiClient({
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    baseUrl: 'http://api.test/api',
    session: createSession(memoryStorage()),
    // ContractErrors are expected here: keep them out of the test output.
    reporter: () => ({ captureException: () => {} }),
  });
}

afterEach(() => {
  configureApiClient();
});

describe('the user calls', () => {
  it('have unique names and unique method + path pairs', () => {
    expect(new Set(userCalls.map((spec) => spec.name)).size).toBe(userCalls.length);
    expect(new Set(userCalls.map((spec) => `${spec.method} ${spec.path}`)).size).toBe(userCalls.length);
  });

  it('leave sign-in, 2FA, signup, recovery and the public flags open, and nothing else', () => {
    expect(userCalls.filter((spec) => !spec.auth).map((spec) => spec.name)).toEqual([
      'signIn',
      'verifySignInCode',
      'requestPasswordReset',
      'confirmPasswordReset',
      'signUp',
      'getPublicFeatureFlags',
    ]);
  });
});

describe('revalidation after mutations', () => {
  it('matches the SWR keys of the named calls only', () => {
    const names = new Set(['getUserProfile']);
    expect(isKeyOf(names, callKey(calls.getUserProfile, {}))).toBe(true);
    expect(isKeyOf(names, callKey(calls.getWaldo, {}))).toBe(false);
    expect(isKeyOf(names, 'getUserProfile')).toBe(false);
  });

  it('revalidates the profile in every registered cache after PATCH /user/profile succeeds', async () => {
    const seen = recordingCache();
    answering({});
    // The answer is not a profile: a ContractError, and nothing is revalidated.
    await expect(updateUserProfile({ city: 'Boston' })).rejects.toMatchObject({ name: 'ContractError' });
    expect(seen).toEqual([]);
    const profileResponse = {
      user: {
        first_name: 'A',
        middle_name: null,
        last_name: 'B',
        email: 'a@b.co',
        phone_number: '+16175550123',
        created_at: '2026-01-01T00:00:00.000Z',
        status: 'ACTIVE',
        cairn_account_id: 'C',
        min_tier: 3,
        tlh_enabled: false,
      },
      institution: null,
      kyc_profile: null,
      cognito_user: {
        sub: 's',
        email: 'a@b.co',
        phone_number: '+16175550123',
        email_verified: true,
        phone_number_verified: true,
      },
      roles: [],
      kyc_status: 'SUCCESS',
      user_verification_token: 't',
      tlh_enabled: false,
    };
    answering(profileResponse);
    await updateUserProfile({ city: 'Boston' });
    const matcher = seen[0]?.key as (key: unknown) => boolean;
    expect(matcher(callKey(calls.getUserProfile, {}))).toBe(true);
    expect(matcher(callKey(calls.getRequiresTutorial, {}))).toBe(false);
  });

  it('refreshWaldo puts the fresh location in the cache without refetching', async () => {
    const seen = recordingCache();
    const waldo = { location: 'REVIEW', permitted_locations: ['REVIEW'] };
    answering(waldo);
    expect(await refreshWaldo()).toEqual(waldo);
    expect(seen).toContainEqual({ key: callKey(calls.getWaldo, {}), data: waldo });
  });
});

describe('user schemas', () => {
  it('tells a sign-in challenge from a token by Result', () => {
    const challenge = SignInResult.parse({
      Result: 'CHALLENGE',
      ChallengeName: 'SMS_MFA',
      Session: 's',
      ChallengeParameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '(•••) •••-0101',
      },
      AuthenticationResult: null,
    });
    expect(challenge.Result).toBe('CHALLENGE');
    expect(SignInResult.safeParse({ Result: 'SUCCESS', ChallengeName: 'SMS_MFA' }).success).toBe(false);
  });

  it('reads query flags sent as strings', () => {
    expect(
      ApplicationQuery.parse({ include_sensitive: 'true', include_custodian_agreement: 'false' }),
    ).toEqual({
      include_sensitive: true,
      include_custodian_agreement: false,
    });
  });

  it('wants beneficiaries contingent first, each list totalling 100', () => {
    const primary = {
      beneficiary_type: 1 as const,
      subtype: 1 as const,
      name: 'Riley Morgan',
      allocation: 100,
    };
    const contingent = {
      beneficiary_type: 2 as const,
      subtype: 2 as const,
      name: 'Casey Morgan',
      allocation: 100,
    };
    expect(BeneficiaryList.safeParse([contingent, primary]).success).toBe(true);
    expect(BeneficiaryList.safeParse([primary, contingent]).success).toBe(false);
    expect(BeneficiaryList.safeParse([{ ...primary, allocation: 90 }]).success).toBe(false);
    expect(BeneficiaryList.safeParse([]).success).toBe(true);
  });

  it('takes only changed profile fields, at least one', () => {
    expect(UserProfileChanges.safeParse({}).success).toBe(false);
    expect(UserProfileChanges.safeParse({ zip_code: '02110' }).success).toBe(true);
    expect(UserProfileChanges.safeParse({ nickname: 'x' }).success).toBe(false);
  });
});
