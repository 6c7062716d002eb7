import { customerCallSpecs as calls, type TaxTransaction } from '@cairn/api-client';
import {
  type AssetLedger,
  addDays,
  assetLedgers,
  type CalendarDate,
  canDownloadTaxReport,
  costBasisFormSchema,
  type Decimal,
  dec,
  formatIsoDate,
  formatPurchaseDate,
  parseIsoDate,
  taxCenterTexts,
  taxDateOf,
  taxDateOfIso,
  taxYearReport,
  ZERO_BASIS_ASSUMED,
} from '@cairn/domain';
import { type ApiApp, implement, notFound, SandboxError, userCorrectable } from '../../core/contract';
import { csv, implementDownload } from './activity';
import { tlhApplies } from './engine';
import { type CustomerState, clockOf, customerOf, type DepositRecord } from './state';
import { usdText } from './valuation';

/** The message of a cost basis save while updates are off; 'disabled' keeps the app silent (doc 2 §8). */
export const COST_BASIS_UPDATES_DISABLED = 'Cost basis updates are disabled for this account';

const badRequest = (message: string) => new SandboxError(400, 'BAD_REQUEST', message);

function dateOf(text: string, name: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw badRequest(`${name}: ${text} is not a date`);
  return date;
}

/** A date range's two ends, checked: real dates, start not after end. */
function rangeOf(input: { start_date: string; end_date: string }): { start: string; end: string } {
  const start = formatIsoDate(dateOf(input.start_date, 'start_date'));
  const end = formatIsoDate(dateOf(input.end_date, 'end_date'));
  if (start > end) throw badRequest('start_date must not be after end_date');
  return { start, end };
}

const isCrypto = (deposit: DepositRecord) => deposit.kind === 'crypto';

/** A crypto deposit as the Tax Center lists it. */
function taxTransaction(deposit: DepositRecord): TaxTransaction {
  return {
    deposit_id: deposit.id,
    date_received: receivedOn(deposit),
    currency: deposit.currency,
    amount: deposit.amount,
    is_missing_cost_basis: deposit.cost_basis === null,
  };
}

/** The crypto deposits of an account, newest first. */
function taxTransactions(state: CustomerState): TaxTransaction[] {
  return state.deposits
    .filter(isCrypto)
    .map(taxTransaction)
    .sort(
      (a, b) => b.date_received.localeCompare(a.date_received) || b.deposit_id.localeCompare(a.deposit_id),
    );
}

/** One sold piece of a lot, for the summary and the report. */
interface SoldPiece {
  symbol: string;
  quantity: Decimal;
  acquired: CalendarDate;
  sold: CalendarDate;
  proceeds: Decimal;
  costBasis: Decimal;
  gain: Decimal;
  longTerm: boolean;
  /** The $0 basis was assumed: a deposit missing details, or units beyond the known lots. */
  basisAssumed: boolean;
}

/** A deposit's tax date (its receipt in the tax calendar, America/New_York) as YYYY-MM-DD. */
const receivedOn = (deposit: DepositRecord) => formatIsoDate(taxDateOfIso(deposit.received));

/**
 * The account's ledgers, as the app builds them (the domain's `assetLedgers`): lots are the crypto
 * deposits (their cost basis entries, or the $0 default while missing) and the buys; disposals are
 * the sells (fee collections in crypto included) and, as transfers out, the crypto withdrawals;
 * every date is a tax date.
 */
export function ledgersOf(state: CustomerState): AssetLedger[] {
  return assetLedgers(
    state.deposits.filter(isCrypto).map((deposit) => ({
      deposit_id: deposit.id,
      date_received: receivedOn(deposit),
      currency: deposit.currency,
      amount: deposit.amount,
      costBases: deposit.cost_basis ?? [],
    })),
    state.trades.filter((trade) => dec(trade.quantity).gt(0)),
    state.withdrawals
      .filter((withdrawal) => withdrawal.kind === 'crypto')
      .map((withdrawal) => ({
        id: withdrawal.id,
        date: withdrawal.received,
        currency: withdrawal.currency,
        amount: withdrawal.amount,
      })),
  );
}

/**
 * The pieces sold from `start` to `end` (tax dates): the domain's lot-level report
 * (`taxYearReport`) of each year the range touches, so the summary, this report and the app's lot
 * tables and Form-8949 CSV are one computation and agree to the cent. The part of a sale beyond
 * the known lots is a piece at the assumed $0 basis (the missing-basis rule), never left out.
 */
function soldPieces(state: CustomerState, start: string, end: string): SoldPiece[] {
  const ledgers = ledgersOf(state);
  const pieces: SoldPiece[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const sale of taxYearReport(ledgers, year).sales) {
      const date = formatIsoDate(sale.date);
      if (date < start || date > end) continue;
      for (const lot of sale.lots) {
        pieces.push({
          symbol: sale.symbol,
          quantity: lot.quantity,
          acquired: lot.acquired,
          sold: sale.date,
          proceeds: lot.proceedsUsd,
          costBasis: lot.costBasisUsd,
          gain: lot.gainUsd,
          longTerm: lot.holdingPeriod === 'LONG_TERM',
          basisAssumed: lot.basisAssumed,
        });
      }
    }
  }
  return pieces.sort(
    (a, b) => formatIsoDate(a.sold).localeCompare(formatIsoDate(b.sold)) || a.symbol.localeCompare(b.symbol),
  );
}

