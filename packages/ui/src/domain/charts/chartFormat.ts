/**
 * Display helpers of the charts that `@cairn/domain` does not have yet. Each is small and pure; the
 * ones marked "rule" belong in the domain and are listed in the kit's hand-over note.
 */
import {
  type BarTimeframe,
  type DecimalInput,
  dec,
  formatReturn,
  type LineTimeframe,
  MISSING_VALUE_DISPLAY,
  MONTH_NAMES,
  PERFORMANCE_PERIOD_MIN_DAYS,
  PERFORMANCE_PERIODS,
  parseIsoDate,
  RETURN_DISPLAY_THRESHOLD,
} from '@cairn/domain';

/** The period button's label ('Week', 'Month', 'YTD', 'Year', 'Full') from the domain. */
export function timeframeLabel(timeframe: LineTimeframe): string {
  return PERFORMANCE_PERIODS.find((period) => period.timeframe === timeframe)?.label ?? timeframe;
}

const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** An x-axis date: 'Jan 5' within a year of data, 'Jan 2024' beyond. */
export function formatAxisDate(iso: string, spanDays: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const month = SHORT_MONTHS[date.month - 1] ?? '';
  return spanDays > PERFORMANCE_PERIOD_MIN_DAYS.YEAR ? `${month} ${date.year}` : `${month} ${date.day}`;
}

/** A bar's period label: 'Jan 5' weekly, 'Jan 2024' monthly, 'Q1 2024' quarterly, '2024' yearly. */
export function formatBarPeriod(iso: string, timeframe: BarTimeframe): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const month = SHORT_MONTHS[date.month - 1] ?? '';
  switch (timeframe) {
    case 'weekly':
      return `${month} ${date.day}, ${date.year}`;
    case 'monthly':
      return `${month} ${date.year}`;
    case 'quarterly':
      return `Q${Math.ceil(date.month / 3)} ${date.year}`;
    case 'annually':
      return String(date.year);
  }
}

/**
 * Rule: a return with its sign, so gains and losses read without colour: '+12.34%', '-3.10%', and
 * the domain's '--' under 1e-7 (the domain's `formatReturn` plus a '+' on positives).
 */
export function formatSignedReturn(value: DecimalInput | null | undefined): string {
  const text = formatReturn(value);
  if (text === MISSING_VALUE_DISPLAY || text.startsWith('-') || /^0\.0+%$/.test(text)) return text;
  return `+${text}`;
}

/** A y-axis tick of returns: '0%' at zero (an axis has no "missing" value), else the domain format. */
export function formatAxisReturn(value: number): string {
  return Math.abs(value) < RETURN_DISPLAY_THRESHOLD ? '0%' : formatReturn(value);
}

/** About `target` category-axis labels whatever the number of points (doc 2 §2: about 7). */
export function axisLabelInterval(count: number, target = 7): number {
  return Math.max(0, Math.ceil(count / target) - 1);
}

/** A number for plotting from an exact amount (display always formats the exact value). */
export function toPlotNumber(value: DecimalInput): number {
  return Number(dec(value).toString());
}
