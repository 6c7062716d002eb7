import { draftsStorageKey, parseStoredDrafts, serializeStoredDrafts } from '@cairn/app-shell';
import { type Draft, NO_DRAFTS, type PortfolioDraftEntry, type StoredDrafts } from '@cairn/domain';

/**
 * One user's pending portfolio and exclusion drafts (doc 2 §3), kept in localStorage under the
 * user's own key (`draftsStorageKey`) so they survive a reload, the idle logout and a new tab, and
 * the next user of the browser never reads them. The domain decides what is stored (ids, names,
 * weights, asset ids only) and what is read back; this object is the storage and the listeners.
 */
export interface DraftStore {
  /** The drafts now (a stable object until they change). */
  get(): StoredDrafts;
  /** Calls `onChange` after every change, from this tab or another; returns the way to stop. */
  subscribe(onChange: () => void): () => void;
  setPortfolio(draft: Draft<readonly PortfolioDraftEntry[]> | null): void;
  setExclusions(draft: Draft<readonly string[]> | null): void;
  /** Forgets both drafts (explicit logout, restart, deactivation: `registerSessionStore`). */
  clear(): void;
  /** Follows the edits another tab of the same user makes; returns the way to stop. */
  followOtherTabs(): () => void;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused (privacy settings): drafts then live as long as the page.
    return null;
  }
}

/** The draft store of the user whose identity id is `userId`, read from storage at once. */
export function createDraftStore(userId: string, storage: Storage | null = browserStorage()): DraftStore {
  const key = draftsStorageKey(userId);
  const listeners = new Set<() => void>();
  let drafts = parseStoredDrafts(storage?.getItem(key));

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (next: StoredDrafts) => {
    drafts = next;
    const text = serializeStoredDrafts(next);
    try {
      if (text === null) storage?.removeItem(key);
      else storage?.setItem(key, text);
    } catch {
      // A full or refused storage keeps the draft in memory for this page.
    }
    emit();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    drafts = parseStoredDrafts(storage?.getItem(key));
    emit();
  };

  return {
    get: () => drafts,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    setPortfolio: (portfolio) => write({ ...drafts, portfolio }),
    setExclusions: (exclusions) => write({ ...drafts, exclusions }),
    clear: () => write(NO_DRAFTS),
    followOtherTabs() {
      globalThis.addEventListener('storage', onStorage);
      return () => globalThis.removeEventListener('storage', onStorage);
    },
  };
}
