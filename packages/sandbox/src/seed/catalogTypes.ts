/**
 * The shape of the sandbox's market catalog: assets, indices, models and prices. Seeded by
 * `seed/catalog.ts` (`catalogSlice(world)`), read by the customer area (marketplace, portfolio,
 * performance, balances) and changed by the admin area (index and model creation, toggles).
 * Numbers here are plain JSON numbers: weights in percent, prices in USD.
 */
export interface CatalogAsset {
  id: string;
  symbol: string;
  name: string;
  sector: string;
  industry_group: string;
  industry: string;
  subindustry: string;
  blockchain: string;
  /** The network a deposit wallet and a withdrawal go through, e.g. 'ethereum', 'bitcoin'. */
  network_id: string;
  market_cap_usd: number;
  /** Minimum crypto withdrawal quantity, a decimal string. */
  withdrawal_minimum: string;
  /** Path of the icon, or null (the apps fall back to a generic image). */
  icon: string | null;
}

/** How an index is built (the admin Index Creation Tool's form, doc 3 §2). */
export interface IndexDefinition {
  blockchains: string[];
  sectors: string[];
  industry_groups: string[];
  industries: string[];
  subindustries: string[];
  ranking: { factor_name: string; cutoff: number; ascending: boolean } | null;
  off_chain_factors: Factor[];
  on_chain_factors: Factor[];
  weighting: string;
  excluded_assets: string[];
}

export interface Factor {
  factor_name: string;
  min: number | null;
  max: number | null;
  min_days: number | null;
  factor_type: 'hard' | 'soft';
}

export interface CatalogIndex {
  id: string;
  name: string;
  ticker: string;
  description: string;
  about: string;
  status: 'ACTIVE' | 'INACTIVE';
  is_hidden: boolean;
  /** 'CAIRN' indices are editable in the admin console. */
  index_type: 'CAIRN' | 'PARTNER';
  tags: string[];
  sector: string;
  weighting_methodology: string;
  inception_date: string;
  /** Investment fee in percent. */
  product_fee: number;
  video_url: string | null;
  icon: string | null;
  definition: IndexDefinition;
  /** Symbol → weight in percent; sums to 100. */
  asset_weights: Record<string, number>;
}

export interface CatalogModel {
  id: string;
  name: string;
  description: string;
  objective: string;
  product: 'MARKET' | 'SMART_BETA' | 'ALPHA';
  is_active: boolean;
  is_hidden: boolean;
  drift_threshold: number;
  rebalance_period: number;
  icon: string | null;
  inception_date: string;
  product_fee: number;
  video_url: string | null;
  is_collaboration_model: boolean;
  /** Set for collaboration models that carry a ticker. */
  ticker: string | null;
  index_weights: { index_id: string; weight: number }[];
  active_management_settings: {
    strategy: string;
    tracking_error: number;
    max_deviation: number | null;
  } | null;
  /** Symbol → benchmark and strategy weights in percent. */
  asset_weights: { symbol: string; benchmark_weight: number; strategy_weight: number }[];
}

export interface Catalog {
  assets: CatalogAsset[];
  indices: CatalogIndex[];
  models: CatalogModel[];
  /** Daily closes per symbol, oldest first, two years or more, extended as the clock moves on. */
  prices: Record<string, { date: string; close: number }[]>;
  /**
   * The sandbox's date the market was last read on (YYYY-MM-DD): index metrics use the closes up
   * to it. Closes after it exist only for accounts whose own clock runs ahead.
   */
  market_date?: string;
}
