/**
 * The pending portfolio and excluded-asset stores (doc 2 §3 "Pending portfolio and excluded-asset
 * stores", §4): a draft kept beside the last saved version, unsaved while they differ (the
 * portfolio by name and weight, exclusions as a set), saved when set from the server, and Reset
 * restoring the saved version. Also where leaving My Portfolio with unsaved changes leads (doc 2 §2).
 */

import { routePath } from '../apps/manifest';
import { normalizePath } from '../onboarding/locations';
import { hasUnsavedChanges, hasUnsavedExclusions, type NamedWeight } from './changes';

/** A draft and the last saved version it started from. */
export interface Draft<T> {
  readonly saved: T;
  readonly current: T;
}

/** The draft of a value just read from (or saved to) the server: saved, nothing unsaved. */
export function draftFromServer<T>(value: T): Draft<T> {
  return { saved: value, current: value };
}

/** The draft with an edited current value; the saved version is kept. */
export function editDraft<T>(draft: Draft<T>, current: T): Draft<T> {
  return { saved: draft.saved, current };
}

/** Reset: the current value becomes the last saved version again. */
export function resetDraft<T>(draft: Draft<T>): Draft<T> {
  return { saved: draft.saved, current: draft.saved };
}

/** Whether the pending portfolio has unsaved changes: its names and weights differ from the saved ones. */
export function portfolioDraftUnsaved(draft: Draft<readonly NamedWeight[]>): boolean {
  return hasUnsavedChanges(draft.saved, draft.current);
}

/** Whether the pending exclusions have unsaved changes: a different set of assets. */
export function exclusionsDraftUnsaved(draft: Draft<readonly (string | number)[]>): boolean {
  return hasUnsavedExclusions(draft.saved, draft.current);
}

/** Where the user goes when leaving a page. */
export type LeaveTarget = { readonly kind: 'PAGE'; readonly path: string } | { readonly kind: 'LOGOUT' };

/** What leaving shows: nothing, the 'Unsaved Changes' notice, or the 'Discard Changes' dialog. */
export type LeavePrompt = 'NONE' | 'UNSAVED_CHANGES_NOTICE' | 'DISCARD_CHANGES_DIALOG';

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * What leaving `fromPath` for `target` shows (doc 2 §2 My Portfolio). With unsaved changes in My
 * Portfolio (portfolio or exclusions): logging out asks in the 'Discard Changes' dialog, from any
 * page; leaving /portfolio for a page outside /marketplace shows the 'Unsaved Changes' notice
 * (the marketplace is where investments are added, so it keeps the draft quietly). Staying on
 * /portfolio, or going to it, shows nothing.
 */
export function leavePrompt(fromPath: string, target: LeaveTarget, hasUnsaved: boolean): LeavePrompt {
  if (!hasUnsaved) return 'NONE';
  if (target.kind === 'LOGOUT') return 'DISCARD_CHANGES_DIALOG';
  const from = normalizePath(fromPath);
  const to = normalizePath(target.path);
  const portfolio = routePath('portfolio');
  if (!isUnder(from, portfolio) || isUnder(to, portfolio) || isUnder(to, routePath('marketplace')))
    return 'NONE';
  return 'UNSAVED_CHANGES_NOTICE';
}
