/**
 * Tax transparency (beyond the spec): the lots behind the Tax Summary, so that a user or a tax
 * preparer can check every figure.
 *
 * - `taxYearReport`: for each sale of a tax year, the lots HIFO consumed (acquired, quantity, basis,
 *   proceeds, gain, short or long term), reconciling exactly with the year's summary; sales that
 *   consumed a deposit without cost basis are flagged '$0 basis assumed'.
 * - `openLots`: what is still held, lot by lot, in the order HIFO would sell it, with the day each
 *   lot becomes long-term and the days left.
 * - `form8949Rows` / `form8949Csv`: the lot-level report in the columns of IRS Form 8949, whose
 *   totals equal the summary to the cent.
 *
 * Holding period (spec README: more than one year is long-term; US rule), counted in calendar
 * months as `matchHifo` counts it (`longTermFrom`, Rev. Rul. 66-7): a lot acquired on 1 March 2024
 * is long-term when sold on or after 2 March 2025; one acquired on 28 February 2023 from 1 March
 * 2024 (a sale on 29 February 2024 is exactly twelve months: short-term).
 */
import Big from 'big.js';
import { toCsv } from '../activity/csv';
import { type CalendarDate, compareDates, daysBetween } from '../dates/calendar';
import { type Decimal, dec, sum } from '../money/decimal';
import { type GainSummary, type HoldingPeriod, longTermFrom, matchHifo } from './hifo';
import { type AssetLedger, toCents } from './ledger';

/** The flag of a sale that consumed a deposit whose cost basis is missing. */
export const ZERO_BASIS_ASSUMED = '$0 basis assumed';

export { longTermFrom };

/** One lot a sale consumed. */
export interface SaleLot {
  readonly lotId: string;
  readonly acquired: CalendarDate;
  readonly quantity: Decimal;
  readonly costBasisUsd: Decimal;
  readonly proceedsUsd: Decimal;
  readonly gainUsd: Decimal;
  readonly holdingPeriod: HoldingPeriod;
  /** The lot is a deposit whose $0 basis is assumed. */
  readonly basisAssumed: boolean;
}

/** One sale of the tax year with the lots it consumed. */
export interface SaleDetail {
  readonly symbol: string;
  readonly disposalId: string;
  readonly date: CalendarDate;
  readonly quantity: Decimal;
  readonly proceedsUsd: Decimal;
  readonly costBasisUsd: Decimal;
  readonly gainUsd: Decimal;
  readonly lots: readonly SaleLot[];
  /** {@link ZERO_BASIS_ASSUMED} when a consumed lot's basis is assumed, else `null`. */
  readonly flag: typeof ZERO_BASIS_ASSUMED | null;
  /**
   * The part of the sale no known lot covers. It is reported as a piece of its own at the assumed
   * $0 basis, acquired the day of the sale (short-term), flagged: the product's missing-basis rule
   * (doc 2 §9), so no proceeds vanish from the year.
   */
  readonly unmatchedQuantity: Decimal;
  readonly unmatchedProceedsUsd: Decimal;
}

/** A transfer out of the account (a crypto withdrawal) of the tax year: not a sale, no gain. */
export interface TransferOutDetail {
  readonly symbol: string;
  readonly disposalId: string;
  readonly date: CalendarDate;
  readonly quantity: Decimal;
  /** The basis that left with the units (HIFO), USD. */
  readonly costBasisUsd: Decimal;
  /** The part no known lot covered. */
  readonly unmatchedQuantity: Decimal;
}

/** A sale part of which no known lot covers (reported at $0 basis, short-term): for a warning. */
export interface UncoveredSale {
  readonly symbol: string;
  readonly date: CalendarDate;
  readonly quantity: Decimal;
}

/** A tax year's sales and summary. */
export interface TaxYearReport {
  readonly year: number;
  /** By date, then symbol, then input order. */
  readonly sales: readonly SaleDetail[];
  /** The transfers out of the year, by date then symbol. */
  readonly transfers: readonly TransferOutDetail[];
  /** The sales of the year that exceeded the known lots, by date then symbol. */
  readonly uncovered: readonly UncoveredSale[];
  /** The sum of the lots' gains, by holding period. */
  readonly summary: GainSummary;
}

/**
 * The ledger with basis and proceeds in whole cents, as tax forms report them, so that every
 * lot's share is in cents and the report reconciles to the cent.
 */
function inCents(ledger: AssetLedger): AssetLedger {
  return {
    symbol: ledger.symbol,
    lots: ledger.lots.map((lot) => ({ ...lot, costBasisUsd: toCents(lot.costBasisUsd) })),
    disposals: ledger.disposals.map((disposal) => ({
      ...disposal,
      proceedsUsd: toCents(disposal.proceedsUsd),
    })),
  };
}

