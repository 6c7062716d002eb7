/**
 * The typed functions of the user calls, sent with the shared client (`apiClient()`). Mutations
 * revalidate the reads they change; sign-in, signup and 2FA return the token for the app to store
 * (`apiClient().session.setToken`), and sign-out and restart leave ending the session to the app's
 * logout flow, which also clears the cache.
 */
import { bindCall } from '../http/client';
import { lazyCalls } from '../http/lazy';
import { bindMutation, setCachedData } from '../revalidate';
import type { calls as specs } from './calls';

// The specs (and zod) load with the first call sent: the reads of every app's shell stay out of its first paint.
const calls = lazyCalls<typeof specs>(() => import('./calls').then((module) => module.calls));

import type { Waldo } from './schema';

// ── Sign-in, recovery, signup ────────────────────────────────────────────────────────────────

/** POST /user/authentication: an SMS_MFA challenge or the access token. */
export const signIn = bindCall(calls.signIn);
/** PUT /user/authentication: the 2FA code for the challenge's session. */
export const verifySignInCode = bindCall(calls.verifySignInCode);
/** DELETE /user/authentication. */
export const signOut = bindCall(calls.signOut);
/** POST /user/profile/password-reset. */
export const requestPasswordReset = bindCall(calls.requestPasswordReset);
/** POST /user/profile/password-reset/confirm. */
export const confirmPasswordReset = bindCall(calls.confirmPasswordReset);
/** POST /user/signup: the new user's access token. */
export const signUp = bindCall(calls.signUp);

// ── Reads ────────────────────────────────────────────────────────────────────────────────────

/** GET /user/status. */
export const getUserStatus = bindCall(calls.getUserStatus);
/** GET /user/profile. */
export const getUserProfile = bindCall(calls.getUserProfile);
/** GET /user/requires-tutorial. */
export const getRequiresTutorial = bindCall(calls.getRequiresTutorial);
/** GET /account/waldo. Before an onboarding navigation use {@link refreshWaldo}, which also caches it. */
export const getWaldo = bindCall(calls.getWaldo);
/** GET /account/application. */
export const getApplication = bindCall(calls.getApplication);
/** GET /account/beneficiaries. */
export const getBeneficiaries = bindCall(calls.getBeneficiaries);
/** GET /user/onboarding-options/financial-information. */
export const getFinancialInformationOptions = bindCall(calls.getFinancialInformationOptions);
/** GET /user/onboarding/institution/options. */
export const getInstitutionOptions = bindCall(calls.getInstitutionOptions);
/** GET /user/investor-profile. */
export const getInvestorProfile = bindCall(calls.getInvestorProfile);
/** GET /user/institution/investor-profile. */
export const getInstitutionInvestorProfile = bindCall(calls.getInstitutionInvestorProfile);
/** GET /user/recommended-portfolio. */
export const getRecommendedPortfolio = bindCall(calls.getRecommendedPortfolio);
/** GET /portfolio/product/{type}/fees. */
export const getProductFees = bindCall(calls.getProductFees);
/** GET /backend/feature-flags. */
export const getFeatureFlags = bindCall(calls.getFeatureFlags);
/** GET /backend/feature-flags/public: no sign-in needed. */
export const getPublicFeatureFlags = bindCall(calls.getPublicFeatureFlags);

/**
 * Re-reads the onboarding location and puts it in the cache: called before each onboarding
 * navigation (doc 1 §2.2), so guards and pages agree with the server.
 */
export async function refreshWaldo(): Promise<Waldo> {
  const waldo = await getWaldo({});
  await setCachedData(calls.getWaldo, {}, waldo);
  return waldo;
}

// ── Mutations (each revalidates what it changes) ─────────────────────────────────────────────

/** POST /user/profile/auth-attribute/verification-code. */
export const sendVerificationCode = bindCall(calls.sendVerificationCode);
/** POST /user/profile/auth-attribute/verify: on SUCCESS the profile, application and location change. */
export const verifyAuthAttribute = bindMutation(calls.verifyAuthAttribute, [
  calls.getUserProfile,
  calls.getApplication,
  calls.getWaldo,
]);
/** PATCH /user/profile/auth-attribute. */
export const updateAuthAttribute = bindMutation(calls.updateAuthAttribute, [
  calls.getUserProfile,
  calls.getApplication,
]);
/** PATCH /user/profile: refreshes the profile (doc 2 §7). */
export const updateUserProfile = bindMutation(calls.updateUserProfile, [
  calls.getUserProfile,
  calls.getApplication,
]);
/** PATCH /user/profile/tlh. */
export const updateTlh = bindMutation(calls.updateTlh, [
  calls.getUserProfile,
  calls.getApplication,
  calls.getWaldo,
]);
/** PATCH /user/requires-tutorial. */
export const updateRequiresTutorial = bindMutation(calls.updateRequiresTutorial, [calls.getRequiresTutorial]);
/** PUT /account/application. */
export const updateApplication = bindMutation(calls.updateApplication, [
  calls.getApplication,
  calls.getWaldo,
  calls.getUserProfile,
  calls.getBeneficiaries,
]);
/** POST /account/application/advisory-agreement. */
export const signAdvisoryAgreement = bindMutation(calls.signAdvisoryAgreement, [
  calls.getApplication,
  calls.getWaldo,
]);
/** POST /account/application/document (multipart; pass `{ onProgress }` for the slot's progress). */
export const uploadApplicationDocument = bindMutation(calls.uploadApplicationDocument, [
  calls.getApplication,
  calls.getWaldo,
]);
/** POST /account/application/submit. */
export const submitApplication = bindMutation(calls.submitApplication, [
  calls.getWaldo,
  calls.getApplication,
  calls.getUserProfile,
  calls.getUserStatus,
]);
/** DELETE /account/application (restart): the app then ends the session ('restart'). */
export const deleteApplication = bindCall(calls.deleteApplication);
/** PUT /account/beneficiaries. */
export const updateBeneficiaries = bindMutation(calls.updateBeneficiaries, [
  calls.getBeneficiaries,
  calls.getApplication,
  calls.getWaldo,
]);
/** POST /user/investor-profile. */
export const submitInvestorProfile = bindMutation(calls.submitInvestorProfile, [
  calls.getInvestorProfile,
  calls.getRecommendedPortfolio,
  calls.getApplication,
  calls.getWaldo,
]);
/** POST /user/institution/investor-profile. */
export const submitInstitutionInvestorProfile = bindMutation(calls.submitInstitutionInvestorProfile, [
  calls.getInstitutionInvestorProfile,
  calls.getRecommendedPortfolio,
  calls.getApplication,
  calls.getWaldo,
]);
