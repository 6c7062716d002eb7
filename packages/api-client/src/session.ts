/**
 * The session: the access token lives in sessionStorage only (never localStorage, never a URL),
 * so it follows the tab across the three apps on one origin and dies with it. A 401 on any call,
 * an explicit logout or idle logout ends it and tells every subscriber.
 */

/** sessionStorage key of the access token. */
export const ACCESS_TOKEN_KEY = 'cairn.accessToken';

/** Why a session ended. */
export type LogoutReason = 'unauthorized' | 'user' | 'idle' | 'deactivated' | 'restart';

/** The part of the Web Storage API the session uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Session {
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /** Stores the token returned by sign-in, 2FA or signup. */
  setToken(token: string): void;
  /** Whether a token is stored. */
  isSignedIn(): boolean;
  /** Clears the token and tells every subscriber why. */
  end(reason: LogoutReason): void;
  /** Subscribes to the end of the session; returns the unsubscribe function. */
  onEnd(listener: (reason: LogoutReason) => void): () => void;
}

/** An in-memory storage, for Node, tests and browsers that refuse sessionStorage. */
export function memoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserSessionStorage(): TokenStorage {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) return storage;
  } catch {
    // Access can throw (sandboxed iframes, disabled storage): fall back to memory.
  }
  return memoryStorage();
}

/** Creates a session over `storage` (sessionStorage by default). */
export function createSession(storage: TokenStorage = browserSessionStorage()): Session {
  const listeners = new Set<(reason: LogoutReason) => void>();
  return {
    getToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    setToken: (token) => storage.setItem(ACCESS_TOKEN_KEY, token),
    isSignedIn: () => storage.getItem(ACCESS_TOKEN_KEY) !== null,
    end(reason) {
      storage.removeItem(ACCESS_TOKEN_KEY);
      for (const listener of [...listeners]) listener(reason);
    },
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
