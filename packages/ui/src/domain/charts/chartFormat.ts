/**
 * Display helpers of the charts that `@cairn/domain` does not have yet. Each is small and pure; the
 * ones marked "rule" belong in the domain and are listed in the kit's hand-over note.
 */
import {
  type BarTimeframe,
  type DecimalInput,
  daysOfData,
  dec,
  displayedReturn,
  type LineTimeframe,
  MISSING_VALUE_DISPLAY,
  MONTH_NAMES,
  PERFORMANCE_PERIODS,
  parseIsoDate,
} from '@cairn/domain';
import { figureParts, MINUS_SIGN, ratioToPercent, signGlyph } from '../../primitives/figures/figureText';

/** The period button's label ('Week', 'Month', 'YTD', 'Year', 'Full') from the domain. */
export function timeframeLabel(timeframe: LineTimeframe): string {
  return PERFORMANCE_PERIODS.find((period) => period.timeframe === timeframe)?.label ?? timeframe;
}

const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Month steps a date axis may take between labels: regular, calendar-aligned. */
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24];

/** Beyond about two months of days, a date axis labels month starts (issue 30 "ticks at even steps"). */
const MONTHLY_LABELS_BEYOND_DAYS = 62;

/**
 * An x-axis date: 'Jan 5' within about two months of data (labels every few days), 'Jan 2024'
 * beyond, where the labels are month starts (`dateAxisInterval`).
 */
export function formatAxisDate(iso: string, spanDays: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const month = SHORT_MONTHS[date.month - 1] ?? '';
  return spanDays > MONTHLY_LABELS_BEYOND_DAYS ? `${month} ${date.year}` : `${month} ${date.day}`;
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
 * A return with its sign, as the kit's `Delta` writes it, so gains and losses read without colour:
 * '+12.34%', '−3.10%' (U+2212), '0.00%', and the domain's '--' under 1e-7 (`displayedReturn`).
 */
export function formatSignedReturn(value: DecimalInput | null | undefined): string {
  const shown = displayedReturn(value);
  const percent = shown === null ? null : ratioToPercent(shown);
  const parts = percent === null ? null : figureParts(percent, 2);
  return parts ? `${signGlyph(parts.sign, 'always')}${parts.magnitude}%` : MISSING_VALUE_DISPLAY;
}

/** Whether a return is a gain or a loss as shown ('+0.00%' is neither): a tooltip value's colour. */
export function returnTrend(value: DecimalInput | null | undefined): 'gain' | 'loss' | 'none' {
  const shown = displayedReturn(value);
  const percent = shown === null ? null : ratioToPercent(shown);
  const parts = percent === null ? null : figureParts(percent, 2);
  return parts === null || parts.sign === 0 ? 'none' : parts.sign > 0 ? 'gain' : 'loss';
}

/**
 * The y-axis's smallest step for returns (ratios): one percentage point, so every tick is a whole
 * percent at an even step (echarts picks 1, 2, 5 or 10 times a power of ten above it).
 */
export const RETURN_AXIS_MIN_INTERVAL = 0.01;

/** The y-axis's smallest step for dollars: one dollar (a zero balance never labels '$1 $1 $0'). */
export const USD_AXIS_MIN_INTERVAL = 1;

/** A y-axis tick of returns: a whole percent, U+2212 below zero: '−10%', '0%', '25%'. */
export function formatAxisReturn(value: number): string {
  const percent = ratioToPercent(value);
  const parts = percent === null ? null : figureParts(percent, 0);
  return parts ? `${signGlyph(parts.sign, 'negative')}${parts.magnitude}%` : '';
}

/** A y-axis tick of dollars: whole dollars, U+2212 below zero: '−$500', '$0', '$12,000'. */
export function formatAxisUsd(value: number): string {
  const parts = figureParts(value, 0);
  return parts ? `${signGlyph(parts.sign, 'negative')}$${parts.magnitude}` : '';
}

/** A display text with U+2212 for the hyphen-minus before a figure ('-$12.00' → '−$12.00'). */
export function withMinusSign(text: string): string {
  return text.replace(/-(?=[$\d])/g, MINUS_SIGN);
}

/** About `target` category-axis labels whatever the number of points (doc 2 §2: about 7). */
export function axisLabelInterval(count: number, target = 7): number {
  return Math.max(0, Math.ceil(count / target) - 1);
}

/**
 * Which points of a daily date axis carry a label, at a regular step (issue 30 "ticks at even
 * steps"): up to about two months, every n-th day (`axisLabelInterval`); beyond, the first point of
 * every 1st, 2nd, 3rd, 4th, 6th or 12th month (calendar-aligned: Jan, May, Sep), so labels never
 * fall 3, 4, then 3 months apart. About `target` labels either way.
 */
export function dateAxisInterval(
  dates: readonly string[],
  target = 7,
): number | ((index: number) => boolean) {
  // The same span as the labels' format (`formatAxisDate`): day labels, or month starts beyond.
  if (daysOfData(dates) <= MONTHLY_LABELS_BEYOND_DAYS) return axisLabelInterval(dates.length, target);
  // Months since year 0 of each 'YYYY-MM-DD': a multiple of the step is a labelled month.
  const months = dates.map((iso) => +iso.slice(0, 4) * 12 + +iso.slice(5, 7) - 1);
  const span = (months.at(-1) ?? 0) - (months[0] ?? 0) + 1;
  const step = MONTH_STEPS.find((each) => span <= each * target) ?? 60;
  // The first point of its month; the axis's first point only when it is the month's first day.
  return (index) =>
    (months[index] ?? 1) % step === 0 &&
    (index ? months[index] !== months[index - 1] : dates[0]?.endsWith('-01') === true);
}

/** A number for plotting from an exact amount (display always formats the exact value). */
export function toPlotNumber(value: DecimalInput): number {
  return Number(dec(value).toString());
}
