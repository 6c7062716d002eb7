import { maskPhone, passwordSchema, twoFactorMessages } from '@cairn/domain';
import type { Context } from 'hono';
import { z } from 'zod';
import { SandboxError, userCorrectable } from '../../core/contract';
import { send } from '../../core/outbox';
import { type SandboxUser, shownEmail } from '../../core/users';
import { defineSlice, verificationCode, type World } from '../../core/world';
import { type PendingCode, userAreaSlice } from './state';

/**
 * The codes the user area sends (phone and email verification, 2FA, password recovery): random
 * 6-digit codes delivered only to the outbox (never in a response), each with a lifetime and a
 * limit of wrong tries.
 */

/** A phone or email verification code lives 10 minutes. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
/** A 2FA code lives 3 minutes (then SESSION_EXPIRED). */
export const CHALLENGE_TTL_MS = 3 * 60 * 1000;
/** A password recovery code lives an hour. */
export const RECOVERY_CODE_TTL_MS = 60 * 60 * 1000;
/** After this many wrong codes the code is dead (TOO_MANY_TRIES / TOO_MANY_REQUESTS). */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The budget of wrong codes of one account and purpose: CODE_TRY_LIMIT wrong codes within
 * CODE_TRY_WINDOW_MS, over every code sent for that purpose (a resend or a new sign-in gives a new
 * code, never new tries). Past it every check of that purpose is refused, even the right code,
 * until the oldest of those tries leaves the window: guessing a 6-digit code then takes 120 tries
 * a day at most.
 */
export const CODE_TRY_LIMIT = MAX_CODE_ATTEMPTS;
export const CODE_TRY_WINDOW_MS = 60 * 60 * 1000;
/** Codes sent for one account and purpose: at most CODE_SEND_LIMIT within CODE_SEND_WINDOW_MS. */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;

/**
 * What a code is for. Each has its own budget per account: the account is the user's id, or for
 * password recovery the email as typed (normalised), so unknown emails are limited exactly like
 * known ones and the answers never tell them apart.
 */
export type CodePurpose = 'sign-in' | 'reset' | 'phone_number' | 'email';

/** One account's budget of one purpose. */
export interface CodeBudget {
  readonly purpose: CodePurpose;
  readonly account: string;
}

const Times = z.record(z.string(), z.array(z.number()));

/** Wrong-code and send times (ms, base clock) by `purpose:account`. */
const budgetSlice = defineSlice(
  'codes.budget',
  () => ({ wrong: {} as Record<string, number[]>, sent: {} as Record<string, number[]> }),
  z.looseObject({ wrong: Times, sent: Times }),
);

const keyOf = (budget: CodeBudget) => `${budget.purpose}:${budget.account}`;

/** The times of `key` still inside `windowMs`, pruning older ones (and, with them, all old keys). */
function recentTimes(times: Record<string, number[]>, key: string, now: number, windowMs: number): number[] {
  for (const other of Object.keys(times)) {
    const kept = (times[other] ?? []).filter((time) => time > now - windowMs);
    if (kept.length === 0) delete times[other];
    else times[other] = kept;
  }
  return Object.hasOwn(times, key) ? (times[key] ?? []) : [];
}

/** Seconds until `times` falls under `limit` in the window, or undefined when it is under already. */
function waitOf(times: number[], limit: number, windowMs: number, now: number): number | undefined {
  if (times.length < limit) return undefined;
  const freed = (times[times.length - limit] as number) + windowMs;
  return Math.max(1, Math.ceil((freed - now) / 1000));
}

/** Seconds until the budget allows a check again, or undefined when it allows one now. */
export function lockedFor(world: World, budget: CodeBudget): number | undefined {
  const now = world.realNow().getTime();
  const wrong = recentTimes(budgetSlice(world).wrong, keyOf(budget), now, CODE_TRY_WINDOW_MS);
  return waitOf(wrong, CODE_TRY_LIMIT, CODE_TRY_WINDOW_MS, now);
}

/** 429 TOO_MANY_TRIES ('Too many attempts. Please try again later.') with Retry-After. */
export function tooManyTries(c: Context, seconds: number): SandboxError {
  c.header('Retry-After', String(seconds));
  return new SandboxError(429, 'TOO_MANY_TRIES', twoFactorMessages.TOO_MANY_TRIES);
}

/**
 * Refuses to send a code (429 TOO_MANY_TRIES with Retry-After) while the budget's checks are
 * refused or CODE_SEND_LIMIT codes went out in the window; else counts this send (unless `count`
 * is false: a check before a change that sends later).
 */
