/**
 * The tax lots and disposals of each asset, built from what the API lists (doc 2 §3): crypto
 * deposits with their cost basis entries ("Tax transaction", "Cost basis entry") and the trades of
 * the trade history. The HIFO engine (`matchHifo`) and every estimate run on these ledgers.
 *
 * - A deposit with cost basis entries gives one lot per entry (its quantity, basis and purchase
 *   date). A deposit without, or the part of one its entries do not cover, gives a lot with the
 *   assumed $0 basis dated the day it was received (doc 2 §2, doc 3 §9), marked `basisAssumed`.
 * - A buy gives a lot of what the account received: its quantity less a fee paid in the asset
 *   bought, with what was paid as basis (its value, plus a fee paid in USD or another currency,
 *   valued in USD). A sell gives a disposal of what left the account (its quantity, plus a fee
 *   paid in the asset sold) whose proceeds are its value less a fee paid in USD (never below 0):
 *   the US treatment of transaction costs. Amounts are rounded to cents, half up, so every report
 *   reconciles to the cent. So the open lots are the account's balance to the unit.
 * - A crypto withdrawal (a transfer out) gives a disposal marked `transfer`: it takes its units
 *   from the lots by HIFO, like a sale, but is no sale and counts in no gain. Fees the custodian
 *   collects in crypto are sells of the trade history (docs/decisions.md, issue 27).
 * - Trades are dated by the tax calendar (`taxDateOf`: their trade date in America/New_York), as
 *   the server dates deposits and every report, never by the UTC or the browser's day.
 */
import Big from 'big.js';
import { USD_DECIMALS } from '../constants';
import { type CalendarDate, parseIsoDate } from '../dates/calendar';
import { taxDateOfIso } from '../dates/taxCalendar';
import { type Decimal, type DecimalInput, dec, sum } from '../money/decimal';
import { tradeFeeUsd } from '../money/format';
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
  /**
   * The saved entries (`GET /tax/transactions/{depositId}/cost-basis`, purchase dates 'YYYY-MM-DD');
   * empty while missing.
   */
  readonly costBases: readonly {
    readonly cost_basis: DecimalInput;
    readonly purchase_date: string;
    readonly native_amount: DecimalInput;
  }[];
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

/** A crypto withdrawal of the activity log: units that left the account, not sold. */
export interface LedgerTransferOut {
  readonly id: string;
  /** An ISO 8601 instant: when the units left the account. */
  readonly date: string;
  readonly currency: string;
  readonly amount: DecimalInput;
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
  transfersOut: readonly LedgerTransferOut[] = [],
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
  // By instant, then id: the engine takes a day's disposals in input order, so the order the API
  // lists them in (newest first, say) must not change which lots each one takes.
  const byInstant = <T extends { date: string; id: string }>(items: readonly T[]) =>
    items
      .map((item) => ({ item, time: new Date(item.date).getTime() }))
      .sort((a, b) => a.time - b.time || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0))
      .map(({ item }) => item);
  type Event =
    | { trade: LedgerTrade; transfer?: undefined }
    | { transfer: LedgerTransferOut; trade?: undefined };
  const events = byInstant<{ date: string; id: string; event: Event }>([
    ...trades.map((trade) => ({ date: trade.date, id: `trade:${trade.id}`, event: { trade } })),
    ...transfersOut.map((transfer) => ({
      date: transfer.date,
      id: `transfer:${transfer.id}`,
      event: { transfer },
    })),
  ]);
  for (const { event } of events) {
    if (event.transfer !== undefined) {
      const transfer = event.transfer;
      if (!dec(transfer.amount).gt(0)) continue;
      ledger(transfer.currency).disposals.push({
        id: `transfer:${transfer.id}`,
        quantity: dec(transfer.amount),
        proceedsUsd: dec(0),
        date: taxDateOfIso(transfer.date),
        transfer: true,
      });
      continue;
    }
    const trade = event.trade;
    const date = taxDateOfIso(trade.date);
    const feeInAsset = trade.fee_currency === trade.currency;
    const feeUsd = feeInAsset
      ? dec(0)
      : tradeFeeUsd({ fee: trade.fee, feeCurrency: trade.fee_currency, price: trade.price });
    const feeUnits = feeInAsset ? dec(trade.fee) : dec(0);
    if (trade.side === 'BUY') {
      const received = dec(trade.quantity).minus(feeUnits);
      if (received.lte(0)) continue;
      ledger(trade.currency).lots.push({
        id: `trade:${trade.id}`,
        quantity: received,
        costBasisUsd: toCents(dec(trade.value).plus(feeUsd)),
        acquired: date,
        source: 'TRADE',
        basisAssumed: false,
      });
    } else {
      const proceeds = toCents(dec(trade.value).minus(feeUsd));
      ledger(trade.currency).disposals.push({
        id: `trade:${trade.id}`,
        quantity: dec(trade.quantity).plus(feeUnits),
        proceedsUsd: proceeds.gt(0) ? proceeds : dec(0),
        date,
      });
    }
  }
  return [...bySymbol.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([symbol, { lots, disposals }]) => ({ symbol, lots, disposals }));
}
