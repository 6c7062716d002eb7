/**
 * Which account may make which change through the API (issue 28): the server-side twin of the
 * apps' route guards and navigation gating. The apps hide these actions from accounts that may not
 * take them; the API refuses them too, with a `{ code, message }` the apps show (code
 * USER_CORRECTABLE, status 403). The verdicts reuse the guards of doc 1 §2.3 and the KYC rule of
 * doc 2 §5, §6 rather than spelling them again.
 */

import { routePath } from '../apps/manifest';
import { USER_CORRECTABLE } from '../errors/policy';
import type { UserType } from '../onboarding/flow';
import { type GuardInput, onboardingAreaGuard, signedInAreaGuard } from '../onboarding/guards';
import { type OnboardingLocation, pageOfLocation } from '../onboarding/locations';
import { canTransfer } from './nav';

/**
 * The rule an operation follows:
 * - `verified`: money moves or the investment changes (transfers, sending addresses, portfolio,
 *   TLH): location DASHBOARD, status ACTIVE and KYC approved;
 * - `active`: an account change of the customer app (cost basis, deactivation): location
 *   DASHBOARD and status ACTIVE;
 * - `onboarding`: a step of the application: the user's current or a permitted location is one of
 *   `locations` (`'any'`: any location before DASHBOARD), as the onboarding guard lets the page of
 *   that location open; `atDashboard` says which rule applies once the application is submitted
 *   (beneficiaries and TLH are changed in onboarding and in the customer app; a second submit is
 *   answered as the first).
 */
export type OperationRule =
  | { readonly kind: 'verified' }
  | { readonly kind: 'active' }
  | {
      readonly kind: 'onboarding';
      readonly locations: 'any' | readonly [OnboardingLocation, ...OnboardingLocation[]];
      /** What applies once the application is submitted (DASHBOARD): nothing is allowed when absent. */
      readonly atDashboard?: 'active' | 'verified';
    };

/** The account facts a verdict weighs (the server's user record and its waldo). */
export interface AccountFacts {
  readonly location: OnboardingLocation;
  /** The waldo's permitted_locations. */
  readonly permittedLocations: readonly OnboardingLocation[];
  /** `user.status`: ACTIVE or another value. */
  readonly status: string;
  /** `kyc_status`: SUCCESS when approved. */
  readonly kycStatus: string | null;
  readonly roles: readonly string[];
  /** INDIVIDUAL or INSTITUTION: the server knows it (the apps keep it in local storage at self-identification). */
  readonly accountType: UserType;
}

/** The refusal messages (project wording: the spec gives none; none contains 'disabled' or 'Incorrect', which the error policy keeps silent). */
export const operationRefusalMessages = {
  /** The account is not ACTIVE (deactivated). */
  inactive: 'Your account is deactivated, so it can no longer make this change.',
  /** Onboarding is not finished (location before DASHBOARD). */
  onboardingUnfinished: 'Finish your account application first: this is available once your account is open.',
  /** KYC is not approved yet. */
  kycPending:
    'Your identity verification (KYC) is not approved yet: transfers and investment changes open once it is.',
  /** An onboarding step the user is not at (or the application is already submitted). */
  wrongStep:
    'This step of your application is not open right now. Reload the page to continue where you left off.',
  /** The application is submitted: onboarding steps are closed. */
  submitted: 'Your application is already submitted, so this step can no longer be changed.',
} as const;

/** The code of every refusal: the apps show its message (doc 3 §3). */
export const OPERATION_REFUSAL_CODE = USER_CORRECTABLE;
/** The HTTP status of every refusal. */
export const OPERATION_REFUSAL_STATUS = 403;

/** A verdict: allowed, or refused with the message the user reads. */
export type OperationVerdict =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'refuse';
      readonly message: (typeof operationRefusalMessages)[keyof typeof operationRefusalMessages];
    };

const ALLOW: OperationVerdict = { kind: 'allow' };
const refuse = (message: keyof typeof operationRefusalMessages): OperationVerdict => ({
  kind: 'refuse',
  message: operationRefusalMessages[message],
});

const guardInput = (facts: AccountFacts, path: string): GuardInput => ({
  location: facts.location,
  permittedLocations: facts.permittedLocations,
  path,
  user: { status: facts.status, roles: facts.roles },
  storedUserType: facts.accountType,
});

/** Dashboard and ACTIVE: the customer area's guard on a route only ACTIVE users reach. */
function activeVerdict(facts: AccountFacts): OperationVerdict {
  if (facts.location !== 'DASHBOARD') return refuse('onboardingUnfinished');
  if (signedInAreaGuard(guardInput(facts, routePath('portfolio'))).kind !== 'allow')
    return refuse('inactive');
  return ALLOW;
}

/** Dashboard, ACTIVE and KYC approved (doc 2 §5, §6: transfers only once KYC is approved). */
function verifiedVerdict(facts: AccountFacts): OperationVerdict {
  const active = activeVerdict(facts);
  if (active.kind === 'refuse') return active;
  return canTransfer(facts.kycStatus) ? ALLOW : refuse('kycPending');
}

/** Whether the onboarding guard opens the page of `location` for this account. */
const opensStep = (facts: AccountFacts, location: OnboardingLocation) =>
  location !== 'DASHBOARD' &&
  onboardingAreaGuard(guardInput(facts, pageOfLocation(location))).kind === 'allow';

/** Whether an account may make a change that follows `rule`. */
export function operationVerdict(rule: OperationRule, facts: AccountFacts): OperationVerdict {
  switch (rule.kind) {
    case 'verified':
      return verifiedVerdict(facts);
    case 'active':
      return activeVerdict(facts);
    case 'onboarding': {
      if (facts.location === 'DASHBOARD') {
        if (rule.atDashboard === 'verified') return verifiedVerdict(facts);
        if (rule.atDashboard === 'active') return activeVerdict(facts);
        return refuse('submitted');
      }
      const steps = rule.locations === 'any' ? [facts.location] : rule.locations;
      return steps.some((step) => opensStep(facts, step)) ? ALLOW : refuse('wrongStep');
    }
  }
}

/** One line saying who may make a change of `rule`: the 403 answer's description in the OpenAPI document. */
export function describeOperationRule(rule: OperationRule): string {
  const refusal = `refused with 403 \`{ code: "${OPERATION_REFUSAL_CODE}", message }\``;
  switch (rule.kind) {
    case 'verified':
      return `Only an account at onboarding location DASHBOARD, with status ACTIVE and KYC approved (kyc_status SUCCESS); otherwise ${refusal}`;
    case 'active':
      return `Only an account at onboarding location DASHBOARD with status ACTIVE; otherwise ${refusal}`;
    case 'onboarding': {
      const where =
        rule.locations === 'any'
          ? 'any onboarding location before DASHBOARD'
          : `onboarding location ${rule.locations.join(' or ')} (current or permitted)`;
      const active =
        rule.atDashboard === 'verified'
          ? ', or an account at DASHBOARD with status ACTIVE and KYC approved'
          : rule.atDashboard === 'active'
            ? ', or an ACTIVE account at DASHBOARD'
            : '';
      return `Only an account at ${where}${active}; otherwise ${refusal}`;
    }
  }
}
