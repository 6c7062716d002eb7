/**
 * How the dashboard shows its figures (doc 2 §2 Dashboard): the balance's last pull time, an
 * allocation weight, the chart timeframe's API period and the harvested losses' date range.
 */
import { formatIsoDate } from '../dates/calendar';
import { type DecimalInput, dec } from '../money/decimal';
import { MISSING_VALUE_DISPLAY } from '../money/format';
import type { LineTimeframe } from '../performance/performance';
import { type BalanceHistoryPeriod, localDateAt } from './balanceHistory';

/** The balance history period (API key) a chart timeframe button shows. */
export const BALANCE_PERIOD_OF_TIMEFRAME: Readonly<Record<LineTimeframe, BalanceHistoryPeriod>> = {
  '1w': 'week',
  '1m': 'month',
  ytd: 'ytd',
  '1y': 'year',
  f: 'full',
};

/**
 * The balance's last pull time ('Nov 24, 2026, 6:15 AM') in the user's time zone (or `timeZone`);
 * an unreadable timestamp is the missing-value dash rather than 'Invalid Date'.
 */
export function formatPullTime(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE_DISPLAY;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

/** An allocation weight given in percent, two decimals ('12.50%'), as the charts show it. */
export function formatAllocationWeight(weight: number): string {
  if (!Number.isFinite(weight)) return MISSING_VALUE_DISPLAY;
  return `${dec(weight).toFixed(2)}%`;
}

/**
 * The dashboard's harvested-losses range: this year so far, from January 1 to today, both as the
 * user's local calendar dates (`timeZoneOffsetMinutes` as `Date#getTimezoneOffset` reports it).
 */
export function yearToDateRange(
  now: Date,
  timeZoneOffsetMinutes: number,
): { readonly start_date: string; readonly end_date: string } {
  const today = localDateAt(now, timeZoneOffsetMinutes);
  return {
    start_date: formatIsoDate({ year: today.year, month: 1, day: 1 }),
    end_date: formatIsoDate(today),
  };
}

/**
 * The `count` largest holdings by balance, largest first (ties keep the API's order): the
 * dashboard's Holdings card lists these, the allocation by asset lists every one.
 */
export function largestHoldings<T extends { readonly balance: DecimalInput }>(
  holdings: readonly T[],
  count: number,
): T[] {
  return [...holdings].sort((a, b) => dec(b.balance).cmp(dec(a.balance))).slice(0, Math.max(0, count));
}
