/**
 * The pending portfolio and exclusion drafts (doc 2 §3, §4; doc 3 §4) as React hooks.
 *
 * ```tsx
 * // My Portfolio (part 2): the list edits the draft, Apply saves it, Reset restores the saved version.
 * const portfolio = usePortfolioDraft();
 * <LoadState read={portfolio.read}>{() => (
 *   <PortfolioEditor items={portfolio.current} onChange={portfolio.edit} />
 * )}</LoadState>
 * if (portfolio.isUnsaved) ...            // 'Changes Applied' badge, Apply enabled
 * portfolio.reset();                       // Reset
 * // After `savePortfolio` succeeds the refreshed GET /portfolio marks it saved by itself;
 * // `markSaved(models)` does it at once with the answer.
 *
 * const exclusions = useExclusionsDraft(); // the same, with asset ids (Account's exclusions)
 * ```
 *
 * Each draft starts from the saved portfolio of GET /portfolio (`usePortfolio`, which the hooks
 * read), keeps unsaved edits in the user's own localStorage key across reloads and the idle
 * logout, gives way when the saved portfolio changed since it was made (the domain's
 * `reconcileDraft`), and is cleared by an explicit logout (`registerSessionStore`).
 */
import { type Portfolio, registerSessionStore, usePortfolio } from '@cairn/api-client';
import {
  type Draft,
  draftFromServer,
  draftsUnsaved,
  editDraft,
  exclusionsDraftUnsaved,
  type PortfolioDraftEntry,
  portfolioDraftUnsaved,
  reconcileExclusionsDraft,
  reconcilePortfolioDraft,
  resetDraft,
  type StoredDrafts,
} from '@cairn/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { createDraftStore, type DraftStore } from './draftStore';

const DraftStoreContext = createContext<DraftStore | null>(null);

export interface DraftsProviderProps {
  /** The signed-in user's identity id (the profile's `cognito_user.sub`): the drafts' key. */
  userId: string;
  children: ReactNode;
}

/** Gives the pages the signed-in user's drafts; ties them to the session (cleared on logout). */
export function DraftsProvider({ userId, children }: DraftsProviderProps) {
  const store = useMemo(() => createDraftStore(userId), [userId]);
  useEffect(() => {
    const stopFollowing = store.followOtherTabs();
    const untie = registerSessionStore(store);
    return () => {
      stopFollowing();
      untie();
    };
  }, [store]);
  return <DraftStoreContext.Provider value={store}>{children}</DraftStoreContext.Provider>;
}

function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (store === null) throw new Error('Draft hooks must be used inside <DraftsProvider>');
  return store;
}

/**
 * What `select` picks from the stored drafts, re-rendering only when that changes (by identity),
 * in this tab or another. A slider changes the portfolio draft at every step: the exclusions draft
 * must not re-render with it. `select` is a module-level function returning a stored object, so
 * equal drafts give the very same answer.
 */
