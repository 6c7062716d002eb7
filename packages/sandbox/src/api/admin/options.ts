import type { AdminOption } from '@cairn/api-client';
import { OFF_CHAIN_FACTORS, ON_CHAIN_FACTORS, WEIGHTING_METHODOLOGIES } from '../../seed/catalog';
import type { Catalog, CatalogAsset } from '../../seed/catalogTypes';

/**
 * The choices of the admin forms: the catalog's factor names and weighting methodologies (the
 * same ones seeded indices use) with labels, and the active management strategies.
 */

const FACTOR_LABELS: Record<string, string> = {
  market_cap: 'Market Cap (USD)',
  price_return: 'Price Return (0.1 = 10%, over min_days)',
  volatility: 'Volatility (annualised, 0.5 = 50%, over min_days)',
  active_addresses: 'Active Addresses',
  transaction_count: 'Transaction Count',
};

const option = (value: string): AdminOption => ({ value, label: FACTOR_LABELS[value] ?? value });

/** Off-chain factors an index may filter by. */
export const OFF_CHAIN_FACTOR_OPTIONS: readonly AdminOption[] = OFF_CHAIN_FACTORS.map(option);
/** On-chain factors an index may filter by. */
export const ON_CHAIN_FACTOR_OPTIONS: readonly AdminOption[] = ON_CHAIN_FACTORS.map(option);
/** Metrics an index may rank by. */
export const RANKING_METRIC_OPTIONS: readonly AdminOption[] = [
  ...OFF_CHAIN_FACTOR_OPTIONS,
  ...ON_CHAIN_FACTOR_OPTIONS,
];
/** Weighting methodologies; the value is what an index stores in `weighting`. */
export const WEIGHTING_OPTIONS: readonly AdminOption[] = WEIGHTING_METHODOLOGIES.map((value) => ({
  value,
  label: `${value} Weighted`,
}));

/** An active management strategy: how it tilts a model's strategy weights away from the benchmark. */
export interface Strategy extends AdminOption {
  /** The catalog metric the tilt follows. */
  readonly metric: string;
  /** Lookback of price metrics, days. */
  readonly lookbackDays: number | null;
  /** +1 leans towards high values of the metric, -1 towards low ones. */
  readonly direction: 1 | -1;
}

/**
 * The strategies (doc 3 §2: labels contain 'Smart Beta' for SMART_BETA and 'Alpha' for ALPHA).
 * 'Factor tilt' is the strategy the seeded ALPHA models carry.
 */
export const STRATEGIES: readonly Strategy[] = [
  {
    value: 'SMART_BETA_MOMENTUM',
    label: 'Smart Beta: Momentum',
    metric: 'price_return',
    lookbackDays: 90,
    direction: 1,
  },
  {
    value: 'SMART_BETA_LOW_VOLATILITY',
    label: 'Smart Beta: Low Volatility',
    metric: 'volatility',
    lookbackDays: 90,
    direction: -1,
  },
  {
    value: 'SMART_BETA_SIZE',
    label: 'Smart Beta: Size (smaller caps)',
    metric: 'market_cap',
    lookbackDays: null,
    direction: -1,
  },
  {
    value: 'Factor tilt',
    label: 'Alpha: Factor Tilt',
    metric: 'price_return',
    lookbackDays: 90,
    direction: 1,
  },
  {
    value: 'ALPHA_TREND',
    label: 'Alpha: Trend Following',
    metric: 'price_return',
    lookbackDays: 30,
    direction: 1,
  },
  {
    value: 'ALPHA_MEAN_REVERSION',
    label: 'Alpha: Mean Reversion',
    metric: 'price_return',
    lookbackDays: 30,
    direction: -1,
  },
];

/** The distinct values of an asset field, sorted. */
export function distinct(
  assets: readonly CatalogAsset[],
  field: keyof Pick<CatalogAsset, 'sector' | 'industry_group' | 'industry' | 'subindustry' | 'blockchain'>,
): string[] {
  return [...new Set(assets.map((asset) => asset[field]))].sort((a, b) => a.localeCompare(b));
}

/** The catalog's assets in the given sectors (every asset when none are given). */
export function assetsOfSectors(catalog: Catalog, sectors: readonly string[] | undefined): CatalogAsset[] {
  if (!sectors || sectors.length === 0) return catalog.assets;
  return catalog.assets.filter((asset) => sectors.includes(asset.sector));
}
