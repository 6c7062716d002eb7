import { ONBOARDING_LOCATIONS, type OnboardingLocation } from '@cairn/domain';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../seed/demoUsers';
import { digestKeys, hashPassword, PASSWORD_HASH, tokenDigest, verifyPassword } from './secrets';
import { ACCESS_TOKEN_TTL_MS } from './serverLimits';
import { defineSlice, opaqueToken, type World } from './world';

/** Onboarding location names (doc 1 §2.2), as the server sets them: the domain's list, in flow order. */
export type Location = OnboardingLocation;

/** A user of the sandbox: the account facts every area reads. Area details live in their own slices. */
export interface SandboxUser {
  id: string;
  email: string;
  /** The password's scrypt hash (core/secrets): the password itself is kept nowhere. */
  password_hash: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** E.164 with +1. */
  phone_number: string;
  account_type: 'INDIVIDUAL' | 'INSTITUTION';
  status: 'ACTIVE' | 'INACTIVE';
  roles: string[];
  /** 1 FRIENDS_AND_FAMILY, 2 REDUCED, 3 DEFAULT. */
  min_tier: 1 | 2 | 3;
  kyc_status: 'SUCCESS' | 'PENDING' | 'NOT_STARTED';
  location: Location;
  /** Sign-in goes through an SMS code (challenge SMS_MFA). */
  mfa: boolean;
  /** Mutations answer 418. */
  demo: boolean;
  tlh_enabled: boolean;
  requires_tutorial: boolean;
  phone_verified: boolean;
  email_verified: boolean;
  created_at: string;
  institution: { entity_name: string; dba_name: string | null } | null;
  /**
   * The user's own feature flags (GET /backend/feature-flags, looked up by the identity sub):
   * `tlhEnabled` false keeps tax-loss harvesting away from this user. Absent means on; the world's
   * flag (SANDBOX_TLH=off) turns it off for everybody.
   */
  feature_flags?: { tlhEnabled?: boolean };
  /**
   * When the customer closed the account (POST /user/deactivate): its sessions ended then and it
   * cannot sign in again (USER_DISABLED). Absent for every other account, INACTIVE ones included.
   */
  deactivated_at?: string;
  /**
   * An address this user asked for that belongs to another account (email change, or signup with
   * a taken email and another password): shown back as theirs, unverified, never verifiable and
   * never used to sign in, so the answers never tell that it is taken (see {@link setEmail}).
   */
  claimed_email?: string;
}

const LOCATIONS = ONBOARDING_LOCATIONS;

/** A saved user: an older file's plaintext `password` is replaced by its hash as it loads. */
const SavedUser = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || !('password' in value)) return value;
    const { password, ...rest } = value as { password: unknown };
    return typeof password === 'string' && !('password_hash' in rest)
      ? { ...rest, password_hash: hashPassword(password) }
      : rest;
  },
  z.looseObject({
    id: z.string(),
    email: z.string(),
    password_hash: z.string().regex(PASSWORD_HASH, 'not a password hash'),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    phone_number: z.string(),
    account_type: z.enum(['INDIVIDUAL', 'INSTITUTION']),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    roles: z.array(z.string()),
    min_tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    kyc_status: z.enum(['SUCCESS', 'PENDING', 'NOT_STARTED']),
    location: z.enum(LOCATIONS),
    mfa: z.boolean(),
    demo: z.boolean(),
    tlh_enabled: z.boolean(),
    requires_tutorial: z.boolean(),
    phone_verified: z.boolean(),
    email_verified: z.boolean(),
    created_at: z.string(),
    institution: z.looseObject({ entity_name: z.string(), dba_name: z.string().nullable() }).nullable(),
    feature_flags: z.looseObject({ tlhEnabled: z.boolean().optional() }).optional(),
    deactivated_at: z.string().optional(),
    claimed_email: z.string().optional(),
  }),
);

/** All users by id. The demo users are seeded by the user area (packages/sandbox/src/api/user). */
export const usersSlice = defineSlice(
  'users',
  () => ({ byId: {} as Record<string, SandboxUser> }),
  z.looseObject({ byId: z.record(z.string(), SavedUser) }),
);

/** A signed-in session: whose it is and when its token stops working. */
export interface Session {
  user_id: string;
  expires_at: string;
}

/**
 * Signed-in sessions by the digest of their access token (core/secrets): the token itself is
 * kept only by its client. An older file's tokens become digests as it loads, so they still work.
 */
export const sessionsSlice = defineSlice(
  'sessions',
  () => ({ byToken: {} as Record<string, Session> }),
  z.looseObject({
    byToken: z
      .record(z.string(), z.looseObject({ user_id: z.string(), expires_at: z.string() }))
      .transform(digestKeys),
  }),
);

