/**
 * The Account page's view states (doc 2 §4 "Asset exclusions"): recommendation update, withdrawal
 * success, exclude assets, confirm exclude assets (cancel returns to exclude assets), success; and
 * the exclusions themselves: the asset picker's search (doc 2 §2, §5) and what confirming does to
 * the pending drafts (doc 2 §4: MARKET models left with fewer than 2 assets leave My Portfolio).
 */
import { type ExcludableModel, marketModelsRemovedByExclusions } from '../portfolio/eligibility';

/** What the Account page shows over itself. */
export type AccountView =
  | { readonly view: 'NONE' }
  /** The recommended style changed: the app goes to the marketplace, which announces it. */
  | { readonly view: 'RECOMMENDATION_UPDATE' }
  /** The full withdrawal of the deactivation wizard was sent. */
  | { readonly view: 'WITHDRAWAL_SUCCESS' }
  /** The asset picker, with the assets chosen so far. */
  | { readonly view: 'EXCLUDE_ASSETS'; readonly chosen: readonly string[] }
  /** The confirmation of the chosen assets (never empty). */
  | { readonly view: 'CONFIRM_EXCLUDE_ASSETS'; readonly chosen: readonly string[] }
  /** The exclusions were stored as pending. */
  | { readonly view: 'SUCCESS' };

/** What moves the Account page's view. */
export type AccountViewEvent =
  | { readonly type: 'OPEN_EXCLUSIONS' }
  | { readonly type: 'CHOOSE'; readonly chosen: readonly string[] }
  /** Continue on the picker. */
  | { readonly type: 'REVIEW' }
  /** Cancel: from the confirmation back to the picker (the choice kept), else closed. */
  | { readonly type: 'CANCEL' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'RECOMMENDATION_CHANGED' }
  | { readonly type: 'WITHDRAWAL_SENT' }
  | { readonly type: 'CLOSE' };

/** Nothing over the page. */
export const ACCOUNT_VIEW_NONE: AccountView = { view: 'NONE' };

/** The next view of the Account page; events that do not apply leave it as it is. */
export function accountView(state: AccountView, event: AccountViewEvent): AccountView {
  switch (event.type) {
    case 'OPEN_EXCLUSIONS':
      return state.view === 'NONE' ? { view: 'EXCLUDE_ASSETS', chosen: [] } : state;
    case 'CHOOSE':
      return state.view === 'EXCLUDE_ASSETS' ? { view: 'EXCLUDE_ASSETS', chosen: [...event.chosen] } : state;
    case 'REVIEW':
      return state.view === 'EXCLUDE_ASSETS' && state.chosen.length > 0
        ? { view: 'CONFIRM_EXCLUDE_ASSETS', chosen: state.chosen }
        : state;
    case 'CANCEL':
      if (state.view === 'CONFIRM_EXCLUDE_ASSETS') return { view: 'EXCLUDE_ASSETS', chosen: state.chosen };
      return state.view === 'EXCLUDE_ASSETS' ? ACCOUNT_VIEW_NONE : state;
    case 'CONFIRM':
      return state.view === 'CONFIRM_EXCLUDE_ASSETS' ? { view: 'SUCCESS' } : state;
    case 'RECOMMENDATION_CHANGED':
      return { view: 'RECOMMENDATION_UPDATE' };
    case 'WITHDRAWAL_SENT':
      return { view: 'WITHDRAWAL_SUCCESS' };
    case 'CLOSE':
      return ACCOUNT_VIEW_NONE;
  }
}

/** An asset as the exclusion picker needs it (GET /index/assets/traded). */
export interface ExcludableAsset {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
}

/**
 * The picker's list (doc 2 §2, §5 "Asset search"): assets already excluded (saved or pending) are
 * hidden; a query matches the symbol or the name, case-insensitively, anywhere in it; a blank query
 * lists every remaining asset. An empty answer shows 'No assets found'.
 */
export function assetSearchResults<A extends ExcludableAsset>(
  assets: readonly A[],
  query: string,
  excludedIds: readonly string[],
): A[] {
  const hidden = new Set(excludedIds);
  const needle = query.trim().toLowerCase();
  return assets.filter(
    (asset) =>
      !hidden.has(asset.id) &&
      (needle === '' ||
        asset.symbol.toLowerCase().includes(needle) ||
        asset.name.toLowerCase().includes(needle)),
  );
}

/** A pending investment as the exclusions need it: its id, and its model when it is one. */
export interface ExclusionInvestment {
  readonly id: string;
}

/** What confirming exclusions does to the pending drafts. */
export interface ExclusionOutcome<I, M> {
  /** The pending exclusions: those before, then the chosen ones (no repeats). */
  readonly excludedIds: string[];
  /** The pending portfolio without the MARKET models the exclusions leave with fewer than 2 assets. */
  readonly portfolio: I[];
  /** Those models. */
  readonly removed: M[];
}

/**
 * Confirming exclusions (doc 2 §4): the chosen assets join the pending exclusions, and every MARKET
 * model of the pending portfolio that would keep fewer than 2 non-excluded assets leaves it
 * (`marketModelsRemovedByExclusions`). Both stay pending until applied in My Portfolio.
 */
export function excludeAssets<
  I extends ExclusionInvestment,
  M extends ExcludableModel & { readonly id: string },
>(input: {
  readonly excludedIds: readonly string[];
  readonly chosenIds: readonly string[];
  readonly assets: readonly ExcludableAsset[];
  readonly portfolio: readonly I[];
  readonly models: readonly M[];
}): ExclusionOutcome<I, M> {
  const excludedIds = [...new Set([...input.excludedIds, ...input.chosenIds])];
  const excluded = new Set(excludedIds);
  const symbols = input.assets.filter((asset) => excluded.has(asset.id)).map((asset) => asset.symbol);
  const held = new Set(input.portfolio.map((entry) => entry.id));
  const removed = marketModelsRemovedByExclusions(
    input.models.filter((model) => held.has(model.id)),
    symbols,
  );
  const removedIds = new Set(removed.map((model) => model.id));
  return {
    excludedIds,
    portfolio: input.portfolio.filter((entry) => !removedIds.has(entry.id)),
    removed,
  };
}
