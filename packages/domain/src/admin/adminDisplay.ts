import Big from 'big.js';
import { type DecimalInput, dec } from '../money/decimal';

/**
 * How the admin console shows weights (doc 3 §3: asset breakdown and asset weights are percents).
 * One count of decimals for every weight, so a column of them lines up ('2.11' over '73.81', never
 * '2.109' beside '73.8137'); the project's choice, as returns (doc 3 §5).
 */
export const ADMIN_WEIGHT_DECIMALS = 2;

/** A weight in percent with {@link ADMIN_WEIGHT_DECIMALS} decimals, rounded half up: '73.81', '0.00'. */
export function formatAdminWeight(percent: DecimalInput): string {
  return dec(percent).round(ADMIN_WEIGHT_DECIMALS, Big.roundHalfUp).toFixed(ADMIN_WEIGHT_DECIMALS);
}

/** One asset of a breakdown, as a table row. */
export interface AssetWeightRow {
  readonly id: string;
  readonly symbol: string;
  readonly weight: number;
}

/**
 * The rows of an asset breakdown (symbol → percent, doc 3 §3): largest weight first, equal weights
 * by symbol, so the order never depends on the answer's key order.
 */
export function assetWeightRows(weights: Readonly<Record<string, number>>): AssetWeightRow[] {
  return Object.entries(weights)
    .map(([symbol, weight]) => ({ id: symbol, symbol, weight }))
    .sort((a, b) => b.weight - a.weight || a.symbol.localeCompare(b.symbol));
}
