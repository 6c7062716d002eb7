import type { MarketplaceModel } from '@cairn/api-client';
import { DEFAULT_WEIGHT } from '@cairn/domain';
import { usePortfolioDraft } from '../../shared/drafts/drafts';

/** An investment as My Portfolio's draft holds it (doc 2 §3 "Portfolio": id, name, weight, index_tracker). */
export interface DraftInvestment {
  readonly id: string;
  readonly name: string;
  readonly index_tracker: boolean;
}

/**
 * What the marketplace needs from My Portfolio's pending portfolio: which investments it holds,
 * the excluded assets, whether it is still loading, and a way to add one at the default weight
 * (doc 2 §4 "Adding a model toggles it in with a default weight of 5").
 */
export interface PortfolioDraftAccess {
  readonly investmentIds: readonly string[];
  readonly excludedAssetSymbols: readonly string[];
  readonly isLoading: boolean;
  readonly addInvestment: (item: DraftInvestment) => void;
}

/**
 * My Portfolio's pending portfolio as the marketplace sees it: the shell's drafts store (unsaved
 * until Apply Changes, kept over a reload and an idle logout). Exclusions are the saved ones: an
 * exclusion still pending in Account applies to the portfolio once it is applied in My Portfolio.
 */
export function useAddToPortfolio(): PortfolioDraftAccess {
  const portfolio = usePortfolioDraft();
  const current = portfolio.current;
  const ids = (current ?? []).map((entry) => entry.id);
  return {
    investmentIds: ids,
    excludedAssetSymbols: (portfolio.read.data?.excluded_assets ?? []).map((asset) => asset.symbol),
    isLoading: current === undefined,
    addInvestment: (item) => {
      if (current === undefined || ids.includes(item.id)) return;
      portfolio.edit([...current, { ...item, weight: DEFAULT_WEIGHT }]);
    },
  };
}

/** A marketplace entry as the draft holds it. */
export function draftInvestmentOf(model: MarketplaceModel): DraftInvestment {
  return { id: model.id, name: model.name, index_tracker: model.index_tracker };
}
