/**
 * The Tax Center's cost basis banner and the Transactions page (doc 2 §2 "Tax Center",
 * "Transactions page", §7, §8): the time filter, the table's rows and sorting, and the report's
 * default file name.
 */

import {
  type DecimalInput,
  dec,
  formatCrypto,
  formatLongDate,
  InternalError,
  internalErrorMessages,
  MISSING_VALUE_DISPLAY,
  parseIsoDate,
  routePath,
} from '@cairn/domain';
import { taxCenterPageTexts, transactionsPageTexts } from './copy';

/** The time filter's values, as `GET /tax/transactions` takes them (doc 2 §2, §7). */
export const TAX_TRANSACTION_TIME_FILTERS = [
  { value: 'all', label: 'All Time' },
  { value: '30days', label: 'Last 30 Days' },
  { value: '90days', label: 'Last 90 Days' },
  { value: '1year', label: 'Last Year' },
] as const;

/** A time filter value. */
export type TaxTransactionTimeFilter = (typeof TAX_TRANSACTION_TIME_FILTERS)[number]['value'];

/** The time filter a query value names; anything else is the default, All Time. */
export function parseTaxTransactionTimeFilter(value: string | null | undefined): TaxTransactionTimeFilter {
  return TAX_TRANSACTION_TIME_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

/** The cost basis banner of the Tax Center (doc 2 §2). */
export interface CostBasisBanner {
  /** Above the Tax Summary while deposits lack cost basis, below it otherwise. */
  readonly position: 'ABOVE_SUMMARY' | 'BELOW_SUMMARY';
  readonly tone: 'warning' | 'success';
  readonly title: string;
  /** The link to /activity/tax-center/transactions. */
  readonly action: string;
  readonly href: string;
}

/** The path of the Transactions page. */
export const TAX_TRANSACTIONS_PATH = routePath('tax-transactions');

/** The banner for the count of deposits missing cost basis. */
export function costBasisBanner(missingCount: number): CostBasisBanner {
  return missingCount > 0
    ? {
        position: 'ABOVE_SUMMARY',
        tone: 'warning',
        title: taxCenterPageTexts.missingTitle,
        action: taxCenterPageTexts.missingAction(missingCount),
        href: TAX_TRANSACTIONS_PATH,
      }
    : {
        position: 'BELOW_SUMMARY',
        tone: 'success',
        title: taxCenterPageTexts.upToDateTitle,
        action: taxCenterPageTexts.upToDateAction,
        href: TAX_TRANSACTIONS_PATH,
      };
}

/** A crypto deposit of the Transactions page (doc 2 §3 "Tax transaction"). */
export interface TaxTransactionRecord {
  readonly deposit_id: string;
  /** 'YYYY-MM-DD'. */
  readonly date_received: string;
  readonly currency: string;
  readonly amount: DecimalInput;
  readonly is_missing_cost_basis: boolean;
}

/** A row of the Transactions table. */
export interface TaxTransactionRow {
  readonly depositId: string;
  /** 'Month D, YYYY'. */
  readonly received: string;
  /** Always 'Deposit'. */
  readonly category: string;
  readonly asset: string;
  /** Up to 8 decimals. */
  readonly amount: string;
  /** Red 'Add Details' when the cost basis is missing, else green 'Modify Details'. */
  readonly action: { readonly label: string; readonly tone: 'danger' | 'success' };
}

/** The table row of a deposit (doc 2 §2). */
export function taxTransactionRow(transaction: TaxTransactionRecord): TaxTransactionRow {
  const date = parseIsoDate(transaction.date_received);
  return {
    depositId: transaction.deposit_id,
    received: date === null ? MISSING_VALUE_DISPLAY : formatLongDate(date),
    category: transactionsPageTexts.deposit,
    asset: transaction.currency,
    amount: formatCrypto(transaction.amount),
    action: transaction.is_missing_cost_basis
      ? { label: transactionsPageTexts.addDetails, tone: 'danger' }
      : { label: transactionsPageTexts.modifyDetails, tone: 'success' },
  };
}

/** The sortable columns: every one but the action column (doc 2 §2). */
export const TAX_TRANSACTION_SORT_FIELDS = ['received', 'category', 'asset', 'amount'] as const;

/** A sortable column of the Transactions table. */
export type TaxTransactionSortField = (typeof TAX_TRANSACTION_SORT_FIELDS)[number];

const assetCollator = new Intl.Collator('en', { sensitivity: 'base' });

const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts the deposits of one list by a column; see {@link taxTransactionSorter}. */
export type TaxTransactionSorter<T extends TaxTransactionRecord> = (
  field: string,
  direction: 'ascending' | 'descending',
) => T[];

/** The positions of the symbols in collation order; symbols the collator finds equal share one. */
function assetRanks(transactions: readonly TaxTransactionRecord[]): Int32Array {
  const symbols = [...new Set(transactions.map((t) => t.currency))].sort(assetCollator.compare);
  const rankOf = new Map<string, number>();
  let rank = 0;
  symbols.forEach((symbol, index) => {
    const previous = symbols[index - 1];
    if (previous !== undefined && assetCollator.compare(previous, symbol) !== 0) rank += 1;
    rankOf.set(symbol, rank);
  });
  return Int32Array.from(transactions, (t) => rankOf.get(t.currency) as number);
}

/**
 * A sorter for one list of deposits: every key is computed once, when the sorter is made (each
 * amount parsed once, each symbol collated once), and each sort then orders positions by those
 * keys, so a click costs one pass of comparisons of numbers. Received by date, asset
 * alphabetically, amount by value exactly (category is the same for all, so order is kept); ties
 * keep their order in both directions. Any other column is the internal error 'invalid sort
 * order field' (doc 2 §8).
 */
export function taxTransactionSorter<T extends TaxTransactionRecord>(
  transactions: readonly T[],
): TaxTransactionSorter<T> {
  const dates = transactions.map((t) => t.date_received);
  const ranks = assetRanks(transactions);
  const amounts = Float64Array.from(transactions, (t) =>
    Number(typeof t.amount === 'object' ? t.amount.toFixed() : t.amount),
  );
  const compares: Record<TaxTransactionSortField, (a: number, b: number) => number> = {
    received: (a, b) => compareCodeUnits(dates[a] as string, dates[b] as string),
    category: () => 0,
    asset: (a, b) => (ranks[a] as number) - (ranks[b] as number),
    // Rounding to the nearest double never inverts an order, so different doubles decide it; only
    // equal ones (equal amounts, or amounts past 15 significant digits) compare as decimals.
    amount: (a, b) => {
      const x = amounts[a] as number;
      const y = amounts[b] as number;
      if (x < y) return -1;
      if (x > y) return 1;
      return dec((transactions[a] as T).amount).cmp(dec((transactions[b] as T).amount));
    },
  };
  return (field, direction) => {
    if (!(TAX_TRANSACTION_SORT_FIELDS as readonly string[]).includes(field)) {
      throw new InternalError(internalErrorMessages.invalidSortOrderField, field);
    }
    const compare = compares[field as TaxTransactionSortField];
    const sign = direction === 'ascending' ? 1 : -1;
    const order = Array.from(transactions, (_, index) => index);
    order.sort((a, b) => sign * compare(a, b));
    return order.map((index) => transactions[index] as T);
  };
}

/** The deposits sorted by a column, as {@link taxTransactionSorter} sorts them. */
export function sortTaxTransactions<T extends TaxTransactionRecord>(
  transactions: readonly T[],
  field: string,
  direction: 'ascending' | 'descending',
): T[] {
  return taxTransactionSorter(transactions)(field, direction);
}

/** The report's file name when the response names none (doc 2 §7). */
export function defaultTaxReportFilename(year: number): string {
  return `cairn-gain-loss-report-${year}.csv`;
}
