/**
 * Display formatting of money, crypto amounts, trade quantities and returns (doc 2 §5, §9; doc 3 §5).
 * Every function rounds exactly with {@link Decimal}, half away from zero (big.js "half up"), never
 * through JavaScript floats.
 */
import Big from 'big.js';
import {
  CRYPTO_MAX_DECIMALS,
  RETURN_DECIMALS,
  RETURN_DISPLAY_THRESHOLD,
  TRADE_QUANTITY_DECIMALS,
  USD_DECIMALS,
} from '../constants';
import { type Decimal, type DecimalInput, dec, tryDec } from './decimal';

/**
 * What a missing value or a negligible return displays as (doc 2 §9, doc 3: values under 1e-7
 * display as '--'). The spec's two hyphens are kept; the kit's figures draw them muted.
 */
export const MISSING_VALUE_DISPLAY = '--';

/** The currency code of trade fees that are already in US dollars (doc 2 §9). */
export const USD_CURRENCY = 'USD';

const HALF_UP = Big.roundHalfUp;
const RETURN_THRESHOLD = dec(RETURN_DISPLAY_THRESHOLD);

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds to `decimals`, then splits into sign and grouped magnitude ('-0.004' to 2 places is '0.00'). */
function roundedParts(value: DecimalInput, decimals: number): { negative: boolean; magnitude: string } {
  const rounded = dec(value).round(decimals, HALF_UP);
  const [whole = '0', fraction] = rounded.abs().toFixed(decimals).split('.');
  return {
    negative: rounded.lt(0),
    magnitude: fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`,
  };
}

/** US dollars with two decimals and thousands separators: '$1,234.50', '-$1,234.50' (doc 2 §5). */
export function formatUsd(value: DecimalInput): string {
  const { negative, magnitude } = roundedParts(value, USD_DECIMALS);
  return `${negative ? '-' : ''}$${magnitude}`;
}

/**
 * The text of a money input (whose `$` prefix is drawn beside it): two decimals and thousands
 * separators, '1,234.50' (doc 2 §5 "Money input").
 */
export function formatMoneyInput(value: DecimalInput): string {
  const { negative, magnitude } = roundedParts(value, USD_DECIMALS);
  return `${negative ? '-' : ''}${magnitude}`;
}

/**
 * US dollars with a sign: '+$12.00' for gains, '-$12.00' for losses, '$0.00' for zero (doc 2 §2
 * Tax Summary: "Positive values get a plus sign"). The sign follows the value rounded to cents.
 */
export function formatSignedUsd(value: DecimalInput): string {
  const { negative, magnitude } = roundedParts(value, USD_DECIMALS);
  const sign = negative ? '-' : magnitude === '0.00' ? '' : '+';
  return `${sign}$${magnitude}`;
}

/**
 * Whole US dollars, no decimals: '$2,000' (doc 2 §9: the rebalancing minimum shows zero decimals;
 * also the intended-investment-amount labels).
 */
export function formatWholeUsd(value: DecimalInput): string {
  const { negative, magnitude } = roundedParts(value, 0);
  return `${negative ? '-' : ''}$${magnitude}`;
}

/** The rebalancing minimum as shown in banners: whole dollars, '$2,000' (doc 2 §2, §9). */
export function formatRebalancingMinimum(value: DecimalInput): string {
  return formatWholeUsd(value);
}

/**
 * A crypto amount with up to 8 decimals, trailing zeros trimmed, thousands separators, and the
 * symbol after it when given: '1,234.5', '0.00000001 BTC' (doc 2 §5, doc 3 §5).
 */
export function formatCrypto(value: DecimalInput, symbol?: string): string {
  const { negative, magnitude } = roundedParts(value, CRYPTO_MAX_DECIMALS);
  const trimmed = magnitude.replace(/\.?0+$/, '');
  const amount = `${negative ? '-' : ''}${trimmed}`;
  return symbol === undefined ? amount : `${amount} ${symbol}`;
}

/** A trade quantity with exactly 6 decimals and thousands separators: '1,234.500000' (doc 2 §5). */
export function formatTradeQuantity(value: DecimalInput): string {
  const { negative, magnitude } = roundedParts(value, TRADE_QUANTITY_DECIMALS);
  return `${negative ? '-' : ''}${magnitude}`;
}

/** The one dash of a range (U+2013, en dash), set without spaces between its two ends. */
export const RANGE_DASH = '\u2013';

/**
 * A range between two displayed figures, the one way ranges read everywhere (issue 30): an en dash
 * without spaces, '$25,000–$50,000', '1%–5%', '1–5 years' (a shared unit goes after: pass the
 * bare figures and add it). Open ranges read in words ('Over $1,000,000', 'Less than 1%').
 */
export function formatRange(low: string, high: string): string {
  return `${low}${RANGE_DASH}${high}`;
}

/** A figure, a dash of any kind with optional spaces around it, then the next figure. */
const WIRE_RANGE = /(\d[\d,.]*[%KMB]?)\s*[-\u2010-\u2015]\s*(?=[$\u20ac\u00a3]?\d)/g;

/**
 * A range label as a server wrote it ('$250,000 - $500,000', the financial step's option lists,
 * doc 1 §7) in the one range format of {@link formatRange}: '$250,000–$500,000'. Only a dash
 * between two figures changes; words ('Self-employed', 'Under $100,000') stay as served.
 */
export function formatRangeLabel(label: string): string {
  return label.replace(WIRE_RANGE, `$1${RANGE_DASH}`);
}

/**
 * A return (a ratio: 0.1234 is 12.34%) multiplied by 100 with two decimals and a percent sign:
 * '12.34%', '-3.10%'. Missing, non-numeric or with a magnitude below 1e-7 it is '--' (doc 2 §9).
 */
export function formatReturn(value: DecimalInput | null | undefined): string {
  const ratio = tryDec(value);
  if (ratio === null || ratio.abs().lt(RETURN_THRESHOLD)) return MISSING_VALUE_DISPLAY;
  const { negative, magnitude } = roundedParts(ratio.times(100), RETURN_DECIMALS);
  return `${negative ? '-' : ''}${magnitude}%`;
}

/**
 * Parses a money input or a formatted amount ('$1,234.50', '-$3', '1,000') into a Decimal; `null`
 * when the text is not an amount. The `$` prefix and thousands commas are optional.
 */
export function parseUsd(text: string): Decimal | null {
  const match = /^\s*(-?)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return null;
  return dec(`${sign}${(whole ?? '0').replaceAll(',', '')}${fraction === undefined ? '' : `.${fraction}`}`);
}

/**
 * An index's display name: the suffix after the first hyphen (or en/em dash) that follows a space
 * is dropped, so 'Cairn DeFi - Large Cap' shows 'Cairn DeFi' while hyphens inside words
 * ('Layer-1 Leaders') stay (doc 2 §2 Marketplace).
 */
export function indexDisplayName(name: string): string {
  // Requiring a space before the dash keeps hyphenated words and never leaves an empty name.
  return name.trim().replace(/\s+[-–—].*$/s, '');
}

/** A trade's fee as shown in the trades table. */
export interface TradeFee {
  /** The fee in its own currency. */
  readonly fee: DecimalInput;
  /** The fee's currency, e.g. 'USD' or 'BTC'. */
  readonly feeCurrency: string;
  /** The trade's price in USD of one unit of the traded asset. */
  readonly price: DecimalInput;
}

/**
 * A trade fee in US dollars: the fee itself when its currency is USD (any letter case), else the
 * fee times the trade's price (doc 2 §9).
 */
export function tradeFeeUsd({ fee, feeCurrency, price }: TradeFee): Decimal {
  return feeCurrency.trim().toUpperCase() === USD_CURRENCY ? dec(fee) : dec(fee).times(dec(price));
}
