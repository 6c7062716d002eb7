import { maskPhone, passwordSchema } from '@cairn/domain';
import { userCorrectable } from '../../core/contract';
import { send } from '../../core/outbox';
import type { SandboxUser } from '../../core/users';
import { verificationCode, type World } from '../../core/world';
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

/** A fresh code, not yet sent. */
export function issueCode(world: World): PendingCode {
  return { code: verificationCode(), sent_at: world.realNow().toISOString(), attempts: 0 };
}

/** How a typed code compares with the one sent. */
export type CodeCheck = 'OK' | 'WRONG' | 'EXPIRED' | 'TOO_MANY';

/**
 * Checks a typed code: after {@link MAX_CODE_ATTEMPTS} wrong tries every try is TOO_MANY (even
 * the right code); an old code is EXPIRED; a wrong one counts a try.
 */
export function checkCode(world: World, pending: PendingCode, typed: string, ttlMs: number): CodeCheck {
  if (pending.attempts >= MAX_CODE_ATTEMPTS) return 'TOO_MANY';
  if (world.realNow().getTime() - Date.parse(pending.sent_at) > ttlMs) return 'EXPIRED';
  if (typed !== pending.code) {
    pending.attempts += 1;
    return 'WRONG';
  }
  return 'OK';
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
    : { to: user.email, channel: 'email' as const, shown: user.email };
}

/**
 * Sends a verification code for the phone number or the email to the outbox; a new code replaces
 * the previous one. Returns the destination as the answer shows it.
 */
export function sendVerification(
  world: World,
  user: SandboxUser,
  attribute: 'phone_number' | 'email',
): string {
  const pending = issueCode(world);
  const verification = userAreaSlice(world).verification;
  verification[user.id] = { ...verification[user.id], [attribute]: pending };
  const destination = destinationOf(user, attribute);
  send(world, { to: destination.to, channel: destination.channel, code: pending.code });
  return destination.shown;
}

/** Refuses a password the rules of doc 1 §5 refuse, with the domain's message for the first broken rule. */
export function assertStrongPassword(password: string): void {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw userCorrectable(checked.error.issues[0]?.message ?? 'Password is required');
}
