/**
 * What the browser keeps of a user's pending portfolio and exclusion drafts (doc 2 §3 "Pending
 * portfolio and excluded-asset stores", doc 3 §4 "the stored portfolio stores are preserved" on the
 * idle logout): the format of the text in localStorage, its key and what survives. Pure: the app's
 * store reads and writes the text; the drafts' rules (unsaved changes, meeting the server again)
 * are the domain's (`pendingDrafts`).
 *
 * Only what a draft needs is kept: investment ids, names, weights and the index-tracker flag, and
 * excluded asset ids. Nothing personal, whatever the stored text holds (unknown fields are dropped).
 */
import {
  type Draft,
  hasUnsavedChanges,
  hasUnsavedExclusions,
  NO_DRAFTS,
  type PortfolioDraftEntry,
  portfolioDraftEntry,
  type StoredDrafts,
} from '@cairn/domain';

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

/**
 * The text to store for a user's drafts, or `null` when there is nothing worth keeping (no draft,
 * or only drafts without unsaved changes: the server holds those), so the key can be removed.
 */
export function serializeStoredDrafts(drafts: StoredDrafts): string | null {
  const portfolio =
    drafts.portfolio && hasUnsavedChanges(drafts.portfolio.saved, drafts.portfolio.current)
      ? {
          saved: drafts.portfolio.saved.map(portfolioDraftEntry),
          current: drafts.portfolio.current.map(portfolioDraftEntry),
        }
      : null;
  const exclusions =
    drafts.exclusions && hasUnsavedExclusions(drafts.exclusions.saved, drafts.exclusions.current)
      ? { saved: [...drafts.exclusions.saved], current: [...drafts.exclusions.current] }
      : null;
  if (portfolio === null && exclusions === null) return null;
  return JSON.stringify({ v: DRAFTS_STORAGE_VERSION, portfolio, exclusions });
}