export function assertMaySend(world: World, c: Context, budget: CodeBudget, count = true): void {
  const locked = lockedFor(world, budget);
  if (locked !== undefined) throw tooManyTries(c, locked);
  const now = world.realNow().getTime();
  const sent = budgetSlice(world).sent;
  const times = recentTimes(sent, keyOf(budget), now, CODE_SEND_WINDOW_MS);
  const wait = waitOf(times, CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS, now);
  if (wait !== undefined) throw tooManyTries(c, wait);
  if (count) sent[keyOf(budget)] = [...times, now];
}

/** Counts a wrong code against the budget. */
function recordWrong(world: World, budget: CodeBudget): void {
  const now = world.realNow().getTime();
  const wrong = budgetSlice(world).wrong;
  wrong[keyOf(budget)] = [...recentTimes(wrong, keyOf(budget), now, CODE_TRY_WINDOW_MS), now];
}

/** A fresh code, not yet sent. */
export function issueCode(world: World): PendingCode {
  return { code: verificationCode(), sent_at: world.realNow().toISOString(), attempts: 0 };
}

/** How a typed code compares with the one sent (LOCKED: the budget refuses checks for a while). */
export type CodeCheck = 'OK' | 'WRONG' | 'EXPIRED' | 'TOO_MANY' | { locked: number };

/**
 * Checks a typed code against the pending one (none: every code is wrong) within the account's
 * budget: while the budget refuses checks, `{ locked: seconds }` (even for the right code); after
 * {@link MAX_CODE_ATTEMPTS} wrong tries of one code it is TOO_MANY; an old code is EXPIRED; a
 * wrong one counts a try against the code and the budget. The right code clears the budget and
 * the purpose's send count.
 */
export function checkCode(
  world: World,
  budget: CodeBudget,
  pending: PendingCode | undefined,
  typed: string,
  ttlMs: number,
): CodeCheck {
  const locked = lockedFor(world, budget);
  if (locked !== undefined) return { locked };
  if (pending && pending.attempts >= MAX_CODE_ATTEMPTS) return 'TOO_MANY';
  if (pending && world.realNow().getTime() - Date.parse(pending.sent_at) > ttlMs) return 'EXPIRED';
  // Compared whole, in constant time for codes of one length (they are all 6 digits).
  if (!pending || !sameCode(typed, pending.code)) {
    if (pending) pending.attempts += 1;
    recordWrong(world, budget);
    return 'WRONG';
  }
  delete budgetSlice(world).wrong[keyOf(budget)];
  // The sends too: the limit stops codes sent and never used (a flood of texts to someone else's
  // number), not an owner who completes each sign-in with its code.
  delete budgetSlice(world).sent[keyOf(budget)];
  return 'OK';
}

/** Whether two codes are equal, comparing every character. */
function sameCode(typed: string, code: string): boolean {
  let difference = typed.length ^ code.length;
  for (let index = 0; index < code.length; index += 1) {
    difference |= (typed.charCodeAt(index) || 0) ^ code.charCodeAt(index);
  }
  return difference === 0;
}

/** An email with its local part hidden but the first letter: 'i•••••••@cairn.example'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email[0]}${'•'.repeat(Math.max(at - 1, 1))}${email.slice(at)}`;
}

/** Where a verification code for `attribute` goes, and how the answer names it. */
function destinationOf(user: SandboxUser, attribute: 'phone_number' | 'email') {
  return attribute === 'phone_number'
    ? { to: user.phone_number, channel: 'sms' as const, shown: maskPhone(user.phone_number) }
    : { to: user.email, channel: 'email' as const, shown: shownEmail(user) };
}

/**
 * Sends a verification code for the phone number or the email to the outbox; a new code replaces
 * the previous one. Returns the destination as the answer shows it. Refused (429) past the send
 * limit or while the attribute's checks are refused ({@link assertMaySend}).
 */
export function sendVerification(
  world: World,
  c: Context,
  user: SandboxUser,
  attribute: 'phone_number' | 'email',
): string {
  assertMaySend(world, c, { purpose: attribute, account: user.id });
  const pending = issueCode(world);
  const verification = userAreaSlice(world).verification;
  verification[user.id] = { ...verification[user.id], [attribute]: pending };
  const destination = destinationOf(user, attribute);
  // An address of another account gets nothing: its owner did not ask (see setEmail).
  const claimed = attribute === 'email' && user.claimed_email !== undefined;
  if (!claimed) send(world, { to: destination.to, channel: destination.channel, code: pending.code });
  return destination.shown;
}

/** Refuses a password the rules of doc 1 §5 refuse, with the domain's message for the first broken rule. */
export function assertStrongPassword(password: string): void {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw userCorrectable(checked.error.issues[0]?.message ?? 'Password is required');
}
