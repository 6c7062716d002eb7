/**
 * The tax lots and disposals of each asset, built from what the API lists (doc 2 §3): crypto
 * deposits with their cost basis entries ("Tax transaction", "Cost basis entry") and the trades of
 * the trade history. The HIFO engine (`matchHifo`) and every estimate run on these ledgers.
 *
 * - A deposit with cost basis entries gives one lot per entry (its quantity, basis and purchase
 *   date). A deposit without, or the part of one its entries do not cover, gives a lot with the
 *   assumed $0 basis dated the day it was received (doc 2 §2, doc 3 §9), marked `basisAssumed`.
 * - A buy gives a lot whose basis is its value plus its fee in USD; a sell gives a disposal whose
 *   proceeds are its value less its fee in USD (never below 0): the US treatment of transaction
 *   costs. Both are rounded to cents, half up, so every report reconciles to the cent.
 * - Trades are dated by the tax calendar (`taxDateOf`: their trade date in America/New_York), as
 *   the server dates deposits and every report, never by the UTC or the browser's day.
 */
import Big from 'big.js';
import { USD_DECIMALS } from '../constants';
import { type CalendarDate, parseIsoDate } from '../dates/calendar';
import { taxDateOfIso } from '../dates/taxCalendar';
import { type Decimal, type DecimalInput, dec, sum } from '../money/decimal';
import { tradeFeeUsd } from '../money/format';
import type { CostBasisApiEntry } from './costBasis';
import { type Disposal, lotFromDeposit, type TaxLot } from './hifo';

/** A lot with where it came from. */
export interface LedgerLot extends TaxLot {
  readonly source: 'DEPOSIT' | 'TRADE';
  /** The $0 basis was assumed because the deposit lacks cost basis details. */
  readonly basisAssumed: boolean;
}

/** One asset's lots and disposals. */
export interface AssetLedger {
  readonly symbol: string;
  readonly lots: readonly LedgerLot[];
  readonly disposals: readonly Disposal[];
}

/** A crypto deposit of the Tax Center (doc 2 §3 "Tax transaction") with its saved cost basis entries. */
export interface LedgerDeposit {
  readonly deposit_id: string;
  /** 'YYYY-MM-DD'. */
  readonly date_received: string;
  readonly currency: string;
  readonly amount: DecimalInput;
  /** The saved entries (`GET /tax/transactions/{depositId}/cost-basis`); empty while missing. */
  readonly costBases: readonly Pick<CostBasisApiEntry, 'cost_basis' | 'purchase_date' | 'native_amount'>[];
}

/** A trade of the trade history (doc 2 §3 "Trade"). */
export interface LedgerTrade {
  readonly id: string;
  /** An ISO 8601 instant. */
  readonly date: string;
  readonly currency: string;
  readonly side: 'BUY' | 'SELL';
  readonly quantity: DecimalInput;
  readonly price: DecimalInput;
  readonly value: DecimalInput;
  readonly fee: DecimalInput;
  readonly fee_currency: string;
}

/** An amount rounded to cents, half up. */
export function toCents(value: DecimalInput): Decimal {
  return dec(value).round(USD_DECIMALS, Big.roundHalfUp);
}

function requireDate(text: string, what: string): CalendarDate {
  const date = parseIsoDate(text);
  if (date === null) throw new RangeError(`${what} is not a YYYY-MM-DD date: ${text}`);
  return date;
}

function depositLots(deposit: LedgerDeposit): LedgerLot[] {
  const receivedOn = requireDate(deposit.date_received, `Deposit ${deposit.deposit_id} date`);
  const lots: LedgerLot[] = deposit.costBases.map((entry, index) => ({
    id: `deposit:${deposit.deposit_id}:${index + 1}`,
    quantity: dec(entry.native_amount),
    costBasisUsd: toCents(entry.cost_basis),
    acquired: requireDate(entry.purchase_date, `Deposit ${deposit.deposit_id} purchase date`),
    source: 'DEPOSIT',
    basisAssumed: false,
  }));
  const uncovered = dec(deposit.amount).minus(sum(lots.map((lot) => lot.quantity)));
  if (uncovered.gt(0)) {
    const id = lots.length === 0 ? `deposit:${deposit.deposit_id}` : `deposit:${deposit.deposit_id}:rest`;
    lots.push({
      ...lotFromDeposit({ id, quantity: uncovered, receivedOn }),
      source: 'DEPOSIT',
      basisAssumed: true,
    });
  }
  return lots;
}

/**
 * The ledger of every asset found in the deposits and trades, sorted by symbol. Symbols are
 * compared as given (the API spells them in capitals).
 */
export function assetLedgers(
  deposits: readonly LedgerDeposit[],
  trades: readonly LedgerTrade[],
): AssetLedger[] {
  const bySymbol = new Map<string, { lots: LedgerLot[]; disposals: Disposal[] }>();
  const ledger = (symbol: string) => {
    let found = bySymbol.get(symbol);
    if (found === undefined) {
      found = { lots: [], disposals: [] };
      bySymbol.set(symbol, found);
    }
    return found;
  };
  for (const deposit of deposits) ledger(deposit.currency).lots.push(...depositLots(deposit));
  for (const trade of trades) {
    const date = taxDateOfIso(trade.date);
    const fee = tradeFeeUsd({ fee: trade.fee, feeCurrency: trade.fee_currency, price: trade.price });
    if (trade.side === 'BUY') {
      ledger(trade.currency).lots.push({
        id: `trade:${trade.id}`,
        quantity: dec(trade.quantity),
        costBasisUsd: toCents(dec(trade.value).plus(fee)),
        acquired: date,
        source: 'TRADE',
        basisAssumed: false,
      });
    } else {
      const proceeds = toCents(dec(trade.value).minus(fee));
      ledger(trade.currency).disposals.push({
        id: `trade:${trade.id}`,
        quantity: dec(trade.quantity),
        proceedsUsd: proceeds.gt(0) ? proceeds : dec(0),
        date,
      });
    }
  }
  return [...bySymbol.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([symbol, { lots, disposals }]) => ({ symbol, lots, disposals }));
}
