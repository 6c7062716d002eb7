/**
 * The Account page's asset exclusions (doc 2 §4 "Asset exclusions"): the asset picker's search
 * (doc 2 §2, §5) and what confirming does to the pending drafts (doc 2 §4: MARKET models left with
 * fewer than 2 assets leave My Portfolio).
 */
import { type ExcludableModel, marketModelsRemovedByExclusions } from '../portfolio/eligibility';

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
