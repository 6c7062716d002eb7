/**
 * The signed-in session as the three apps live it (doc 1 §4, §8; doc 3 §8): starting it with a
 * token, knowing in React whether someone is signed in, ending it (logout, idle, restart, 401)
 * with the SWR cache emptied, and the notice the next page shows ('Your session expired due to
 * inactivity.').
 */
import { keepsSessionStores, sessionEndNotice } from '@cairn/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SWRConfiguration } from 'swr';
import { apiClient } from '../http/client';
import type { LogoutReason } from '../session';
import { swrCacheFor, swrDefaults } from '../swr';
import { signOut } from '../user/functions';

/** sessionStorage key of why the last session ended, read once by the next page (no personal data). */
export const SESSION_END_NOTICE_KEY = 'cairn.sessionEnd';

const startListeners = new Set<() => void>();

/** Stores the token of a sign-in, 2FA or signup and tells `useSignedIn` (doc 1 §4). */
export function startSession(token: string): void {
  apiClient().session.setToken(token);
  for (const listener of [...startListeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  startListeners.add(onChange);
  const stopEnd = apiClient().session.onEnd(onChange);
  return () => {
    startListeners.delete(onChange);
    stopEnd();
  };
}

/** Whether a user is signed in (a token is stored), re-rendering when a session starts or ends. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => apiClient().session.isSignedIn(),
    () => false,
  );
}

/**
 * Calls `onEnd` with the reason whenever the session ends (401 on any call, logout, idle, restart,
 * deactivation). The app sends the user on: to /login, or to self-identification after a restart.
 */
export function useSessionEnd(onEnd: (reason: LogoutReason) => void): void {
  const handler = useRef(onEnd);
  useEffect(() => {
    handler.current = onEnd;
  });
  useEffect(() => apiClient().session.onEnd((reason) => handler.current(reason)), []);
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Ends the session (doc 1 §4): tells the server (DELETE /user/authentication) unless the server
 * already ended it (a 401, or a restart that deleted the user), remembers why for the next page,
 * then clears the token, which empties the SWR cache of `sessionSwrConfig` and calls every
 * `useSessionEnd` listener. A failed DELETE still ends the session here.
 */
export async function endSession(reason: LogoutReason): Promise<void> {
  const session = apiClient().session;
  forgetChallenge();
  if (sessionEndNotice(reason) !== null) storage()?.setItem(SESSION_END_NOTICE_KEY, reason);
  if (reason !== 'unauthorized' && reason !== 'restart' && session.isSignedIn()) {
    try {
      await signOut();
    } catch {
      // Logged out here whatever the server says; a 401 has already ended the session.
    }
  }
  if (session.isSignedIn()) session.end(reason);
}

/**
 * The notice about the last session's end, once ('Your session expired due to inactivity.' after
 * the idle logout), or `null`. Survives the full page load to /login from another app.
 */
export function takeSessionEndNotice(): string | null {
  const store = storage();
  const reason = store?.getItem(SESSION_END_NOTICE_KEY) ?? null;
  if (reason === null) return null;
  store?.removeItem(SESSION_END_NOTICE_KEY);
  const known: readonly LogoutReason[] = ['unauthorized', 'user', 'idle', 'deactivated', 'restart'];
  return (known as readonly string[]).includes(reason) ? sessionEndNotice(reason as LogoutReason) : null;
}

/** Client state that belongs to the signed-in session (the investor's pending portfolio drafts). */
export interface SessionStore {
  /** Forgets everything the store holds for the user. */
  clear(): void;
}

/**
 * Ties a client store to the session (doc 1 §4, doc 3 §4): an explicit logout, a restart or a
 * deactivation clears it; the idle logout and a 401 keep it (`keepsSessionStores`), so the user
 * finds their drafts after signing in again. Returns the way to untie it.
 */
export function registerSessionStore(store: SessionStore): () => void {
  return apiClient().session.onEnd((reason) => {
    if (!keepsSessionStores(reason)) store.clear();
  });
}

let config: SWRConfiguration | undefined;

/**
 * The apps' `<SWRConfig value={...}>`: the global query behaviour (`swrDefaults`) with a cache that
 * empties when the session ends, so the next person at the browser sees nothing of the last. One
 * object for the page's life (a new provider would mean a new, empty cache).
 */
export function sessionSwrConfig(): SWRConfiguration {
  config ??= { ...swrDefaults, provider: swrCacheFor(apiClient().session) };
  return config;
}

// ── The pending 2FA challenge (memory only) ───────────────────────────────────────────────────

/** Where a 2FA code went: the sign-in's email, the challenge session, delivery and masked destination. */
export interface TwoFactorChallenge {
  readonly email: string;
  readonly session: string;
  readonly delivery: 'mobile' | 'email';
  readonly destination: string;
}

interface PendingChallenge extends TwoFactorChallenge {
  /**
   * The password, kept in this module's memory only (never storage, a URL or a log) for 'Resend as
   * email', which signs in again with `use_mfa_fallback`. Gone on reload, logout or success.
   */
  readonly password: string;
}

let pending: PendingChallenge | null = null;

/** Remembers the challenge of a sign-in (memory only). */
export function rememberChallenge(challenge: PendingChallenge): void {
  pending = challenge;
}

/** The 2FA challenge waiting for its code, or `null` (e.g. after a reload: sign in again). */
export function currentChallenge(): TwoFactorChallenge | null {
  if (pending === null) return null;
  const { password: _password, ...challenge } = pending;
  return challenge;
}

/** The pending challenge with its password, for a resend. */
export function pendingChallenge(): PendingChallenge | null {
  return pending;
}

/** Forgets the challenge and its password. */
export function forgetChallenge(): void {
  pending = null;
}
