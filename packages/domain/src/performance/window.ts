import { PERFORMANCE_PERIOD_MIN_DAYS } from '../constants';
import { type CalendarDate, compareDates, daysBetween, parseIsoDate } from '../dates';
import type { LineTimeframe } from './performance';

/**
 * The days of data a series covers, counting both ends ('2024-01-01'..'2024-01-07' is 7): the
 * number `enabledPeriods` takes (doc 2 §9). 0 without a valid date.
 */
export function daysOfData(dates: readonly string[]): number {
  const parsed = dates.map(parseIsoDate).filter((date): date is CalendarDate => date !== null);
  if (parsed.length === 0) return 0;
  const sorted = [...parsed].sort(compareDates);
  return daysBetween(sorted[0] as CalendarDate, sorted[sorted.length - 1] as CalendarDate) + 1;
}

const WINDOW_DAYS: Partial<Record<LineTimeframe, number>> = {
  '1w': PERFORMANCE_PERIOD_MIN_DAYS.WEEK,
  '1m': PERFORMANCE_PERIOD_MIN_DAYS.MONTH,
  '1y': PERFORMANCE_PERIOD_MIN_DAYS.YEAR,
};

/**
 * Whether `date` falls in a timeframe's window ending on `last` (the newest data point): the last
 * 7, 31 or 365 days for Week, Month and Year (the days each button needs), the calendar year of
 * `last` for YTD, everything for Full.
 */
export function inTimeframe(date: CalendarDate, last: CalendarDate, timeframe: LineTimeframe): boolean {
  if (timeframe === 'f') return true;
  if (timeframe === 'ytd') return date.year === last.year;
  return daysBetween(date, last) < (WINDOW_DAYS[timeframe] as number);
}