/** The start of a time filter, or null for all time. */
function filterStart(todayText: string, filter: 'all' | '30days' | '90days' | '1year'): string | null {
  const days = { all: null, '30days': 30, '90days': 90, '1year': 365 }[filter];
  const today = parseIsoDate(todayText);
  return days === null || !today ? null : formatIsoDate(addDays(today, -days));
}

/** The crypto deposit of an account with this id, else 404. */
function depositOf(state: CustomerState, id: string): DepositRecord {
  const deposit = state.deposits.find((candidate) => candidate.id === id && isCrypto(candidate));
  if (!deposit) throw notFound(`No crypto deposit with id ${id}`);
  return deposit;
}

/** Serves the Tax Center: gains, report, transactions, cost basis and harvested losses. */
export function registerTaxCalls(api: ApiApp): void {
  implement(api, calls.getHarvestedLosses, ({ input, user, world }) => {
    const { start, end } = rangeOf(input);
    if (!tlhApplies(world, user)) return { total_harvested_losses: '0.00', chart_data: [] };
    let total = dec(0);
    const chart_data = customerOf(world, user)
      .harvested_losses.filter((entry) => entry.date >= start && entry.date <= end)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((entry) => {
        total = total.plus(entry.amount);
        return { date: entry.date, value: usdText(total) };
      });
    return { total_harvested_losses: usdText(total), chart_data };
  });

  implement(api, calls.getTaxSummary, ({ input, user, world }) => {
    const { start, end } = rangeOf(input);
    let shortTerm = dec(0);
    let longTerm = dec(0);
    for (const piece of soldPieces(customerOf(world, user), start, end)) {
      if (piece.longTerm) longTerm = longTerm.plus(piece.gain);
      else shortTerm = shortTerm.plus(piece.gain);
    }
    return {
      short_term: usdText(shortTerm),
      long_term: usdText(longTerm),
      total: usdText(shortTerm.plus(longTerm)),
    };
  });

  implementDownload(api, calls.downloadTaxReport, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const today = taxDateOf(clockOf(world, user).now);
    if (!canDownloadTaxReport(input.year, today)) throw userCorrectable(taxCenterTexts.reportNotAvailable);
    const pieces = soldPieces(state, `${input.year}-01-01`, `${input.year}-12-31`);
    return {
      file: {
        name: `cairn-gain-loss-report-${input.year}.csv`,
        type: 'text/csv; charset=utf-8',
        content: csv([
          [
            'Asset',
            'Quantity',
            'Date Acquired',
            'Date Sold',
            'Proceeds (USD)',
            'Cost Basis (USD)',
            'Gain or Loss (USD)',
            'Term',
            'Note',
          ],
          ...pieces.map((piece) => [
            piece.symbol,
            piece.quantity.toString(),
            formatIsoDate(piece.acquired),
            formatIsoDate(piece.sold),
            usdText(piece.proceeds),
            usdText(piece.costBasis),
            usdText(piece.gain),
            piece.longTerm ? taxCenterTexts.longTerm : taxCenterTexts.shortTerm,
            piece.basisAssumed ? ZERO_BASIS_ASSUMED : '',
          ]),
        ]),
      },
    };
  });

  implement(api, calls.getMissingCostBasis, ({ user, world }) =>
    taxTransactions(customerOf(world, user)).filter((transaction) => transaction.is_missing_cost_basis),
  );

  implement(api, calls.getCostBasisUpdateEnabled, ({ user, world }) => ({
    update_enabled: customerOf(world, user).cost_basis_update_enabled,
  }));

  implement(api, calls.getTaxTransactions, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const start = filterStart(formatIsoDate(taxDateOf(clockOf(world, user).now)), input.time_filter ?? 'all');
    return taxTransactions(state).filter(
      (transaction) => start === null || transaction.date_received >= start,
    );
  });

  implement(api, calls.getCostBasis, ({ input, user, world }) => {
    const deposit = depositOf(customerOf(world, user), input.depositId);
    return (deposit.cost_basis ?? []).map((entry) => ({ deposit_id: deposit.id, ...entry }));
  });

  implement(api, calls.saveCostBasis, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const deposit = depositOf(state, input.depositId);
    if (!state.cost_basis_update_enabled) throw userCorrectable(COST_BASIS_UPDATES_DISABLED);
    // The domain's form rules (doc 2 §5), on the entries in the form's own notation.
    const limits = {
      receivedOn: taxDateOfIso(deposit.received),
      today: taxDateOf(clockOf(world, user).now),
    };
    const checked = costBasisFormSchema(deposit.amount, limits).safeParse({
      details: input.cost_bases.map((entry) => {
        const date = parseIsoDate(entry.purchase_date);
        return {
          costBasis: entry.cost_basis,
          purchaseDate: date ? formatPurchaseDate(date) : entry.purchase_date,
          nativeAmount: entry.native_amount,
        };
      }),
    });
    if (!checked.success)
      throw userCorrectable(checked.error.issues[0]?.message ?? 'The cost basis is not valid');
    deposit.cost_basis = input.cost_bases.map((entry) => ({
      cost_basis: dec(entry.cost_basis).toString(),
      purchase_date: entry.purchase_date,
      native_amount: dec(entry.native_amount).toString(),
    }));
    return deposit.cost_basis.map((entry) => ({ deposit_id: deposit.id, ...entry }));
  });
}
