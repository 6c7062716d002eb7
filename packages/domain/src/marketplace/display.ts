/**
 * Display helpers of the marketplace's models and indices (doc 2 §2 Marketplace, §3 "Model or
 * index"). `indexDisplayName` (money/format) drops an index name's suffix.
 */
import Big from 'big.js';
import { routeHref } from '../apps/manifest';
import { PRODUCTS } from '../constants';
import { type DecimalInput, tryDec } from '../money/decimal';
import { formatWholeUsd, MISSING_VALUE_DISPLAY } from '../money/format';
import type { Product } from '../tiers/tiers';
import { PRODUCT_STYLE_LABELS } from './filters';

/** Width of a marketplace card in px (doc 2 §2). */
export const MARKETPLACE_CARD_WIDTH_PX = 540;

/** The style label of a product ('Smart Beta'); the product itself when it is not one of the three. */
export function productStyleLabel(product: string): string {
  return (PRODUCTS as readonly string[]).includes(product)
    ? PRODUCT_STYLE_LABELS[product as Product]
    : product;
}

/**
 * A fee in percent ('0.5' or 0.5) with two decimals: '0.50%' (doc 2 §3 `product_fee` is a
 * percent); '--' when missing or not a number.
 */
export function formatFeePercent(value: DecimalInput | null | undefined): string {
  const fee = tryDec(value);
  return fee === null ? MISSING_VALUE_DISPLAY : `${fee.round(2, Big.roundHalfUp).toFixed(2)}%`;
}

/** A model minimum in whole dollars: '$25,000' (doc 2 §2); '--' when missing. */
export function formatModelMinimum(value: DecimalInput | null | undefined): string {
  const minimum = tryDec(value);
  return minimum === null ? MISSING_VALUE_DISPLAY : formatWholeUsd(minimum);
}

/** The icon of a model or index: `icon`, else `icon_resource_path`; `null` shows the generic image (doc 2 §8). */
export function investmentIcon(item: {
  readonly icon?: string | null | undefined;
  readonly icon_resource_path?: string | null | undefined;
}): string | null {
  for (const candidate of [item.icon, item.icon_resource_path]) {
    if (candidate !== null && candidate !== undefined && candidate.trim() !== '') return candidate;
  }
  return null;
}

/** An index's number of assets as users read it: '1 asset', '12 assets'. */
export function assetCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'asset' : 'assets'}`;
}

/** Whether an index page hides Add: collaboration models that have a ticker (doc 2 §2). */
export function isAddHidden(item: {
  readonly is_collaboration_model: boolean;
  readonly ticker?: string | null | undefined;
}): boolean {
  return item.is_collaboration_model && (item.ticker ?? '').trim() !== '';
}

/** The path of a model's page (doc 2 §2 /marketplace/models/{modelName}). */
export function modelDetailsPath(modelName: string): string {
  return routeHref('model-details', { modelName });
}

/** The path of an index's page (doc 2 §2 /marketplace/indices/{indexTicker}). */
export function indexDetailsPath(ticker: string): string {
  return routeHref('index-details', { indexTicker: ticker });
}

/**
 * The model name or ticker of a detail path's parameter as the router hands it over: the router
 * (wouter) decodes the path with `decodeURI`, which leaves the escapes of reserved characters in
 * place ("Bitcoin %26 Ether"); sent on as it was, the name was encoded a second time and the API
 * answered "Model Not Found" (issues 30, 31). The remaining escapes are decoded here, so
 * `modelDetailsPath(name)` routes back to `name`; a parameter that is no valid escape sequence
 * (a literal "%") is kept as it is.
 */
export function detailsPathParam(routed: string): string {
  try {
    return decodeURIComponent(routed);
  } catch {
    return routed;
  }
}
