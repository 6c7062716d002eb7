/**
 * The session's rules, all of them (doc 1 §2.6, §4, §8; doc 3 §4, §8): idle logout after 30
 * minutes with a warning a minute before (WCAG 2.2.1 Timing Adjustable: the user is warned and can
 * extend with a simple action), the logout confirmation, the notice a user reads after the session
 * ended, where its end leads and which client stores survive it. The token and its storage are the
 * API client's (`session.ts`); the idle timer and the logout wiring are the app shell's.
 */
import { loginPathReturningTo } from '../apps/loginReturn';
import { IDLE_TIMEOUT_MS, PRODUCT_NAME } from '../constants';
import { globalMessages } from '../errors/catalogue';
import { ONBOARDING_PAGES } from '../onboarding/locations';

/**
 * How long before the idle logout the warning shows: a minute, three times the 20 seconds WCAG
 * 2.2.1 asks for at least. The spec gives the timeout, not the warning; this is the project's.
 */
export const IDLE_WARNING_MS = 60 * 1000;

/** Where the idle timer stands. */
export type IdleState =
  | { readonly kind: 'active' }
  | { readonly kind: 'warning'; readonly secondsLeft: number }
  | { readonly kind: 'expired' };

/** The timings of {@link idleState}. */
export interface IdleTimings {
  /** Inactivity before logout. @default IDLE_TIMEOUT_MS (30 minutes) */
  readonly idleMs?: number;
  /** How long before the logout the warning shows. @default IDLE_WARNING_MS (60 s) */
  readonly warningMs?: number;
}

/**
 * Where the idle timer stands `now` (epoch ms) after the last activity at `lastActivity` (epoch
 * ms): active, warning (with whole seconds left, rounded up), or expired once the idle time has
 * fully passed.
 */
export function idleState(lastActivity: number, now: number, timings: IdleTimings = {}): IdleState {
  const idleMs = timings.idleMs ?? IDLE_TIMEOUT_MS;
  const warningMs = Math.min(timings.warningMs ?? IDLE_WARNING_MS, idleMs);
  const left = lastActivity + idleMs - now;
  if (left <= 0) return { kind: 'expired' };
  if (left <= warningMs) return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'active' };
}

/**
 * The idle warning's texts. The spec gives only the logout toast; the dialog's wording is the
 * project's ('Stay signed in' is the simple action WCAG 2.2.1 asks for).
 */
export const idleWarningMessages = {
  title: 'Are you still there?',
  message: (secondsLeft: number): string =>
    `For your security you will be logged out in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} because of inactivity.`,
  stay: 'Stay signed in',
  logOut: 'Log Out',
} as const;

/**
 * The logout confirmation (doc 1 §2.6): 'Are you sure?' with Yes, Log Out / No, Cancel. The spec
 * gives no body text: the message is the project's.
 */
export const logoutDialogMessages = {
  title: 'Are you sure?',
  message: `You will be logged out of ${PRODUCT_NAME}.`,
  confirm: 'Yes, Log Out',
  cancel: 'No, Cancel',
} as const;

/** Why a session ended, as the API client names it. */
export type SessionEndReason = 'unauthorized' | 'user' | 'idle' | 'deactivated' | 'restart';

/**
 * What the user reads after the session ended (doc 1 §4, §8): 'Your session expired due to
 * inactivity.' after the idle logout, nothing otherwise (a 401 or a chosen logout explains itself).
 */
export function sessionEndNotice(reason: SessionEndReason): string | null {
  return reason === 'idle' ? globalMessages.sessionExpired : null;
}

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
