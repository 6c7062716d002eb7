/**
 * The Performance page's choices (doc 2 §2 "Performance", §4, §7, §8, §9): period buttons enabled by
 * days of data, line and bar timeframes, levels, and annualised returns.
 */
import { PERFORMANCE_PERIOD_MIN_DAYS } from '../constants';

/** The line chart's timeframes, as the API names them (doc 2 §7). */
export const LINE_TIMEFRAMES = ['1w', '1m', 'ytd', '1y', 'f'] as const;
/** A line chart timeframe. */
export type LineTimeframe = (typeof LINE_TIMEFRAMES)[number];

/** The bar chart's timeframes, as the API names them (doc 2 §7). */
export const BAR_TIMEFRAMES = ['weekly', 'monthly', 'quarterly', 'annually'] as const;
/** A bar chart timeframe. */
export type BarTimeframe = (typeof BAR_TIMEFRAMES)[number];

/** The levels returns are broken down by (doc 2 §7). */
export const PERFORMANCE_LEVELS = ['investment', 'asset', 'sector'] as const;
/** A performance level. */
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

/** A period button of the line chart (doc 2 §4). */
export interface PerformancePeriod {
  readonly timeframe: LineTimeframe;
  readonly label: string;
  /** Days of data needed before the button is enabled (doc 2 §9). */
  readonly minDays: number;
}

/** The period buttons in display order: Week, Month, YTD, Year, Full (doc 2 §2, §4, §9). */
export const PERFORMANCE_PERIODS: readonly PerformancePeriod[] = [
  { timeframe: '1w', label: 'Week', minDays: PERFORMANCE_PERIOD_MIN_DAYS.WEEK },
  { timeframe: '1m', label: 'Month', minDays: PERFORMANCE_PERIOD_MIN_DAYS.MONTH },
  { timeframe: 'ytd', label: 'YTD', minDays: PERFORMANCE_PERIOD_MIN_DAYS.YTD },
  { timeframe: '1y', label: 'Year', minDays: PERFORMANCE_PERIOD_MIN_DAYS.YEAR },
  { timeframe: 'f', label: 'Full', minDays: PERFORMANCE_PERIOD_MIN_DAYS.FULL },
];

/** The bar timeframe dropdown's labels (doc 2 §2: Weekly, Monthly, Quarterly, Yearly). */
export const BAR_TIMEFRAME_LABELS: Readonly<Record<BarTimeframe, string>> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Yearly',
};

/** The category dropdown's labels (doc 2 §2: Investment, Asset, Sector). */
export const PERFORMANCE_LEVEL_LABELS: Readonly<Record<PerformanceLevel, string>> = {
  investment: 'Investment',
  asset: 'Asset',
  sector: 'Sector',
};

/**
 * The timeframes whose buttons are enabled with `daysOfData` days of data (e.g. the chart's
 * `totalPerformanceDays`): Week from 7, Month from 31, Year from 365, YTD and Full from 1.
 */
export function enabledPeriods(daysOfData: number): LineTimeframe[] {
  return PERFORMANCE_PERIODS.filter((period) => daysOfData >= period.minDays).map(
    (period) => period.timeframe,
  );
}

/**
 * Why some timeframe buttons are disabled, said under the chart (issue 30: dimmed buttons with no
 * reason read as a bug): 'Month needs 31 days of history, Year 365.' for `daysOfData` days, or null
 * when every button is enabled or there is no data at all (the chart shows its empty state alone).
 */
export function disabledPeriodsNote(daysOfData: number): string | null {
  if (daysOfData < 1) return null;
  const closed = PERFORMANCE_PERIODS.filter((period) => daysOfData < period.minDays);
  const [first, ...rest] = closed;
  if (first === undefined) return null;
  const more = rest.map((period) => `, ${period.label} ${period.minDays}`).join('');
  return `${first.label} needs ${first.minDays} days of history${more}.`;
}

/** The internal error of an unexpected level or timeframe (doc 2 §8: 'invalid level', 'invalid timeframe'). */
export class InvalidPerformanceValueError extends Error {
  override readonly name = 'InvalidPerformanceValueError';

  constructor(
    /** Which kind of value was unexpected. */
    readonly kind: 'level' | 'timeframe',
    /** The value received. */
    readonly value: unknown,
  ) {
    super(`invalid ${kind}`);
  }
}

function parser<T extends string>(values: readonly T[], kind: 'level' | 'timeframe') {
  return (value: unknown): T => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new InvalidPerformanceValueError(kind, value);
  };
}

/** A level from a query string or a select; throws {@link InvalidPerformanceValueError} 'invalid level'. */
export const parsePerformanceLevel: (value: unknown) => PerformanceLevel = parser(
  PERFORMANCE_LEVELS,
  'level',
);

/** A line timeframe; throws {@link InvalidPerformanceValueError} 'invalid timeframe'. */
export const parseLineTimeframe: (value: unknown) => LineTimeframe = parser(LINE_TIMEFRAMES, 'timeframe');

/** A bar timeframe; throws {@link InvalidPerformanceValueError} 'invalid timeframe'. */
export const parseBarTimeframe: (value: unknown) => BarTimeframe = parser(BAR_TIMEFRAMES, 'timeframe');

/** Days in the year used to annualise returns. */
export const DAYS_PER_YEAR = 365;

/**
 * A return over `days` days for display: returns over one year (more than 365 days) are
 * annualised by compounding, `(1 + r)^(365 / days) - 1`; shorter ones are shown as they are
 * (doc 2 §2). Returns are display ratios, not money, so this uses floating point.
 */
export function annualizedReturn(totalReturn: number, days: number): number {
  return days > DAYS_PER_YEAR ? (1 + totalReturn) ** (DAYS_PER_YEAR / days) - 1 : totalReturn;
}
