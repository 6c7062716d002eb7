import type { CallSpec } from '@cairn/api-client';
import {
  type AccountFacts,
  locationOfPage,
  nextPage,
  ONBOARDING_PAGES,
  type OnboardingLocation,
  OPERATION_REFUSAL_CODE,
  type OperationVerdict,
  operationVerdict,
} from '@cairn/domain';
import { type SandboxUser, tlhFlagFor } from './users';
import type { World } from './world';

/**
 * The locations a user may open (the waldo's permitted_locations, doc 1 §2.3): every location of
 * the user's flow (the domain's `nextPage`, with the user's type and TLH flag) up to the current
 * one; at DASHBOARD only DASHBOARD. The user area computes the same list from the application.
 */
export function permittedLocationsOf(world: World, user: SandboxUser): OnboardingLocation[] {
  if (user.location === 'DASHBOARD') return ['DASHBOARD'];
  const options = { userType: user.account_type, tlhFlag: tlhFlagFor(world, user) };
  const permitted: OnboardingLocation[] = [];
  for (
    let page = nextPage(ONBOARDING_PAGES.selfIdentification, options);
    page !== null;
    page = nextPage(page, options)
  ) {
    const location = locationOfPage(page);
    if (location === null || permitted.includes(location)) continue;
    permitted.push(location);
    if (location === user.location) break;
  }
  return permitted;
}

/** What the domain's operation rules weigh of a sandbox user. */
export function accountFactsOf(world: World, user: SandboxUser): AccountFacts {
  return {
    location: user.location,
    permittedLocations: permittedLocationsOf(world, user),
    status: user.status,
    kycStatus: user.kyc_status,
    roles: user.roles,
    accountType: user.account_type,
  };
}

/** Whether a user may make the call (issue 28): the rule its spec declares, else allowed. */
export function accessVerdict(world: World, spec: CallSpec, user: SandboxUser): OperationVerdict {
  if (!spec.access) return { kind: 'allow' };
  return operationVerdict(spec.access, accountFactsOf(world, user));
}

/** The refusal's body code (USER_CORRECTABLE: the apps show the message). */
export const ACCESS_REFUSAL_CODE = OPERATION_REFUSAL_CODE;