/**
 * The sales of tax `year`, lot by lot. Each asset is matched over its whole history (earlier
 * years' sales change which lots remain), with basis and proceeds in cents; the summary is the
 * sum of the year's lot gains, so rows and summary always agree.
 */
export function taxYearReport(ledgers: readonly AssetLedger[], year: number): TaxYearReport {
  const sales: SaleDetail[] = [];
  const transfers: TransferOutDetail[] = [];
  for (const ledger of ledgers.map(inCents)) {
    const assumed = new Set(ledger.lots.filter((lot) => lot.basisAssumed).map((lot) => lot.id));
    for (const match of matchHifo(ledger.lots, ledger.disposals).disposals) {
      if (match.date.year !== year) continue;
      if (match.transfer) {
        transfers.push({
          symbol: ledger.symbol,
          disposalId: match.disposalId,
          date: match.date,
          quantity: match.quantity,
          costBasisUsd: match.costBasisUsd,
          unmatchedQuantity: match.unmatchedQuantity,
        });
        continue;
      }
      const lots: SaleLot[] = match.lots.map((piece) => ({
        ...piece,
        basisAssumed: assumed.has(piece.lotId),
      }));
      if (match.unmatchedQuantity.gt(0)) {
        lots.push({
          lotId: `${match.disposalId}:no-known-lot`,
          acquired: match.date,
          quantity: match.unmatchedQuantity,
          costBasisUsd: dec(0),
          proceedsUsd: match.unmatchedProceedsUsd,
          gainUsd: match.unmatchedProceedsUsd,
          holdingPeriod: 'SHORT_TERM',
          basisAssumed: true,
        });
      }
      sales.push({
        symbol: ledger.symbol,
        disposalId: match.disposalId,
        date: match.date,
        quantity: match.quantity,
        proceedsUsd: match.proceedsUsd,
        costBasisUsd: match.costBasisUsd,
        gainUsd: match.gainUsd.plus(match.unmatchedProceedsUsd),
        lots,
        flag: lots.some((lot) => lot.basisAssumed) ? ZERO_BASIS_ASSUMED : null,
        unmatchedQuantity: match.unmatchedQuantity,
        unmatchedProceedsUsd: match.unmatchedProceedsUsd,
      });
    }
  }
  const byDateAndSymbol = (
    a: { date: CalendarDate; symbol: string },
    b: { date: CalendarDate; symbol: string },
  ) => compareDates(a.date, b.date) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  sales.sort(byDateAndSymbol);
  transfers.sort(byDateAndSymbol);
  const pieces = sales.flatMap((sale) => sale.lots);
  const termGain = (term: HoldingPeriod) =>
    sum(pieces.filter((piece) => piece.holdingPeriod === term).map((piece) => piece.gainUsd));
  const shortTerm = termGain('SHORT_TERM');
  const longTerm = termGain('LONG_TERM');
  const uncovered = sales
    .filter((sale) => sale.unmatchedQuantity.gt(0))
    .map((sale) => ({ symbol: sale.symbol, date: sale.date, quantity: sale.unmatchedQuantity }));
  return {
    year,
    sales,
    transfers,
    uncovered,
    summary: { shortTerm, longTerm, total: shortTerm.plus(longTerm) },
  };
}

/** A lot still held. */
export interface OpenLot {
  readonly symbol: string;
  readonly lotId: string;
  readonly acquired: CalendarDate;
  /** The quantity left. */
  readonly quantity: Decimal;
  /** The basis of the quantity left, USD. */
  readonly costBasisUsd: Decimal;
  /** The basis of one unit, USD. */
  readonly unitCostUsd: Decimal;
  /** The first day a sale of it is long-term. */
  readonly longTermFrom: CalendarDate;
  /** Days from `today` until then (0 once long-term). */
  readonly daysUntilLongTerm: number;
  readonly isLongTerm: boolean;
  readonly basisAssumed: boolean;
}

/**
 * The lots still held on `today` (after the sales dated on or before it), by symbol, each asset's
 * in the order HIFO would sell them: highest unit cost first, then earliest acquired, then id.
 * Bases are in cents, as in {@link taxYearReport}.
 */
