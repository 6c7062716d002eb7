/**
 * SWR hooks of the user reads, with the cache policy of the spec: the profile is fresh for 3
 * minutes (doc 2 §7); everything else follows the global default (never stale, no retries, no
 * refetch on focus) and is refreshed by the mutations that change it. The onboarding location is
 * re-read before each navigation with `refreshWaldo()`.
 */

import type { SWRResponse } from 'swr';
import { PROFILE_CACHE_MS } from '../cacheTimes';
import type { CallInput, CallOutput, CallSpec } from '../http/call';
import { type CallRef, lazyCalls } from '../http/lazy';
import { type CachePolicy, useCall } from '../swr';
import type { calls as specs } from './calls';

// The specs (and zod) load with the first call sent: the reads of every app's shell stay out of its first paint.
const calls = lazyCalls<typeof specs>(() => import('./calls').then((module) => module.calls));

function useUserCall<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C> | null,
  policy: CachePolicy = {},
): SWRResponse<CallOutput<C>> {
  return useCall(spec, input, policy);
}

/** Whether a hook reads now; `false` waits (a dependent read). */
type Enabled = boolean;

/** GET /user/profile, fresh for 3 minutes. */
export function useUserProfile(enabled: Enabled = true) {
  return useUserCall(calls.getUserProfile, enabled ? {} : null, { staleTime: PROFILE_CACHE_MS });
}

/** GET /user/status. */
export function useUserStatus(enabled: Enabled = true) {
  return useUserCall(calls.getUserStatus, enabled ? {} : null);
}

/** GET /user/requires-tutorial. */
export function useRequiresTutorial(enabled: Enabled = true) {
  return useUserCall(calls.getRequiresTutorial, enabled ? {} : null);
}

/** GET /account/waldo (refreshed before each onboarding navigation by `refreshWaldo()`). */
export function useWaldo(enabled: Enabled = true) {
  return useUserCall(calls.getWaldo, enabled ? {} : null);
}

/** GET /account/application with its include flags; `null` waits. */
export function useApplication(query: CallInput<typeof specs.getApplication> | null = {}) {
  return useUserCall(calls.getApplication, query);
}

/** GET /account/beneficiaries. */
export function useBeneficiaries(enabled: Enabled = true) {
  return useUserCall(calls.getBeneficiaries, enabled ? {} : null);
}

/** GET /user/onboarding-options/financial-information. */
export function useFinancialInformationOptions(enabled: Enabled = true) {
  return useUserCall(calls.getFinancialInformationOptions, enabled ? {} : null);
}

/** GET /user/onboarding/institution/options. */
export function useInstitutionOptions(enabled: Enabled = true) {
  return useUserCall(calls.getInstitutionOptions, enabled ? {} : null);
}

/** GET /user/investor-profile (retail). */
export function useInvestorProfile(enabled: Enabled = true) {
  return useUserCall(calls.getInvestorProfile, enabled ? {} : null);
}

/** GET /user/institution/investor-profile. */
export function useInstitutionInvestorProfile(enabled: Enabled = true) {
  return useUserCall(calls.getInstitutionInvestorProfile, enabled ? {} : null);
}

/** GET /user/recommended-portfolio. */
export function useRecommendedPortfolio(enabled: Enabled = true) {
  return useUserCall(calls.getRecommendedPortfolio, enabled ? {} : null);
}

/** GET /portfolio/product/{type}/fees (`all` by default); `null` waits. */
export function useProductFees(input: CallInput<typeof specs.getProductFees> | null = { type: 'all' }) {
  return useUserCall(calls.getProductFees, input);
}

/** GET /backend/feature-flags, optionally for an auth manager username; `null` waits. */
export function useFeatureFlags(query: CallInput<typeof specs.getFeatureFlags> | null = {}) {
  return useUserCall(calls.getFeatureFlags, query);
}

/** GET /backend/feature-flags/public (signed out); `null` waits. */
export function usePublicFeatureFlags(query: CallInput<typeof specs.getPublicFeatureFlags> | null = {}) {
  return useUserCall(calls.getPublicFeatureFlags, query);
}
