/**
 * The dashboard's balance chart (doc 2 §2 Dashboard, §3 "Balance", §7 balance-history): today's
 * entry re-keyed to the user's local date, the series in date order, and about 7 axis labels.
 */
import { type CalendarDate, calendarDateOf, formatIsoDate, parseIsoDate } from '../dates/calendar';
import { dec } from '../money';
import type { LineTimeframe } from '../performance/performance';

/** The balance chart's periods, as the API keys them (doc 2 §3). */
export const BALANCE_HISTORY_PERIODS = ['week', 'month', 'year', 'ytd', 'full'] as const;

/** A balance chart period. */
export type BalanceHistoryPeriod = (typeof BALANCE_HISTORY_PERIODS)[number];

/** The chart's timeframe buttons, in display order (doc 2 §2: Week, Month, YTD, Year, Full). */
export const BALANCE_TIMEFRAMES: readonly {
  readonly period: BalanceHistoryPeriod;
  readonly label: string;
}[] = [
  { period: 'week', label: 'Week' },
  { period: 'month', label: 'Month' },
  { period: 'ytd', label: 'YTD' },
  { period: 'year', label: 'Year' },
  { period: 'full', label: 'Full' },
];

/** The balance history period (API key) a chart timeframe button shows. */
export const BALANCE_PERIOD_OF_TIMEFRAME: Readonly<Record<LineTimeframe, BalanceHistoryPeriod>> = {
  '1w': 'week',
  '1m': 'month',
  ytd: 'ytd',
  '1y': 'year',
  f: 'full',
};

/** Date ('YYYY-MM-DD') to value, as the API sends one period. */
export type DatedValues = Readonly<Record<string, string>>;

/**
 * The user's local calendar date at `now`, given the time zone offset as `Date#getTimezoneOffset`
 * reports it (minutes to add to local time to get UTC: 300 for New York in winter, -540 for Tokyo).
 */
export function localDateAt(now: Date, timeZoneOffsetMinutes: number): CalendarDate {
  return calendarDateOf(new Date(now.getTime() - timeZoneOffsetMinutes * 60_000), 'utc');
}

/**
 * One period's history with today's entry re-keyed to the local date (doc 2 §7). The server keys
 * today's live balance by its own (UTC) date, which in the evening in the Americas is already
 * tomorrow and in the morning in Asia still yesterday. When the newest entry is dated the server's
 * today and the local date differs, it moves to the local date; an entry already there (the close
 * of that day) gives way to it, as the live balance is newer. Other entries never move.
 */
export function rekeyTodaysEntry(
  values: DatedValues,
  now: Date,
  timeZoneOffsetMinutes: number,
): Record<string, string> {
  const serverToday = formatIsoDate(calendarDateOf(now, 'utc'));
  const localToday = formatIsoDate(localDateAt(now, timeZoneOffsetMinutes));
  const dates = Object.keys(values).sort();
  const newest = dates.at(-1);
  const result: Record<string, string> = { ...values };
  if (newest !== serverToday || localToday === serverToday) return result;
  const live = result[serverToday] as string;
  delete result[serverToday];
  result[localToday] = live;
  return result;
}

/** Every period of a balance history with today's entry re-keyed (see {@link rekeyTodaysEntry}). */
export function rekeyBalanceHistory(
  history: Readonly<Record<BalanceHistoryPeriod, DatedValues>>,
  now: Date,
  timeZoneOffsetMinutes: number,
): Record<BalanceHistoryPeriod, Record<string, string>> {
  const result = {} as Record<BalanceHistoryPeriod, Record<string, string>>;
  for (const period of BALANCE_HISTORY_PERIODS) {
    result[period] = rekeyTodaysEntry(history[period], now, timeZoneOffsetMinutes);
  }
  return result;
}

/** One point of a chart series. */
export interface SeriesPoint {
  readonly date: CalendarDate;
  /** The value as the API sent it (a decimal string). */
  readonly value: string;
}

/** A period's entries as a series in date order; keys that are not dates are left out. */
export function balanceSeries(values: DatedValues): SeriesPoint[] {
  return Object.keys(values)
    .sort()
    .flatMap((key) => {
      const date = parseIsoDate(key);
      return date === null ? [] : [{ date, value: values[key] as string }];
    });
}

/**
 * Whether a balance series has nothing to draw: no point, or every point $0 (an account before its
 * first deposit arrives). Its chart shows why instead of a flat line on a $0–$1 axis.
 */
export function isEmptyBalanceSeries(series: readonly SeriesPoint[]): boolean {
  return series.every((point) => dec(point.value).eq(0));
}

/** About how many labels the chart's date axis shows (doc 2 §2). */
export const AXIS_LABEL_COUNT = 7;

/**
 * Which points of a series of `length` points get an axis label: all of them up to `target`,
 * otherwise exactly `target`, evenly spread, always the first and the last.
 */
export function axisLabelIndices(length: number, target: number = AXIS_LABEL_COUNT): number[] {
  if (length <= 0) return [];
  const count = Math.max(2, Math.min(length, Math.floor(target)));
  if (length <= count) return Array.from({ length }, (_, index) => index);
  return Array.from({ length: count }, (_, index) => Math.round((index * (length - 1)) / (count - 1)));
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
