/**
 * What the browser keeps of a user's pending portfolio and exclusion drafts (doc 2 §3 "Pending
 * portfolio and excluded-asset stores", doc 3 §4 "the stored portfolio stores are preserved" on the
 * idle logout), and how a stored draft meets the server's portfolio again. Pure: the app's store
 * reads and writes the text; this module decides its shape, its key and what survives.
 *
 * Only what a draft needs is kept: investment ids, names, weights and the index-tracker flag, and
 * excluded asset ids. Nothing personal, whatever the stored text holds (unknown fields are dropped).
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

/** The prefix of every drafts key; the user's id follows. */
export const DRAFTS_STORAGE_PREFIX = 'cairn.drafts.';

/** The format version written; another version is read as no drafts. */
export const DRAFTS_STORAGE_VERSION = 1;

/**
 * The storage key of a user's drafts: one key per user, so the next person signing in on the same
 * browser never reads another's. The id is the identity's opaque id (the profile's `sub`).
 */
export function draftsStorageKey(userId: string): string {
  if (userId.trim() === '') throw new RangeError('A drafts key needs a user id');
  return `${DRAFTS_STORAGE_PREFIX}${encodeURIComponent(userId)}`;
}

// Read by hand, not with zod: the investor app reads its drafts in its shell, and zod (about 25 KB
// gzip) would otherwise be part of the app's first paint.
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readEntry(value: unknown): PortfolioDraftEntry | null {
  if (!isRecord(value)) return null;
  const { id, name, weight, index_tracker } = value;
  return isId(id) &&
    typeof name === 'string' &&
    typeof weight === 'number' &&
    Number.isFinite(weight) &&
    typeof index_tracker === 'boolean'
    ? { id, name, weight, index_tracker }
    : null;
}

const readExcludedId = (value: unknown): string | null => (isId(value) ? value : null);

/** Every item read, or `null` when the value is no list or an item is unreadable. */
function readList<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const readItem = read(item);
    if (readItem === null) return null;
    items.push(readItem);
  }
  return items;
}

/** A stored draft (`null`: none), or `undefined` when the value is no draft. */
function readDraft<T>(
  value: unknown,
  read: (item: unknown) => T | null,
): Draft<readonly T[]> | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const saved = readList(value.saved, read);
  const current = readList(value.current, read);
  return saved === null || current === null ? undefined : { saved, current };
}

/**
 * The drafts in a stored text; anything unreadable (absent, damaged, another version, a field of
 * the wrong type) is no drafts, never an error: a draft is a convenience, and the server's saved
 * portfolio is the truth. Unknown fields are dropped.
 */
export function parseStoredDrafts(text: string | null | undefined): StoredDrafts {
  if (text === null || text === undefined) return NO_DRAFTS;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return NO_DRAFTS;
  }
  if (!isRecord(json) || json.v !== DRAFTS_STORAGE_VERSION) return NO_DRAFTS;
  const portfolio = readDraft(json.portfolio, readEntry);
  const exclusions = readDraft(json.exclusions, readExcludedId);
  if (portfolio === undefined || exclusions === undefined) return NO_DRAFTS;
  return { portfolio, exclusions };
}

const keepEntry = ({ id, name, weight, index_tracker }: PortfolioDraftEntry): PortfolioDraftEntry => ({
  id,
  name,
  weight,
  index_tracker,
});

/**
 * The text to store for a user's drafts, or `null` when there is nothing worth keeping (no draft,
 * or only drafts without unsaved changes: the server holds those), so the key can be removed.
 */
export function serializeStoredDrafts(drafts: StoredDrafts): string | null {
  const portfolio =
    drafts.portfolio && hasUnsavedChanges(drafts.portfolio.saved, drafts.portfolio.current)
      ? { saved: drafts.portfolio.saved.map(keepEntry), current: drafts.portfolio.current.map(keepEntry) }
      : null;
  const exclusions =
    drafts.exclusions && hasUnsavedExclusions(drafts.exclusions.saved, drafts.exclusions.current)
      ? { saved: [...drafts.exclusions.saved], current: [...drafts.exclusions.current] }
      : null;
  if (portfolio === null && exclusions === null) return null;
  return JSON.stringify({ v: DRAFTS_STORAGE_VERSION, portfolio, exclusions });
}

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
  return reconcileDraft(stored, server.map(keepEntry), sameVersion);
}

/** {@link reconcileDraft} for the pending exclusions: versions compared as sets of asset ids. */
export function reconcileExclusionsDraft(
  stored: Draft<readonly string[]> | null,
  server: readonly string[],
): Draft<readonly string[]> {
  return reconcileDraft(stored, [...server], (a, b) => !hasUnsavedExclusions(a, b));
}
