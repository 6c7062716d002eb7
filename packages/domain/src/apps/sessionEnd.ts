/**
 * Where the user goes when a session ends, and what of the session's client state survives it
 * (doc 1 §4, doc 3 §4).
 */
import type { SessionEndReason } from '../access/session';
import { ONBOARDING_PAGES } from '../onboarding/locations';
import { loginPathReturningTo } from './loginReturn';

/**
 * The page a session's end leads to, always by a full page load (nothing of the last user stays in
 * memory): a restart to self-identification (doc 1 §2.1, §4); a 401 to /login with the page to come
 * back to (doc 3 §2); any other end (logout, idle, deactivation) to /login.
 */
export function sessionEndDestination(reason: SessionEndReason, currentPath: string): string {
  if (reason === 'restart') return ONBOARDING_PAGES.selfIdentification;
  if (reason === 'unauthorized') return loginPathReturningTo(currentPath);
  return ONBOARDING_PAGES.login;
}

/**
 * Whether the client stores of the session (the pending portfolio and excluded-asset drafts) are
 * kept when it ends (doc 3 §4: "stored portfolio stores are preserved" on inactivity). A 401 (an
 * expired token) is kept the same way: the user did not choose to leave, and the stores are per
 * user, so the next person at the browser never sees them. An explicit logout, a restart and a
 * deactivation clear them.
 */
export function keepsSessionStores(reason: SessionEndReason): boolean {
  return reason === 'idle' || reason === 'unauthorized';
}
