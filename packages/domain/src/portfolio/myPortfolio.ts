/**
 * The My Portfolio page's rules beyond the editor's weights (doc 2 §2 My Portfolio, §4, §5, §9):
 * the investment maximum when adding, the per-investment banners ('Below Model Minimum', 'Not
 * Available Due to Client Asset Exclusions'), pending asset exclusions applied to the pending
 * portfolio, when Apply Changes may run, and the save payload.
 */
import Big from 'big.js';
import { MAX_INVESTMENTS } from '../constants';
import { formatModelMinimum } from '../marketplace/display';
import { type DecimalInput, dec } from '../money/decimal';
import { type PortfolioBanner, portfolioBannerTitles } from './banner';
import { addEligibility, marketModelsRemovedByExclusions } from './eligibility';
import { validatePortfolioWeights } from './weights';

/**
 * Whether another investment may be added (doc 2 §5, §9): not once the pending portfolio holds
 * {@link MAX_INVESTMENTS}; My Portfolio's Add New Model / Add New Index then show the 'Maximum
 * Number of Investments Reached' dialog instead of leaving for the marketplace.
 */
export function canAddInvestment(count: number): boolean {
  return count < MAX_INVESTMENTS;
}

/** An investment of the pending portfolio with what the banners need from the marketplace. */
export interface PortfolioInvestmentFacts {
  readonly id: string;
  readonly name: string;
  readonly product: string;
  readonly assetSymbols: readonly string[];
  /** The model minimum (`product_minimum`), USD. */
  readonly productMinimum: DecimalInput;
}

/** A banner about some investments of the pending portfolio. */
export interface InvestmentBanner {
  readonly kind: 'BELOW_MODEL_MINIMUM' | 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS';
  readonly title: string;
  /** The investments concerned, in portfolio order, with their model minimum as users read it. */
  readonly investments: readonly { readonly id: string; readonly name: string; readonly minimum: string }[];
  /** The investments' ids, in portfolio order. */
  readonly ids: readonly string[];
}

/**
 * The banners naming investments of the pending portfolio (doc 2 §2 "Banner titles"): 'Not
 * Available Due to Client Asset Exclusions' for a non-MARKET investment holding an excluded asset
 * (or keeping fewer than 2 assets: add eligibility's exclusion reasons), and 'Below Model Minimum'
 * for one whose minimum is above the balance. Not-available comes first: it blocks Apply Changes.
 */
export function investmentBanners(input: {
  readonly investments: readonly PortfolioInvestmentFacts[];
  readonly excludedAssetSymbols: readonly string[];
  readonly balance: DecimalInput;
}): InvestmentBanner[] {
  const unavailable = input.investments.filter((investment) => {
    const reason = addEligibility({
      investment: { ...investment, productMinimum: 0 },
      excludedAssetSymbols: input.excludedAssetSymbols,
      portfolioIds: [],
      balance: 0,
      minimumTierBalance: 0,
    });
    return reason === 'EXCLUDED_ASSETS' || reason === 'FEWER_THAN_2_ASSETS';
  });
  const balance = dec(input.balance);
  const belowMinimum = input.investments.filter((investment) => balance.lt(dec(investment.productMinimum)));
  const named = (investment: PortfolioInvestmentFacts) => ({
    id: investment.id,
    name: investment.name,
    minimum: formatModelMinimum(investment.productMinimum),
  });
  const banners: InvestmentBanner[] = [];
  if (unavailable.length > 0) {
    banners.push({
      kind: 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS',
      title: portfolioBannerTitles.notAvailableDueToExclusions,
      investments: unavailable.map(named),
      ids: unavailable.map((investment) => investment.id),
    });
  }
  if (belowMinimum.length > 0) {
    banners.push({
      kind: 'BELOW_MODEL_MINIMUM',
      title: portfolioBannerTitles.belowModelMinimum,
      investments: belowMinimum.map(named),
      ids: belowMinimum.map((investment) => investment.id),
    });
  }
  return banners;
}

/**
 * The pending portfolio once the pending exclusions apply (doc 2 §4 "Excluding assets removes
 * from My Portfolio every MARKET model that would keep fewer than 2 non-excluded assets"): the
 * entries kept, in order, and those removed. An entry the marketplace does not describe is kept.
 */
export function applyPendingExclusions<E extends { readonly id: string }>(
  entries: readonly E[],
  facts: ReadonlyMap<string, PortfolioInvestmentFacts>,
  excludedAssetSymbols: readonly string[],
): { readonly kept: E[]; readonly removed: E[] } {
  const described = entries.flatMap((entry) => {
    const fact = facts.get(entry.id);
    return fact ? [{ entry, product: fact.product, assetSymbols: fact.assetSymbols }] : [];
  });
  const removedIds = new Set(
    marketModelsRemovedByExclusions(described, excludedAssetSymbols).map((model) => model.entry.id),
  );
  return {
    kept: entries.filter((entry) => !removedIds.has(entry.id)),
    removed: entries.filter((entry) => removedIds.has(entry.id)),
  };
}

/** Why Apply Changes cannot run, in the order the page shows them; `null` when it can. */
export type ApplyBlock = 'LIST_DISABLED' | 'WEIGHTS' | 'UNAVAILABLE_INVESTMENTS' | null;

/**
 * Whether Apply Changes may run (doc 2 §2, §5): not under a banner that disables the list, not
 * while the weights break the rules (each at least 5, total 100), and not while an investment
 * holds excluded assets (the save would be refused).
 */
export function applyBlock(input: {
  readonly banner: PortfolioBanner | null;
  readonly weights: readonly { readonly weight: number }[];
  readonly unavailableCount: number;
}): ApplyBlock {
  if (input.banner !== null && input.banner !== 'NO_SELECTION') return 'LIST_DISABLED';
  if (!validatePortfolioWeights(input.weights).valid) return 'WEIGHTS';
  if (input.unavailableCount > 0) return 'UNAVAILABLE_INVESTMENTS';
  return null;
}

/** A weight in percent with at most 2 decimals, as the allocations give it: '33.33%', '5%'. */
export function formatWeightPercent(value: number): string {
  return `${dec(value).round(2).toString()}%`;
}

/**
 * A drift in percentage points with its sign and always two decimals, the minus as U+2212:
 * '+2.50 pts', '−3.00 pts', '0.00 pts' (issue 30: one precision per column, "0 pts" beside
 * "−0.04 pts" read as two kinds of figure). A drift that rounds to zero carries no sign.
 */
export function formatDriftPoints(value: number): string {
  const rounded = dec(value).round(2, Big.roundHalfUp);
  const magnitude = rounded.abs().toFixed(2);
  if (rounded.eq(0)) return `${magnitude} pts`;
  return `${rounded.gt(0) ? '+' : '−'}${magnitude} pts`;
}
