/** The body of `PUT /portfolio` (doc 2 §3, §7), built from the pending portfolio's entries. */
import type { PortfolioUpdate } from './schema';

/** The body of PUT /portfolio (doc 2 §3): the investments' ids and weights and the excluded asset ids. */
export function portfolioSavePayload(
  entries: readonly { readonly id: string; readonly weight: number }[],
  excludedAssetIds: readonly string[],
): PortfolioUpdate {
  return {
    models: entries.map(({ id, weight }) => ({ id, weight })),
    excluded_assets: [...new Set(excludedAssetIds)],
  };
}