/** The user with this email (case-insensitive), if any. */
export function userByEmail(world: World, email: string): SandboxUser | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(usersSlice(world).byId).find((user) => user.email.toLowerCase() === wanted);
}

/**
 * The account an email and password open: the account of that email when the password is its
 * own, else an account that claimed the address with that password ({@link setEmail}, signup
 * with a taken email), else none. The work is the same whether the email exists or not: a password
 * is always checked (core/secrets).
 */
export function accountFor(world: World, email: string, password: string): SandboxUser | undefined {
  const owner = userByEmail(world, email);
  if (verifyPassword(owner?.password_hash, password)) return owner;
  const wanted = email.trim().toLowerCase();
  return Object.values(usersSlice(world).byId).find(
    (user) => user.claimed_email?.toLowerCase() === wanted && verifyPassword(user.password_hash, password),
  );
}

/** The email a user's own answers show: the one they asked for last ({@link SandboxUser.claimed_email}). */
export const shownEmail = (user: SandboxUser) => user.claimed_email ?? user.email;

/**
 * Changes a user's email as they asked (unverified from then on). An address of another account
 * is not taken from it: the user is shown it as theirs, unverified, and its code never arrives
 * nor verifies, exactly as far as anyone can tell from the answers as a free address whose code
 * has not arrived yet. The same address again changes nothing.
 */
export function setEmail(world: World, user: SandboxUser, email: string): void {
  const wanted = email.trim();
  if (wanted.toLowerCase() === shownEmail(user).toLowerCase()) return;
  const owner = userByEmail(world, wanted);
  user.email_verified = false;
  if (owner && owner.id !== user.id) {
    user.claimed_email = wanted;
  } else {
    user.email = wanted;
    delete user.claimed_email;
  }
}

/** Whether tax-loss harvesting may be offered to a user: the world's flag and the user's own (doc 2 §1). */
export function tlhFlagFor(world: World, user: SandboxUser | undefined): boolean {
  return (world.options.tlhFlag ?? true) && user?.feature_flags?.tlhEnabled !== false;
}

/** The user a bearer token belongs to, if its session exists and has not expired. */
export function userByToken(world: World, token: string | undefined): SandboxUser | undefined {
  if (!token) return undefined;
  const sessions = sessionsSlice(world).byToken;
  const key = tokenDigest(token);
  const session = Object.hasOwn(sessions, key) ? sessions[key] : undefined;
  if (!session) return undefined;
  if (world.realNow().getTime() >= Date.parse(session.expires_at)) {
    delete sessions[key];
    return undefined;
  }
  return usersSlice(world).byId[session.user_id];
}

/** Starts a session for a user and returns its access token, which works for ACCESS_TOKEN_TTL_MS. */
export function startSession(world: World, user: SandboxUser): string {
  const token = opaqueToken();
  const sessions = sessionsSlice(world).byToken;
  const now = world.realNow().getTime();
  // Expired sessions are forgotten as new ones start, so the slice never grows without bound.
  for (const [other, session] of Object.entries(sessions)) {
    if (now >= Date.parse(session.expires_at)) delete sessions[other];
  }
  sessions[tokenDigest(token)] = {
    user_id: user.id,
    expires_at: new Date(now + ACCESS_TOKEN_TTL_MS).toISOString(),
  };
  return token;
}

/**
 * Ends every session of a user (password change or reset, restart, deactivation), but the one
 * of the token `keep`.
 */
export function endSessionsOf(world: World, userId: string, keep?: string): void {
  const sessions = sessionsSlice(world).byToken;
  const kept = keep === undefined ? undefined : tokenDigest(keep);
  for (const [key, session] of Object.entries(sessions)) {
    if (session.user_id === userId && key !== kept) delete sessions[key];
  }
}

/** Shortens the session of a token to end at most `ms` from now. */
export function shortenSession(world: World, token: string, ms: number): void {
  const session = sessionsSlice(world).byToken[tokenDigest(token)];
  if (!session) return;
  const end = world.realNow().getTime() + ms;
  if (Date.parse(session.expires_at) > end) session.expires_at = new Date(end).toISOString();
}

/** Ends one session. */
export function endSession(world: World, token: string): void {
  delete sessionsSlice(world).byToken[tokenDigest(token)];
}

/** Adds a user (seeding or signup). */
export function addUser(world: World, user: SandboxUser): SandboxUser {
  usersSlice(world).byId[user.id] = user;
  return user;
}

/** The password every demo user has. */
export { DEMO_PASSWORD };
