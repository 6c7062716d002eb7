/**
 * How many decimals a figure shows, as rules the kit's figure components are given (Money,
 * Quantity, Percent, Delta take a precision; a column or a list passes one to all its figures).
 */
import Big from 'big.js';
import {
  CRYPTO_MAX_DECIMALS,
  RETURN_DISPLAY_THRESHOLD,
  TRADE_QUANTITY_DECIMALS,
  USD_DECIMALS,
} from '../constants';
import { type DecimalInput, dec, tryDec } from './decimal';

/** Significant digits a unit price under $1 keeps, so '$0.004183' does not show as '$0.00'. */
export const SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS = 4;

/**
 * The decimals of a column of unit prices: two (doc 2 §9 "two decimals for USD") unless a price
 * is under $1, then enough to keep its first {@link SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS}
 * significant digits, at most 8 ('0.5' → 2, '0.0412' → 4, '0.004183' → 6). Amounts (values,
 * balances, fees) keep two decimals; only the price of one unit of an asset can be this small.
 * The whole column takes the largest, so its figures line up.
 */
export function unitPriceDecimals(prices: readonly DecimalInput[]): number {
  let decimals = USD_DECIMALS;
  for (const price of prices) {
    const magnitude = dec(price).abs();
    if (magnitude.eq(0) || magnitude.gte(1)) continue;
    // big.js keeps the exponent of the first significant digit: 0.0412 is 4.12e-2, so decimals 2..5.
    const firstSignificant = -magnitude.e;
    const needed = Math.min(CRYPTO_MAX_DECIMALS, firstSignificant + SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS - 1);
    decimals = Math.max(decimals, needed);
  }
  return decimals;
}

/** The most decimals a sub-dollar trade price shows ('$0.004183', never '$0.00418300'). */
export const TRADE_PRICE_MAX_DECIMALS = 6;

/**
 * The decimals of one trade price (the Trade History's Price column): two at $1 and above (doc 2 §9
 * "two decimals for USD": '$9.72', not '$9.72474'), and under $1 enough for its first
 * {@link SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS} significant digits, at most
 * {@link TRADE_PRICE_MAX_DECIMALS} ('0.5' → 4, '0.0412' → 5, '0.004183' → 6, '0.00000042' → 6).
 * Per price, not per column: one sub-dollar asset no longer gives every price in the list 5 decimals.
 */
export function tradePriceDecimals(price: DecimalInput): number {
  const magnitude = tryDec(price)?.abs() ?? null;
  if (magnitude === null || magnitude.eq(0) || magnitude.gte(1)) return USD_DECIMALS;
  const firstSignificant = -magnitude.e;
  return Math.min(TRADE_PRICE_MAX_DECIMALS, firstSignificant + SUB_DOLLAR_PRICE_SIGNIFICANT_DIGITS - 1);
}

/** How one price of a Price column is set: its decimals, then the figure spaces that line it up. */
export interface AlignedPrice {
  /** Decimals shown: 2 at $1 and above, the column's sub-dollar precision below $1. */
  readonly decimals: number;
  /** Figure spaces (U+2007, one digit wide) after the figure, so every decimal point lines up. */
  readonly pad: number;
}

/**
 * A column of trade prices (the Trade History's Price column) set on one decimal point: one fixed
 * precision per kind of row, two decimals at $1 and above (doc 2 §9 "two decimals for USD": '$9.72'),
 * and below $1 one precision for every sub-dollar row, the largest {@link tradePriceDecimals} of them
 * ('$0.3301'); a dollar row is padded with figure spaces to the sub-dollar rows' places, so the
 * points stand in one line ('$9.72' over '$0.3301'). Without a sub-dollar row nothing is padded.
 * Give it every price read (all pages), so 'Load More...' never moves the column.
 */
export function alignedTradePrices(prices: readonly DecimalInput[]): readonly AlignedPrice[] {
  const subDollar = (price: DecimalInput) => {
    const magnitude = tryDec(price)?.abs() ?? null;
    return magnitude !== null && !magnitude.eq(0) && magnitude.lt(1);
  };
  const places = prices.reduce<number>(
    (most, price) => (subDollar(price) ? Math.max(most, tradePriceDecimals(price)) : most),
    USD_DECIMALS,
  );
  return prices.map((price) =>
    subDollar(price) ? { decimals: places, pad: 0 } : { decimals: USD_DECIMALS, pad: places - USD_DECIMALS },
  );
}

/**
 * The decimals of a column of crypto amounts (doc 2 §9 "up to 8 for crypto"; "quantity in trades
 * shown to 6 decimals"): at least the trades' 6, so a quantity reads the same on every screen
 * ('120.000000 SOL', never '120.0 SOL'), more when an amount of the column needs them once rounded
 * to 8 decimals (trailing zeros not counted). The whole column shares the one precision, so its
 * figures line up.
 */
export function cryptoAmountDecimals(amounts: readonly DecimalInput[]): number {
  let decimals = TRADE_QUANTITY_DECIMALS;
  for (const amount of amounts) {
    const rounded = dec(amount).round(CRYPTO_MAX_DECIMALS, Big.roundHalfUp);
    if (rounded.eq(0)) continue;
    // big.js: c holds the significant digits, e the exponent of the first; the last digit's place is e - (c.length - 1).
    const needed = rounded.c.length - 1 - rounded.e;
    decimals = Math.max(decimals, needed);
  }
  return Math.min(decimals, CRYPTO_MAX_DECIMALS);
}

/**
 * A return (a ratio) as the decimal string a figure displays, or `null` when it displays as the
 * missing mark: missing, not a number, or with a magnitude under 1e-7 (doc 2 §9 "Values under 1e-7
 * display as '--'").
 */
export function displayedReturn(value: DecimalInput | null | undefined): string | null {
  const ratio = tryDec(value);
  if (ratio === null || ratio.abs().lt(dec(RETURN_DISPLAY_THRESHOLD))) return null;
  return ratio.toString();
}
