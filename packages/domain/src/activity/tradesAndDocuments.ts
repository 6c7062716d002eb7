/**
 * The trade history (doc 2 §2, §3 "Trade", §5, §9: quantity to 6 decimals, fee in USD) and the
 * documents list (doc 2 §3 "Document", §9: the Advisory Agreement first).
 */
import { calendarDateOf, compareDates, formatIsoDate, formatLongDate, parseIsoDate } from '../dates/calendar';
import type { DecimalInput } from '../money/decimal';
import { formatTradeQuantity, formatUsd, tradeFeeUsd } from '../money/format';

/** A trade as `GET /portfolio/activity/trades` lists it (doc 2 §3). */
export interface TradeRecord {
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

/** A trade as the table shows it. */
export interface TradeRow {
  readonly id: string;
  /** 'March 5, 2025' (the trade's UTC day). */
  readonly date: string;
  readonly asset: string;
  readonly side: string;
  /** Exactly 6 decimals. */
  readonly quantity: string;
  readonly price: string;
  readonly value: string;
  /** The fee in USD: fee × price unless the fee currency is USD. */
  readonly fee: string;
}

/** A trade's side as the trades table and its CSV write it (doc 2 §9). */
export const TRADE_SIDE_LABELS = { BUY: 'Buy', SELL: 'Sell' } as const;

/** A trade's table row (doc 2 §5, §9). */
export function tradeRow(trade: TradeRecord): TradeRow {
  return {
    id: trade.id,
    date: formatLongDate(calendarDateOf(new Date(trade.date), 'utc')),
    asset: trade.currency,
    side: TRADE_SIDE_LABELS[trade.side],
    quantity: formatTradeQuantity(trade.quantity),
    price: formatUsd(trade.price),
    value: formatUsd(trade.value),
    fee: formatUsd(tradeFeeUsd({ fee: trade.fee, feeCurrency: trade.fee_currency, price: trade.price })),
  };
}

/** The trade CSV's header. */
export const TRADE_CSV_HEADER = [
  'Date',
  'Asset',
  'Side',
  'Quantity',
  'Price (USD)',
  'Value (USD)',
  'Fee (USD)',
] as const;

/**
 * The trades as CSV rows, header first: date as YYYY-MM-DD, quantity to 6 decimals, amounts as
 * plain numbers with two decimals (no $ or thousands commas, so spreadsheets read them).
 */
export function tradeCsvRows(trades: readonly TradeRecord[]): string[][] {
  const plain = (value: string) => value.replaceAll(/[$,]/g, '');
  return [
    [...TRADE_CSV_HEADER],
    ...trades.map((trade) => {
      const row = tradeRow(trade);
      return [
        formatIsoDate(calendarDateOf(new Date(trade.date), 'utc')),
        row.asset,
        row.side,
        plain(row.quantity),
        plain(row.price),
        plain(row.value),
        plain(row.fee),
      ];
    }),
  ];
}

/** A document of the account (doc 2 §3). */
export interface AccountDocument {
  readonly id: string;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly title: string;
}

/** Whether a document is the Advisory Agreement (its title names it, in any letter case). */
export function isAdvisoryAgreement(document: Pick<AccountDocument, 'title'>): boolean {
  return /advisory agreement/i.test(document.title);
}

/**
 * The documents in display order (doc 2 §9): the Advisory Agreement first, then the newest first;
 * documents with an unreadable date go last, and ties keep their order.
 */
export function sortDocuments<T extends AccountDocument>(documents: readonly T[]): T[] {
  return [...documents].sort((a, b) => {
    const agreement = Number(isAdvisoryAgreement(b)) - Number(isAdvisoryAgreement(a));
    if (agreement !== 0) return agreement;
    const dateA = parseIsoDate(a.date);
    const dateB = parseIsoDate(b.date);
    if (dateA === null || dateB === null) return Number(dateA === null) - Number(dateB === null);
    return compareDates(dateB, dateA);
  });
}
