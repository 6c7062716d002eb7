/**
 * The route guards of doc 1 §2.3 (and doc 3 §2, §6 for the admin area) as pure functions: given
 * the onboarding location, the permitted locations, the path, the signed-in user and the stored
 * user type, allow the route or redirect elsewhere.
 */
import { canAccessCustomerRoute } from '../access/routes';
import { routePath } from '../apps/manifest';
import { ADMIN_ROLE } from '../constants';
import type { UserType } from './flow';
import {
  locationOfPage,
  normalizePath,
  ONBOARDING_PAGES,
  type OnboardingLocation,
  pageOfLocation,
} from './locations';

/** The signed-in user as the guards see it (from `GET /user/profile`). */
export interface GuardUser {
  /** `user.status`: ACTIVE or another value. */
  readonly status: string;
  /** `roles`, e.g. INSTITUTION_ADMIN, CAIRN_ADMIN. */
  readonly roles: readonly string[];
}

/** Everything a guard weighs. */
export interface GuardInput {
  /**
   * The current onboarding location (waldo). Re-read it before guarding onboarding routes
   * (doc 1 §2.2); for a signed-out visitor pass 'LOGIN'.
   */
  readonly location: OnboardingLocation;
  /** The waldo's permitted_locations. */
  readonly permittedLocations: readonly OnboardingLocation[];
  /** The path being opened; a query string, hash or trailing slash is ignored. */
  readonly path: string;
  /** The signed-in user, or `null` when signed out. */
  readonly user: GuardUser | null;
  /** The user type kept in local storage at self-identification, or `null`. */
  readonly storedUserType: UserType | null;
}

/** A guard's verdict. */
export type GuardResult = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const ALLOW: GuardResult = { kind: 'allow' };

function redirect(to: string): GuardResult {
  return { kind: 'redirect', to };
}

/** Where a guard sends users it turns away from an area they may not enter (doc 1 §2.1). */
export const FORBIDDEN_PATH = routePath('page-not-available');

const P = ONBOARDING_PAGES;

/**
 * The public area (/, /login, /2fa, /forgot-password, ..., doc 1 §2.3 rule 2): /forgot-password is
 * always allowed; a signed-out visitor is allowed; a signed-in user may stay on /login while the
 * location is LOGIN, and is otherwise sent to the page of the current location.
 */
export function publicAreaGuard(input: GuardInput): GuardResult {
  const path = normalizePath(input.path);
  if (path === routePath('forgot-password') || input.user === null) return ALLOW;
  if (input.location === 'LOGIN' && path === P.login) return ALLOW;
  return redirect(pageOfLocation(input.location));
}

/**
 * The signed-in customer area (doc 1 §2.3 rule 3, doc 2 §2): signed out or location LOGIN goes to
 * /login; any location other than DASHBOARD goes to /403; an inactive user opening a route reserved
 * to ACTIVE users goes to /dashboard (the spec does not say where; the dashboard is the one page
 * every status reaches and explains the deactivated account).
 */
export function signedInAreaGuard(input: GuardInput): GuardResult {
  if (input.user === null || input.location === 'LOGIN') return redirect(P.login);
  if (input.location !== 'DASHBOARD') return redirect(FORBIDDEN_PATH);
  if (!canAccessCustomerRoute(input.path, input.user.status)) return redirect(P.dashboard);
  return ALLOW;
}

/**
 * The onboarding area (doc 1 §2.3 rule 4, §2.1).
 *
 * Signed out: self-identification is allowed; signup is allowed when a user type is stored, else
 * it goes to self-identification; any other onboarding page goes to /login.
 *
 * Signed in: at DASHBOARD only /onboarding/complete is allowed and everything else goes to
 * /dashboard. Signup follows the stored-user-type rule above. Self-identification is allowed at
 * CONTACT_DETAILS only (so that signup without a stored type cannot bounce between the two pages);
 * pages of the current or a permitted location are allowed; anything else goes to the page of the
 * current location.
 */
export function onboardingAreaGuard(input: GuardInput): GuardResult {
  const path = normalizePath(input.path);
  const signedIn = input.user !== null;
  if (signedIn && input.location === 'DASHBOARD') {
    return path === P.complete ? ALLOW : redirect(P.dashboard);
  }
  if (path === P.selfIdentification) {
    return !signedIn || input.location === 'CONTACT_DETAILS'
      ? ALLOW
      : redirect(pageOfLocation(input.location));
  }
  if (path === P.signup) return input.storedUserType !== null ? ALLOW : redirect(P.selfIdentification);
  if (!signedIn) return redirect(P.login);
  const location = locationOfPage(path);
  const permitted =
    location === input.location || (location !== null && input.permittedLocations.includes(location));
  if (location !== null && location !== 'DASHBOARD' && permitted) return ALLOW;
  return redirect(pageOfLocation(input.location));
}

/**
 * The admin area (doc 1 §2.3 rule 1, doc 3 §2, §6): signed out goes to /login; location DASHBOARD,
 * status ACTIVE and role {@link ADMIN_ROLE} are all required, else /403.
 */
export function adminAreaGuard(input: GuardInput): GuardResult {
  if (input.user === null) return redirect(P.login);
  const { status, roles } = input.user;
  if (input.location === 'DASHBOARD' && status === 'ACTIVE' && roles.includes(ADMIN_ROLE)) return ALLOW;
  return redirect(FORBIDDEN_PATH);
}
