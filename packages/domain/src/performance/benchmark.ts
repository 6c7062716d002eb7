/**
 * The benchmark overlay (beyond the spec): an index's track record (doc 2 §3 "Track record",
 * cumulative returns per date) drawn over the portfolio's returns, rebased so that both start at
 * 0 % on the portfolio's first date. Returns are display ratios, so this uses floating point like
 * `annualizedReturn`.
 */
import { type CalendarDate, daysBetween, formatIsoDate, parseIsoDate } from '../dates/calendar';
import { annualizedReturn, DAYS_PER_YEAR } from './performance';

/** A track record as `GET /performance/track-record` sends it. */
export interface TrackRecordSeries {
  readonly x_axis: readonly string[];
  readonly y_axis: readonly number[];
}

/** One point of the overlay, aligned to a portfolio date. */
export interface BenchmarkPoint {
  readonly date: string;
  /** The index's return since the start, in percent (12.5 is 12.5 %); `null` before the index has data. */
  readonly returnPct: number | null;
}

/** The overlay and its summary. */
export interface BenchmarkOverlay {
  readonly points: readonly BenchmarkPoint[];
  /** The date the returns are counted from: the portfolio's first date, or the index's first after it. */
  readonly startDate: string | null;
  /** The return from the start to the portfolio's last date, in percent; `null` without data. */
  readonly totalReturnPct: number | null;
  /** Days from the start to the last date. */
  readonly spanDays: number;
  /** The annualized return in percent, only for spans of a year (365 days) or more; else `null`. */
  readonly annualizedReturnPct: number | null;
}

interface Point {
  readonly date: CalendarDate;
  readonly iso: string;
  readonly value: number;
}

function trackPoints({ x_axis, y_axis }: TrackRecordSeries): Point[] {
  const points: Point[] = [];
  x_axis.forEach((iso, index) => {
    const date = parseIsoDate(iso);
    const value = y_axis[index];
    if (date !== null && value !== undefined && Number.isFinite(value))
      points.push({ date, iso: formatIsoDate(date), value });
  });
  return points.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0));
}

/** The last point dated on or before `iso`, or `undefined`. */
function valueOn(points: readonly Point[], iso: string): Point | undefined {
  let found: Point | undefined;
  for (const point of points) {
    if (point.iso > iso) break;
    found = point;
  }
  return found;
}

/**
 * The index's track record rebased to the portfolio's start: at each portfolio date, the index's
 * latest cumulative return on or before it, re-expressed as growth since the start,
 * `(1 + r_t) / (1 + r_start) - 1`, in percent. When the index starts after the portfolio, it is
 * counted from its own first date and earlier points are `null`. The summary annualizes
 * (`annualizedReturn`) only over a span of 365 days or more.
 */
export function benchmarkOverlay(
  portfolioDates: readonly string[],
  trackRecord: TrackRecordSeries,
): BenchmarkOverlay {
  const dates = portfolioDates
    .map(parseIsoDate)
    .filter((date): date is CalendarDate => date !== null)
    .map(formatIsoDate)
    .sort();
  const points = trackPoints(trackRecord);
  const first = dates[0];
  const last = dates.at(-1);
  const firstPoint = points[0];
  const empty = {
    points: dates.map((date) => ({ date, returnPct: null })),
    startDate: null,
    totalReturnPct: null,
    spanDays: 0,
    annualizedReturnPct: null,
  };
  if (first === undefined || last === undefined || firstPoint === undefined || firstPoint.iso > last)
    return empty;
  const base = valueOn(points, first) ?? firstPoint;
  const startDate = [first, base.iso].sort().at(-1) as string;
  const rebased = (point: Point | undefined) =>
    point === undefined ? null : ((1 + point.value) / (1 + base.value) - 1) * 100;
  const overlay = dates.map((date) => ({ date, returnPct: rebased(valueOn(points, date)) }));
  // The last portfolio date is on or after the index's first point, so it has a value.
  const totalReturnPct = (overlay.at(-1) as BenchmarkPoint).returnPct as number;
  const spanDays = daysBetween(parseIsoDate(startDate) as CalendarDate, parseIsoDate(last) as CalendarDate);
  const annualizedReturnPct =
    spanDays >= DAYS_PER_YEAR ? annualizedReturn(totalReturnPct / 100, spanDays) * 100 : null;
  return { points: overlay, startDate, totalReturnPct, spanDays, annualizedReturnPct };
}

/** The cumulative return a line chart ends on, and the same annualized over a year or more. */
export interface CumulativeReturnSummary {
  /** The return from the first date drawn to the last with a value, in percent. */
  readonly totalReturnPct: number;
  /** `totalReturnPct` annualized (`annualizedReturn`) over 365 days or more, else `null`. */
  readonly annualizedReturnPct: number | null;
}

/**
 * The key figure over the returns chart (issue 30: the chart ended near −47 % while the table's
 * Full column said −24.56 %): the last cumulative return drawn (`returns` are ratios from the first
 * date) and, over a year or more, that return annualized as the table's Full column is, so the
 * two read as one figure. `null` with no value to state.
 */
export function cumulativeReturnSummary(
  dates: readonly string[],
  returns: readonly (number | null)[],
): CumulativeReturnSummary | null {
  let last = Math.min(dates.length, returns.length) - 1;
  while (last >= 0 && !Number.isFinite(returns[last] ?? Number.NaN)) last -= 1;
  const start = parseIsoDate(dates[0] ?? '');
  const end = parseIsoDate(dates[last] ?? '');
  if (last < 0 || start === null || end === null) return null;
  const total = returns[last] as number;
  const spanDays = daysBetween(start, end);
  return {
    totalReturnPct: total * 100,
    annualizedReturnPct: spanDays >= DAYS_PER_YEAR ? annualizedReturn(total, spanDays) * 100 : null,
  };
}