function useDraftsSlice<S>(select: (drafts: StoredDrafts) => S): S {
  const store = useDraftStore();
  const snapshot = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

// The shell's warning follows the drafts once they have rested this long.
const SHELL_REST_MS = 150;

/**
 * Whether My Portfolio holds unsaved changes (portfolio or exclusions), for what shows it: the
 * navigation's warning icon and the 'Unsaved Changes' notice (doc 2 §2). Reads the stored drafts
 * only, so the shell never fetches the portfolio.
 *
 * The whole shell hangs below it, and a weight slider stepping across the saved weight flips the
 * answer at each step: it follows the drafts once they have rested for a moment, as a transition,
 * so a step never re-renders the shell. A decision taken at a moment (the logout's dialog, the
 * notice on leaving) reads the drafts then, with `useReadUnsavedDrafts`.
 */
export function useHasUnsavedDrafts(): boolean {
  const store = useDraftStore();
  const [unsaved, setUnsaved] = useState(() => draftsUnsaved(store.get()));
  useEffect(() => {
    // The drafts may have changed between the first render and this subscription.
    setUnsaved(draftsUnsaved(store.get()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = draftsUnsaved(store.get());
        startTransition(() => setUnsaved(next));
      }, SHELL_REST_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [store]);
  return unsaved;
}

/**
 * Reads, when called, whether My Portfolio holds unsaved changes: for a decision taken at a moment
 * (Log Out's 'Discard Changes' dialog, the notice on leaving the page), which must see the very last
 * step. The function never changes, and the component never re-renders with the drafts.
 */
export function useReadUnsavedDrafts(): () => boolean {
  const store = useDraftStore();
  return useCallback(() => draftsUnsaved(store.get()), [store]);
}

/** What a draft hook gives a page. */
export interface DraftApi<T> {
  /** GET /portfolio, which both drafts start from: pass it to `LoadState`. */
  readonly read: ReturnType<typeof usePortfolio>;
  /** The draft, once the saved portfolio is in. */
  readonly draft: Draft<T> | undefined;
  /** What the user sees and edits; `undefined` while loading. */
  readonly current: T | undefined;
  /** The last saved version; `undefined` while loading. */
  readonly saved: T | undefined;
  /** Whether `current` differs from `saved` (doc 2 §3: by name and weight; exclusions as a set). */
  readonly isUnsaved: boolean;
  /** Replaces the current value (ignored while loading). */
  edit(next: T): void;
  /** Reset: back to the last saved version. */
  reset(): void;
  /** Set from the server (e.g. the answer of an Apply): saved, nothing unsaved. */
  markSaved(saved: T): void;
}

interface DraftKind<T> {
  readonly stored: (drafts: StoredDrafts) => Draft<T> | null;
  readonly fromServer: (portfolio: Portfolio) => T;
  readonly reconcile: (stored: Draft<T> | null, server: T) => Draft<T>;
  readonly write: (store: DraftStore, draft: Draft<T>) => void;
  readonly unsaved: (draft: Draft<T>) => boolean;
}

function useDraft<T>(kind: DraftKind<T>): DraftApi<T> {
  const store = useDraftStore();
  // Only this kind's draft: the exclusions never re-render with a weight step, nor the reverse.
  const stored = useDraftsSlice(kind.stored);
  const read = usePortfolio();
  const server = useMemo(() => (read.data ? kind.fromServer(read.data) : undefined), [read.data, kind]);
  const draft = useMemo(
    () => (server === undefined ? undefined : kind.reconcile(stored, server)),
    [server, stored, kind],
  );
  // A stored draft made on another saved version gave way: store the server's version instead.
  useEffect(() => {
    if (draft !== undefined && draft !== stored) kind.write(store, draft);
  }, [draft, stored, store, kind]);

  const latest = useCallback(
    () => (server === undefined ? undefined : kind.reconcile(kind.stored(store.get()), server)),
    [server, store, kind],
  );
  const edit = useCallback(
    (next: T) => {
      const base = latest();
      if (base !== undefined) kind.write(store, editDraft(base, next));
    },
    [latest, store, kind],
  );
  const reset = useCallback(() => {
    const base = latest();
    if (base !== undefined) kind.write(store, resetDraft(base));
  }, [latest, store, kind]);
  const markSaved = useCallback((saved: T) => kind.write(store, draftFromServer(saved)), [store, kind]);

  return {
    read,
    draft,
    current: draft?.current,
    saved: draft?.saved,
    isUnsaved: draft !== undefined && kind.unsaved(draft),
    edit,
    reset,
    markSaved,
  };
}

const PORTFOLIO: DraftKind<readonly PortfolioDraftEntry[]> = {
  stored: (drafts) => drafts.portfolio,
  fromServer: (portfolio) => portfolio.models,
  reconcile: reconcilePortfolioDraft,
  write: (store, draft) => store.setPortfolio(draft),
  unsaved: portfolioDraftUnsaved,
};

const EXCLUSIONS: DraftKind<readonly string[]> = {
  stored: (drafts) => drafts.exclusions,
  fromServer: (portfolio) => portfolio.excluded_assets.map((asset) => asset.id),
  reconcile: reconcileExclusionsDraft,
  write: (store, draft) => store.setExclusions(draft),
  unsaved: exclusionsDraftUnsaved,
};

/**
 * The pending portfolio (doc 2 §3): investments with id, name, weight and the index-tracker flag,
 * compared with the saved portfolio by name and weight.
 */
export function usePortfolioDraft(): DraftApi<readonly PortfolioDraftEntry[]> {
  return useDraft(PORTFOLIO);
}

/** The pending asset exclusions (doc 2 §3, §4): excluded asset ids, compared as a set. */
export function useExclusionsDraft(): DraftApi<readonly string[]> {
  return useDraft(EXCLUSIONS);
}
