import { ACCESS_TOKEN_TTL_MS } from '@cairn/domain';
import { DEMO_PASSWORD } from '../seed/demoUsers';
import { defineSlice, opaqueToken, type World } from './world';

/** Onboarding location names (doc 1 §2.2), as the server sets them. */
export type Location =
  | 'LOGIN'
  | 'CONTACT_DETAILS'
  | 'EMAIL_VERIFICATION'
  | 'PHONE_VERIFICATION'
  | 'ADVISORY_AGREEMENT'
  | 'CUSTODIAN_AGREEMENT'
  | 'INDIVIDUAL_INFORMATION'
  | 'BENEFICIARIES'
  | 'INSTITUTION_INFORMATION'
  | 'INDIVIDUAL_DOCUMENTS'
  | 'INSTITUTION_DOCUMENTS'
  | 'INSTITUTION_QUESTIONNAIRE'
  | 'INDIVIDUAL_QUESTIONNAIRE'
  | 'INVESTMENT_STYLES'
  | 'TLH'
  | 'ADVISORY_FEES'
  | 'REVIEW'
  | 'DASHBOARD';

/** A user of the sandbox: the account facts every area reads. Area details live in their own slices. */
export interface SandboxUser {
  id: string;
  email: string;
  password: string;
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
}

/** All users by id. The demo users are seeded by the user area (packages/sandbox/src/api/user). */
export const usersSlice = defineSlice('users', () => ({ byId: {} as Record<string, SandboxUser> }));

/** A signed-in session: whose it is and when its token stops working. */
export interface Session {
  user_id: string;
  expires_at: string;
}

/** Signed-in sessions by access token. */
export const sessionsSlice = defineSlice('sessions', () => ({ byToken: {} as Record<string, Session> }));

/** The user with this email (case-insensitive), if any. */
export function userByEmail(world: World, email: string): SandboxUser | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(usersSlice(world).byId).find((user) => user.email.toLowerCase() === wanted);
}

/** Whether tax-loss harvesting may be offered to a user: the world's flag and the user's own (doc 2 §1). */
export function tlhFlagFor(world: World, user: SandboxUser | undefined): boolean {
  return (world.options.tlhFlag ?? true) && user?.feature_flags?.tlhEnabled !== false;
}

/** The user a bearer token belongs to, if its session exists and has not expired. */
export function userByToken(world: World, token: string | undefined): SandboxUser | undefined {
  if (!token) return undefined;
  const sessions = sessionsSlice(world).byToken;
  const session = Object.hasOwn(sessions, token) ? sessions[token] : undefined;
  if (!session) return undefined;
  if (world.realNow().getTime() >= Date.parse(session.expires_at)) {
    delete sessions[token];
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
  sessions[token] = { user_id: user.id, expires_at: new Date(now + ACCESS_TOKEN_TTL_MS).toISOString() };
  return token;
}

/** Ends every session of a user (password change or reset, restart), but the one of `keep`. */
export function endSessionsOf(world: World, userId: string, keep?: string): void {
  const sessions = sessionsSlice(world).byToken;
  for (const [token, session] of Object.entries(sessions)) {
    if (session.user_id === userId && token !== keep) delete sessions[token];
  }
}

/** Ends one session. */
export function endSession(world: World, token: string): void {
  delete sessionsSlice(world).byToken[token];
}

/** Adds a user (seeding or signup). */
export function addUser(world: World, user: SandboxUser): SandboxUser {
  usersSlice(world).byId[user.id] = user;
  return user;
}

/** The password every demo user has. */
export { DEMO_PASSWORD };
