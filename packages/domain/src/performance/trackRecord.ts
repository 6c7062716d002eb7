/**
 * The track record of a model or index in a line timeframe (doc 2 §2 Marketplace "performance
 * chart", §3 "Track record", §4 period buttons): the full record is read once and each timeframe is
 * its window, rebased so that the window starts at 0 %. Returns are display ratios (floating point).
 */
import { type CalendarDate, compareDates, parseIsoDate } from '../dates';
import type { LineTimeframe } from './performance';
import { inTimeframe } from './window';

/** A series of cumulative returns (ratios), one per date; `null` where it has no value. */
export interface CumulativeSeries {
  readonly name: string;
  readonly returns: readonly (number | null)[];
}

/** The window of a track record. */
export interface TrackRecordWindow {
  readonly dates: readonly string[];
  readonly series: readonly CumulativeSeries[];
}

/**
 * The points of `dates` inside `timeframe`'s window ending on the newest date (the domain's
 * `inTimeframe`: the last 7, 31 or 365 days, the calendar year, or everything), each series rebased
 * to its first value in the window: `(1 + r_t) / (1 + r_first) - 1`, so it starts at 0. Unreadable
 * dates are dropped; values before a series' first one stay `null`.
 */
export function trackRecordWindow(
  dates: readonly string[],
  series: readonly CumulativeSeries[],
  timeframe: LineTimeframe,
): TrackRecordWindow {
  const parsed = dates.map(parseIsoDate);
  const valid = parsed.filter((date): date is CalendarDate => date !== null);
  const last = [...valid].sort(compareDates).at(-1);
  if (last === undefined) return { dates: [], series: series.map(({ name }) => ({ name, returns: [] })) };
  const kept = parsed.flatMap((date, at) =>
    date !== null && inTimeframe(date, last, timeframe) ? [at] : [],
  );
  return {
    dates: kept.map((at) => dates[at] as string),
    series: series.map(({ name, returns }) => {
      const shown = kept.map((at) => {
        const value = returns[at];
        return value === undefined || value === null || !Number.isFinite(value) ? null : value;
      });
      const base = shown.find((value) => value !== null);
      return {
        name,
        // A record already starting at 0 keeps its values as they are, without float noise.
        returns: shown.map((value) =>
          value === null || base === undefined ? null : base === 0 ? value : (1 + value) / (1 + base) - 1,
        ),
      };
    }),
  };
}