export function openLots(ledgers: readonly AssetLedger[], today: CalendarDate): OpenLot[] {
  const open: OpenLot[] = [];
  const symbols = ledgers
    .map(inCents)
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  for (const ledger of symbols) {
    const held = ledger.lots.filter((lot) => compareDates(lot.acquired, today) <= 0);
    const sold = ledger.disposals.filter((disposal) => compareDates(disposal.date, today) <= 0);
    const taken = new Map<string, { quantity: Decimal; basis: Decimal }>();
    for (const match of matchHifo(held, sold).disposals) {
      for (const piece of match.lots) {
        const before = taken.get(piece.lotId) ?? { quantity: dec(0), basis: dec(0) };
        taken.set(piece.lotId, {
          quantity: before.quantity.plus(piece.quantity),
          basis: before.basis.plus(piece.costBasisUsd),
        });
      }
    }
    const lots = held.flatMap((lot): OpenLot[] => {
      const used = taken.get(lot.id);
      const quantity = dec(lot.quantity).minus(used?.quantity ?? 0);
      if (quantity.lte(0)) return [];
      const from = longTermFrom(lot.acquired);
      const daysLeft = Math.max(0, daysBetween(today, from));
      return [
        {
          symbol: ledger.symbol,
          lotId: lot.id,
          acquired: lot.acquired,
          quantity,
          costBasisUsd: dec(lot.costBasisUsd).minus(used?.basis ?? 0),
          unitCostUsd: dec(lot.costBasisUsd).div(dec(lot.quantity)),
          longTermFrom: from,
          daysUntilLongTerm: daysLeft,
          isLongTerm: daysLeft === 0,
          basisAssumed: lot.basisAssumed,
        },
      ];
    });
    lots.sort(
      (a, b) =>
        b.unitCostUsd.cmp(a.unitCostUsd) ||
        compareDates(a.acquired, b.acquired) ||
        (a.lotId < b.lotId ? -1 : a.lotId > b.lotId ? 1 : 0),
    );
    open.push(...lots);
  }
  return open;
}

/** The columns of IRS Form 8949, and the term (Part I short-term, Part II long-term). */
export const FORM_8949_HEADER = [
  'Description of property',
  'Date acquired',
  'Date sold or disposed of',
  'Proceeds',
  'Cost or other basis',
  'Gain or (loss)',
  'Term',
] as const;

/** How the term column reads. */
export const TERM_LABELS: Readonly<Record<HoldingPeriod, string>> = {
  SHORT_TERM: 'Short-term',
  LONG_TERM: 'Long-term',
};

const mmddyyyy = (date: CalendarDate) =>
  `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;

const cents = (value: Decimal) => value.round(2, Big.roundHalfUp).toFixed(2);

/**
 * The Form 8949 rows of a report, header first: one row per consumed lot, short-term (Part I)
 * before long-term (Part II), each by date sold; description '0.5 BTC', with ' ($0 basis assumed)'
 * when the lot's basis is assumed; dates MM/DD/YYYY; amounts in dollars and cents without symbols.
 * Then the totals: short-term, long-term and overall, equal to the report's summary.
 */
export function form8949Rows(report: TaxYearReport): string[][] {
  const rows: string[][] = [[...FORM_8949_HEADER]];
  const totals: string[][] = [];
  for (const term of ['SHORT_TERM', 'LONG_TERM'] as const) {
    const pieces = report.sales.flatMap((sale) =>
      sale.lots.filter((lot) => lot.holdingPeriod === term).map((lot) => ({ sale, lot })),
    );
    for (const { sale, lot } of pieces) {
      rows.push([
        `${lot.quantity.toFixed()} ${sale.symbol}${lot.basisAssumed ? ` (${ZERO_BASIS_ASSUMED})` : ''}`,
        mmddyyyy(lot.acquired),
        mmddyyyy(sale.date),
        cents(lot.proceedsUsd),
        cents(lot.costBasisUsd),
        cents(lot.gainUsd),
        TERM_LABELS[term],
      ]);
    }
    totals.push([
      `Total ${TERM_LABELS[term].toLowerCase()}`,
      '',
      '',
      cents(sum(pieces.map(({ lot }) => lot.proceedsUsd))),
      cents(sum(pieces.map(({ lot }) => lot.costBasisUsd))),
      cents(term === 'SHORT_TERM' ? report.summary.shortTerm : report.summary.longTerm),
      TERM_LABELS[term],
    ]);
  }
  const all = report.sales.flatMap((sale) => sale.lots);
  totals.push([
    'Total',
    '',
    '',
    cents(sum(all.map((lot) => lot.proceedsUsd))),
    cents(sum(all.map((lot) => lot.costBasisUsd))),
    cents(report.summary.total),
    '',
  ]);
  return [...rows, ...totals];
}

/** The Form 8949 rows as CSV text (RFC 4180, CRLF). */
export function form8949Csv(report: TaxYearReport): string {
  return toCsv(form8949Rows(report));
}
