/**
 * A user's pending portfolio and exclusion drafts (doc 2 §3 "Pending portfolio and excluded-asset
 * stores"): what a draft holds, whether it holds unsaved changes, and how a kept draft meets the
 * server's portfolio again. How the browser stores them is the app shell's (`draftStorage`).
 */
import { hasUnsavedChanges, hasUnsavedExclusions } from './changes';
import { type Draft, draftFromServer } from './drafts';

/** An investment of the pending portfolio, as the save payload and the list need it. */
export interface PortfolioDraftEntry {
  readonly id: string;
  readonly name: string;
  /** Percent, 5–100 once valid; drafts may hold any number while the user edits. */
  readonly weight: number;
  readonly index_tracker: boolean;
}

/** A user's drafts: either may be absent (never edited, or cleared). */
export interface StoredDrafts {
  readonly portfolio: Draft<readonly PortfolioDraftEntry[]> | null;
  /** Excluded asset ids. */
  readonly exclusions: Draft<readonly string[]> | null;
}

/** No drafts. */
export const NO_DRAFTS: StoredDrafts = { portfolio: null, exclusions: null };

/**
 * The fields a draft keeps of an investment: id, name, weight and the index-tracker flag, nothing
 * else, whatever the value holds.
 */
export const portfolioDraftEntry = ({
  id,
  name,
  weight,
  index_tracker,
}: PortfolioDraftEntry): PortfolioDraftEntry => ({
  id,
  name,
  weight,
  index_tracker,
});

/** Whether either draft holds unsaved changes (the navigation's warning, the logout's Discard dialog). */
export function draftsUnsaved(drafts: StoredDrafts): boolean {
  return (
    (drafts.portfolio !== null && hasUnsavedChanges(drafts.portfolio.saved, drafts.portfolio.current)) ||
    (drafts.exclusions !== null && hasUnsavedExclusions(drafts.exclusions.saved, drafts.exclusions.current))
  );
}

/**
 * A stored draft meeting the server's saved version (doc 2 §3 "setting from server marks saved"):
 * kept when it was made on the same saved version (unsaved edits survive a reload or an idle
 * logout); otherwise, or when there is none, the server's version, saved and without changes. A
 * draft made on another saved version (the portfolio changed since, from another browser or by an
 * Apply) would silently undo that change if applied, so it gives way.
 */
export function reconcileDraft<T>(
  stored: Draft<T> | null,
  server: T,
  sameVersion: (a: T, b: T) => boolean,
): Draft<T> {
  if (stored !== null && sameVersion(stored.saved, server)) return stored;
  return draftFromServer(server);
}

/** {@link reconcileDraft} for the pending portfolio: versions compared by investment, name and weight. */
export function reconcilePortfolioDraft(
  stored: Draft<readonly PortfolioDraftEntry[]> | null,
  server: readonly PortfolioDraftEntry[],
): Draft<readonly PortfolioDraftEntry[]> {
  const sameVersion = (a: readonly PortfolioDraftEntry[], b: readonly PortfolioDraftEntry[]) =>
    !hasUnsavedChanges(a, b) &&
    [...a.map((entry) => entry.id)].sort().join('\n') === [...b.map((entry) => entry.id)].sort().join('\n');
  return reconcileDraft(stored, server.map(portfolioDraftEntry), sameVersion);
}

/** {@link reconcileDraft} for the pending exclusions: versions compared as sets of asset ids. */
export function reconcileExclusionsDraft(
  stored: Draft<readonly string[]> | null,
  server: readonly string[],
): Draft<readonly string[]> {
  return reconcileDraft(stored, [...server], (a, b) => !hasUnsavedExclusions(a, b));
}
