import { type MarketplaceModel, registerSessionStore, usePortfolio } from '@cairn/api-client';
import { DEFAULT_WEIGHT } from '@cairn/domain';
import { useSyncExternalStore } from 'react';

/** An investment as My Portfolio's draft holds it (doc 2 §3 "Portfolio": id, name, weight, index_tracker). */
export interface DraftInvestment {
  readonly id: string;
  readonly name: string;
  readonly index_tracker: boolean;
}

/**
 * The narrow interface the marketplace needs from My Portfolio's pending portfolio: which
 * investments it holds, the excluded assets, whether it is still loading, and a way to add one at
 * the default weight (doc 2 §4 "Adding a model toggles it in with a default weight of 5"). The
 * drafts store of the investor app's shell implements the same interface when the two meet.
 */
export interface PortfolioDraftAccess {
  readonly investmentIds: readonly string[];
  readonly excludedAssetSymbols: readonly string[];
  readonly isLoading: boolean;
  readonly addInvestment: (item: DraftInvestment) => void;
}

type Added = readonly (DraftInvestment & { readonly weight: number })[];

// Investments added in the marketplace and not yet applied in My Portfolio: client state of the
// session, never sent until Apply Changes.
let added: Added = [];
const listeners = new Set<() => void>();

function setAdded(next: Added): void {
  added = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let registered = false;
function registerOnce(): void {
  if (registered) return;
  registered = true;
  registerSessionStore({ clear: () => setAdded([]) });
}

/** The draft's additions (for My Portfolio to pick up until it reads the drafts store itself). */
export function addedInvestments(): Added {
  return added;
}

/** My Portfolio's pending portfolio as the marketplace sees it: the saved one plus what was added here. */
export function useAddToPortfolio(): PortfolioDraftAccess {
  registerOnce();
  const portfolio = usePortfolio();
  const additions = useSyncExternalStore(subscribe, () => added);
  const saved = portfolio.data?.models ?? [];
  const ids = [...saved.map((entry) => entry.id), ...additions.map((entry) => entry.id)];
  return {
    investmentIds: [...new Set(ids)],
    excludedAssetSymbols: (portfolio.data?.excluded_assets ?? []).map((asset) => asset.symbol),
    isLoading: portfolio.data === undefined,
    addInvestment: (item) => {
      if (ids.includes(item.id)) return;
      setAdded([...added, { ...item, weight: DEFAULT_WEIGHT }]);
    },
  };
}

/** A marketplace entry as the draft holds it. */
export function draftInvestmentOf(model: MarketplaceModel): DraftInvestment {
  return { id: model.id, name: model.name, index_tracker: model.index_tracker };
}
