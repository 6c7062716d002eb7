import { twoFactorMessages } from '@cairn/domain';
import type { Context } from 'hono';
import { z } from 'zod';
import { SandboxError } from './contract';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS } from './serverLimits';
import { defineSlice, type World } from './world';

/**
 * Password guessing is throttled per account and per client: after SIGN_IN_FAILURE_LIMIT wrong
 * passwords within SIGN_IN_FAILURE_WINDOW_MS, every password check of that account, or from that
 * client, answers 429 TOO_MANY_TRIES ('Too many attempts. Please try again later.') until the
 * oldest failure leaves the window, even with the right password. Only failures count, so users
 * who sign in again and again are never slowed. Accounts are keyed by the email as typed
 * (normalised), whether or not it exists, so the answer never tells who has an account.
 */

/** Failure times (ms) by account email and by client address. */
interface ThrottleState {
  byAccount: Record<string, number[]>;
  byClient: Record<string, number[]>;
}

const Times = z.record(z.string(), z.array(z.number()));
const throttleSlice = defineSlice<ThrottleState>(
  'signin.throttle',
  () => ({ byAccount: {}, byClient: {} }),
  z.looseObject({ byAccount: Times, byClient: Times }),
);

/** Who is trying: the account's email and the client's address. */
export interface Attempt {
  readonly account: string;
  readonly client: string;
}

/**
 * The client's address: the socket's peer (the sandbox is reached directly; a forwarded-for header
 * would let any client pick its own key). In-process requests (tests) have none: 'local'.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** The attempt of a request for an email. */
export const attemptOf = (c: Context, email: string): Attempt => ({
  account: email.trim().toLowerCase(),
  client: clientAddress(c),
});

/** The failures still inside the window, pruning the older ones (and empty keys). */
function recent(times: Record<string, number[]>, key: string, now: number): number[] {
  const kept = (Object.hasOwn(times, key) ? (times[key] ?? []) : []).filter(
    (time) => time > now - SIGN_IN_FAILURE_WINDOW_MS,
  );
  if (kept.length === 0) delete times[key];
  else times[key] = kept;
  return kept;
}

/**
 * Refuses the attempt with 429 TOO_MANY_TRIES (and Retry-After, in seconds) while its account or
 * its client has SIGN_IN_FAILURE_LIMIT failures in the window.
 */
export function assertNotThrottled(world: World, c: Context, attempt: Attempt): void {
  const state = throttleSlice(world);
  const now = world.realNow().getTime();
  const blocking = [
    recent(state.byAccount, attempt.account, now),
    recent(state.byClient, attempt.client, now),
  ]
    .filter((times) => times.length >= SIGN_IN_FAILURE_LIMIT)
    .map((times) => (times[times.length - SIGN_IN_FAILURE_LIMIT] as number) + SIGN_IN_FAILURE_WINDOW_MS);
  if (blocking.length === 0) return;
  c.header('Retry-After', String(Math.max(1, Math.ceil((Math.max(...blocking) - now) / 1000))));
  throw new SandboxError(429, 'TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES);
}

/** Counts a wrong password against the account and the client. */
export function recordFailure(world: World, attempt: Attempt): void {
  const state = throttleSlice(world);
  const now = world.realNow().getTime();
  state.byAccount[attempt.account] = [...recent(state.byAccount, attempt.account, now), now];
  state.byClient[attempt.client] = [...recent(state.byClient, attempt.client, now), now];
  // Forget keys whose failures have all left the window, so the state stays small.
  for (const times of [state.byAccount, state.byClient]) {
    for (const key of Object.keys(times)) recent(times, key, now);
  }
}

/**
 * The attempt of a signup as registrations count it: its own key per email (new accounts for one
 * email, free or taken, are limited like wrong passwords) beside the client's.
 */
export const registrationOf = (attempt: Attempt): Attempt => ({
  account: `signup:${attempt.account}`,
  client: attempt.client,
});

/** Counts a registration (see {@link registrationOf}) against its email only, never the client. */
export function recordRegistration(world: World, registration: Attempt): void {
  const state = throttleSlice(world);
  const now = world.realNow().getTime();
  state.byAccount[registration.account] = [...recent(state.byAccount, registration.account, now), now];
}

/** A right password clears the account's failures (not the client's: one client may try many). */
export function recordSuccess(world: World, attempt: Attempt): void {
  delete throttleSlice(world).byAccount[attempt.account];
}
