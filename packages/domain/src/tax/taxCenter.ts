/**
 * Display rules of the Tax Center (doc 2 §2 "Tax Center", §5, §9): the tax-year dropdown, the
 * period line, the 'In Progress' badge, report download and the signed summary values.
 */
import { type CalendarDate, formatIsoDate, formatLongDate } from '../dates/calendar';
import type { DecimalInput } from '../money/decimal';
import { formatSignedUsd } from '../money/format';

/** The Tax Center's fixed texts (doc 2 §2). */
export const taxCenterTexts = {
  inProgress: 'In Progress',
  today: 'Today',
  reportNotAvailable: 'Report for the current year is not yet available.',
  shortTerm: 'Short-term',
  longTerm: 'Long-term',
  total: 'Total',
} as const;

/**
 * The tax-year dropdown: from `currentYear` back to the year the account was created, newest
 * first; the first is the default (doc 2 §2). An account created "in the future" (clock skew)
 * still offers the current year.
 */
export function taxYears(accountCreatedYear: number, currentYear: number): number[] {
  const years = [currentYear];
  for (let year = currentYear - 1; year >= accountCreatedYear; year--) years.push(year);
  return years;
}

/** Whether `year` is the tax year under way on `today` (its summary shows 'In Progress'). */
export function isTaxYearInProgress(year: number, today: CalendarDate): boolean {
  return year === today.year;
}

/** Whether the gain/loss report of `year` can be downloaded on `today`: past years only (doc 2 §5). */
export function canDownloadTaxReport(year: number, today: CalendarDate): boolean {
  return year < today.year;
}

/** The dates a tax year covers: 1 January to 31 December, or to `today` for the year under way. */
export interface TaxPeriod {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  /** Whether the period ends today (the current year). */
  readonly endsToday: boolean;
}

/** The period of tax year `year` as seen on `today` (doc 2 §2). */
export function taxPeriod(year: number, today: CalendarDate): TaxPeriod {
  const endsToday = isTaxYearInProgress(year, today);
  return {
    start: { year, month: 1, day: 1 },
    end: endsToday ? today : { year, month: 12, day: 31 },
    endsToday,
  };
}

/**
 * The Tax Summary's period line: 'January 1, 2024 – December 31, 2024', or 'January 1, 2025 –
 * Today' for the current year (an en dash between spaces; dates as 'Month D, YYYY').
 */
export function taxPeriodLine(year: number, today: CalendarDate): string {
  const { start, end, endsToday } = taxPeriod(year, today);
  return `${formatLongDate(start)} – ${endsToday ? taxCenterTexts.today : formatLongDate(end)}`;
}

/** The query of `GET /tax/gains/summary` for a tax year: start and end dates as YYYY-MM-DD (doc 2 §7). */
export function taxSummaryQuery(year: number, today: CalendarDate): { start_date: string; end_date: string } {
  const { start, end } = taxPeriod(year, today);
  return { start_date: formatIsoDate(start), end_date: formatIsoDate(end) };
}

/** Short-term, long-term and total gains, as numbers or numeric strings. */
export interface GainSummaryValues {
  readonly shortTerm: DecimalInput;
  readonly longTerm: DecimalInput;
  readonly total: DecimalInput;
}

/** One row of the Tax Summary table. */
export interface TaxSummaryRow {
  readonly label: string;
  /** The value in USD with a sign: '+$1,200.00', '-$35.10', '$0.00'. */
  readonly value: string;
}

/** The Tax Summary table rows, Short-term, Long-term and Total; positive values get a plus sign (doc 2 §2). */
export function taxSummaryRows(summary: GainSummaryValues): TaxSummaryRow[] {
  return [
    { label: taxCenterTexts.shortTerm, value: formatSignedUsd(summary.shortTerm) },
    { label: taxCenterTexts.longTerm, value: formatSignedUsd(summary.longTerm) },
    { label: taxCenterTexts.total, value: formatSignedUsd(summary.total) },
  ];
}
