/**
 * Estimated sales for the previews (withdrawal tax impact, Apply & Rebalance): a sale of a
 * quantity at a price, matched by HIFO (`matchHifo`) after the ledger's own disposals, with its
 * gain split into short- and long-term. Estimates: real sales execute at other prices.
 */
import Big from 'big.js';
import { PORTFOLIO_CHANGE_HOURS, TRADE_FEE_SHARE } from '../constants';
import type { CalendarDate } from '../dates/calendar';
import { compareDates } from '../dates/calendar';
import { taxDateOf } from '../dates/taxCalendar';
import { type Decimal, type DecimalInput, dec, min, sum } from '../money/decimal';
import { type DisposalMatch, type LotConsumption, matchHifo } from './hifo';
import { type AssetLedger, toCents } from './ledger';

/**
 * What a sale of `valueUsd` brings once the partner's fee is paid: the value less
 * {@link TRADE_FEE_SHARE} of it, each in cents, as the ledger books a sell (issue 27).
 */
export function proceedsNetOfFee(valueUsd: DecimalInput): Decimal {
  const value = toCents(valueUsd);
  const net = value.minus(toCents(value.times(TRADE_FEE_SHARE)));
  return net.gt(0) ? net : dec(0);
}

/**
 * The tax date a rebalance queued at `now` trades on: {@link PORTFOLIO_CHANGE_HOURS} later, in the
 * tax calendar. Its estimate classifies lots on that day, not today (issue 27).
 */
export function rebalanceTradeDate(now: Date): CalendarDate {
  return taxDateOf(new Date(now.getTime() + PORTFOLIO_CHANGE_HOURS * 3_600_000));
}

/** Quantities of estimated sales keep this many decimals (the 1e-12 quantity floor, doc 3 §9). */
export const ESTIMATE_QUANTITY_DECIMALS = 12;

/** An estimated sale of one asset. */
export interface EstimatedSale {
  readonly symbol: string;
  readonly quantity: Decimal;
  readonly proceedsUsd: Decimal;
  readonly costBasisUsd: Decimal;
  readonly gainUsd: Decimal;
  readonly shortTermGainUsd: Decimal;
  readonly longTermGainUsd: Decimal;
  /** The lots HIFO would consume, highest unit cost first. */
  readonly lots: readonly LotConsumption[];
  /** Whether a consumed lot is a deposit whose $0 basis is assumed. */
  readonly basisAssumed: boolean;
  /** The part of the sale no known lot covers (its gain is not estimated). */
  readonly unmatchedQuantity: Decimal;
}

/** Short-term, long-term and total estimated gains, USD. */
export interface EstimatedGains {
  readonly shortTermUsd: Decimal;
  readonly longTermUsd: Decimal;
  readonly totalUsd: Decimal;
}

/** A quantity rounded half up to {@link ESTIMATE_QUANTITY_DECIMALS}, never above `cap`. */
export function estimateQuantity(value: DecimalInput, cap: DecimalInput): Decimal {
  return min(dec(value).round(ESTIMATE_QUANTITY_DECIMALS, Big.roundHalfUp), cap);
}

/**
 * The estimated sale of `quantity` (above 0) for `proceedsUsd` on `date` from `ledger`: its own
 * disposals dated on or before `date` are matched first, then the sale.
 */
export function estimateSale(
  ledger: AssetLedger | undefined,
  symbol: string,
  quantity: DecimalInput,
  proceedsUsd: DecimalInput,
  date: CalendarDate,
): EstimatedSale {
  const lots = ledger?.lots ?? [];
  const history = (ledger?.disposals ?? []).filter((disposal) => compareDates(disposal.date, date) <= 0);
  const proceeds = toCents(proceedsUsd);
  const match = matchHifo(lots, [...history, { id: '', quantity, proceedsUsd: proceeds, date }]).disposals.at(
    -1,
  ) as DisposalMatch;
  const assumed = new Set(lots.filter((lot) => lot.basisAssumed).map((lot) => lot.id));
  const termGain = (term: 'SHORT_TERM' | 'LONG_TERM') =>
    sum(match.lots.filter((piece) => piece.holdingPeriod === term).map((piece) => piece.gainUsd));
  return {
    symbol,
    quantity: match.quantity,
    proceedsUsd: match.proceedsUsd,
    costBasisUsd: match.costBasisUsd,
    gainUsd: match.gainUsd,
    shortTermGainUsd: termGain('SHORT_TERM'),
    longTermGainUsd: termGain('LONG_TERM'),
    lots: match.lots,
    basisAssumed: match.lots.some((piece) => assumed.has(piece.lotId)),
    unmatchedQuantity: match.unmatchedQuantity,
  };
}

/** The total short-, long-term and overall gains of estimated sales. */
export function estimatedGains(sales: readonly EstimatedSale[]): EstimatedGains {
  const shortTermUsd = sum(sales.map((sale) => sale.shortTermGainUsd));
  const longTermUsd = sum(sales.map((sale) => sale.longTermGainUsd));
  return { shortTermUsd, longTermUsd, totalUsd: shortTermUsd.plus(longTermUsd) };
}
