/**
 * The activity log (doc 2 §2 Activity, §3 "Activity entry", §7, §9): type and time filters,
 * pagination by 5 with 'Load More...', status and category labels, which entries have details,
 * and the rows of its CSV export.
 */
import {
  type ACTIVITY_TIME_FRAMES,
  type ACTIVITY_TYPE_FILTERS,
  DEFAULT_ACTIVITY_TIME_FRAME,
  TABLE_PAGE_SIZE,
} from '../constants';
import { localDateAt } from '../dashboard/balanceHistory';
import { type CalendarDate, compareDates, daysInMonth, formatIsoDate } from '../dates/calendar';
import { tryDec } from '../money/decimal';

/** The activity categories (doc 2 §3). */
export const ACTIVITY_CATEGORIES = [
  'deposit',
  'withdrawal',
  'rebalance',
  'totalAdvisoryFee',
  'custodyFee',
  'other',
] as const;

/** An activity category. */
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** An activity type filter (doc 2 §9). */
export type ActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number];

/** An activity time-frame filter (doc 2 §9). */
export type ActivityTimeFrame = (typeof ACTIVITY_TIME_FRAMES)[number];

/** The categories each type filter shows: Fees are the advisory and the custody fee (doc 2 §9). */
export const ACTIVITY_TYPE_CATEGORIES: Readonly<Record<ActivityTypeFilter, readonly ActivityCategory[]>> = {
  Deposits: ['deposit'],
  Withdrawals: ['withdrawal'],
  Rebalance: ['rebalance'],
  Fees: ['totalAdvisoryFee', 'custodyFee'],
  Other: ['other'],
};

/** How each category reads in the table. */
export const ACTIVITY_CATEGORY_LABELS: Readonly<Record<ActivityCategory, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  rebalance: 'Rebalance',
  totalAdvisoryFee: 'Advisory Fee',
  custodyFee: 'Custody Fee',
  other: 'Other',
};

/** How each status reads; pending, queued and pending_transfer show in muted text (doc 2 §3). */
export const ACTIVITY_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  queued: 'Queued',
  pending_transfer: 'Pending Transfer',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const MUTED_STATUSES: readonly string[] = ['pending', 'queued', 'pending_transfer'];

/** A status's label and whether it shows muted; an unknown status shows as sent, not muted. */
export function activityStatus(status: string): { readonly label: string; readonly muted: boolean } {
  return { label: ACTIVITY_STATUS_LABELS[status] ?? status, muted: MUTED_STATUSES.includes(status) };
}

/** An activity entry as `GET /portfolio/activity` lists it (doc 2 §3). */
export interface ActivityLogEntry {
  readonly id: string;
  readonly category: ActivityCategory;
  readonly amount: string;
  readonly currency: string;
  /** An ISO 8601 instant. */
  readonly initiated_date: string;
  readonly status: string;
}

/** The categories that take money out of the account: a withdrawal and the two fees. */
export const OUTFLOW_ACTIVITY_CATEGORIES: readonly ActivityCategory[] = [
  'withdrawal',
  'totalAdvisoryFee',
  'custodyFee',
];

/**
 * The amount of an entry as the table shows it, with its direction: money out (a withdrawal, a fee)
 * is negative ('-2000' shows as '−$2,000.00'), everything else as sent. The API sends amounts as
 * magnitudes; a sign already on an outflow is not doubled (issue 30: a withdrawal read like a deposit).
 */
export function signedActivityAmount(entry: Pick<ActivityLogEntry, 'category' | 'amount'>): string {
  if (!OUTFLOW_ACTIVITY_CATEGORIES.includes(entry.category)) return entry.amount;
  const amount = tryDec(entry.amount);
  if (amount === null || amount.eq(0)) return entry.amount;
  return amount.abs().neg().toString();
}

/** Whether an entry opens details: deposits, withdrawals and rebalances; fees and others have none (doc 2 §9). */
export function hasActivityDetails(category: ActivityCategory): boolean {
  return category === 'deposit' || category === 'withdrawal' || category === 'rebalance';
}

/**
 * The path parameters of `GET /portfolio/activity/{category}/{id}` for an entry, or `null` when it
 * has no details. A withdrawal not yet completed or cancelled is read as `pendingWithdrawal` (doc 2 §7).
 */
export function activityDetailsParams(entry: Pick<ActivityLogEntry, 'id' | 'category' | 'status'>): {
  readonly category: 'deposit' | 'withdrawal' | 'pendingWithdrawal' | 'rebalance';
  readonly id: string;
} | null {
  switch (entry.category) {
    case 'deposit':
    case 'rebalance':
      return { category: entry.category, id: entry.id };
    case 'withdrawal':
      return {
        category:
          entry.status === 'completed' || entry.status === 'cancelled' ? 'withdrawal' : 'pendingWithdrawal',
        id: entry.id,
      };
    default:
      return null;
  }
}

/** A custom range of the Custom time frame, both ends included. */
export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

function monthsBefore(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * The dates a time frame covers on `today`, both ends included; `null` ends are open. Past Month
 * and Past 3 Months start on the same day one or three months earlier (31 March less one month is
 * 28 or 29 February); Year to Date on 1 January; All Time has no bounds; Custom uses the range
 * given, in either order, and shows everything until both ends are chosen.
 */
export function activityDateRange(
  timeFrame: ActivityTimeFrame,
  today: CalendarDate,
  custom?: Partial<DateRange> | null,
): { readonly start: CalendarDate | null; readonly end: CalendarDate | null } {
  switch (timeFrame) {
    case 'Past Month':
      return { start: monthsBefore(today, 1), end: today };
    case 'Past 3 Months':
      return { start: monthsBefore(today, 3), end: today };
    case 'Year to Date':
      return { start: { year: today.year, month: 1, day: 1 }, end: today };
    case 'All Time':
      return { start: null, end: null };
    case 'Custom': {
      const { start, end } = custom ?? {};
      if (start === undefined || end === undefined) return { start: null, end: null };
      return compareDates(start, end) <= 0 ? { start, end } : { start: end, end: start };
    }
  }
}

/** The filters of the activity log. */
export interface ActivityFilters {
  /** The type filters chosen; none chosen shows every type. */
  readonly types: readonly ActivityTypeFilter[];
  /** @default 'Past 3 Months' */
  readonly timeFrame?: ActivityTimeFrame;
  readonly custom?: Partial<DateRange> | null;
}

/** The activity log's filters when it opens: every type, Past 3 Months (doc 2 §9). */
export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = {
  types: [],
  timeFrame: DEFAULT_ACTIVITY_TIME_FRAME,
};

/** The user's local calendar date of an instant (`timeZoneOffsetMinutes` as `Date#getTimezoneOffset`). */
export function localDateOf(instant: string, timeZoneOffsetMinutes: number): CalendarDate {
  return localDateAt(new Date(instant), timeZoneOffsetMinutes);
}

/**
 * The entries the filters show, in their order: of a chosen type, and initiated on a local date
 * inside the time frame as seen at `now`.
 */
export function filterActivity<T extends Pick<ActivityLogEntry, 'category' | 'initiated_date'>>(
  entries: readonly T[],
  filters: ActivityFilters,
  now: Date,
  timeZoneOffsetMinutes: number,
): T[] {
  const categories = new Set(filters.types.flatMap((type) => ACTIVITY_TYPE_CATEGORIES[type]));
  const { start, end } = activityDateRange(
    filters.timeFrame ?? DEFAULT_ACTIVITY_TIME_FRAME,
    localDateAt(now, timeZoneOffsetMinutes),
    filters.custom,
  );
  return entries.filter((entry) => {
    if (categories.size > 0 && !categories.has(entry.category)) return false;
    const date = localDateOf(entry.initiated_date, timeZoneOffsetMinutes);
    return (
      (start === null || compareDates(date, start) >= 0) && (end === null || compareDates(date, end) <= 0)
    );
  });
}

/** Rows shown when a table opens (doc 2 §9: 5). */
export const INITIAL_ROWS_SHOWN = TABLE_PAGE_SIZE;

/** The rows shown after 'Load More...': 5 more. */
export function loadMore(shown: number): number {
  return shown + TABLE_PAGE_SIZE;
}

/** The page of rows shown, and whether 'Load More...' still shows. */
export function visibleRows<T>(
  rows: readonly T[],
  shown: number,
): { readonly rows: T[]; readonly hasMore: boolean } {
  return { rows: rows.slice(0, Math.max(0, shown)), hasMore: rows.length > shown };
}

/** The CSV export's header (project wording). */
export const ACTIVITY_CSV_HEADER = ['Date', 'Category', 'Amount', 'Currency', 'Status'] as const;

/**
 * The activity as CSV rows, header first: the local date (YYYY-MM-DD), the category and status
 * labels, the amount exactly as the API sent it, and its currency.
 */
export function activityCsvRows(
  entries: readonly ActivityLogEntry[],
  timeZoneOffsetMinutes: number,
): string[][] {
  return [
    [...ACTIVITY_CSV_HEADER],
    ...entries.map((entry) => [
      formatIsoDate(localDateOf(entry.initiated_date, timeZoneOffsetMinutes)),
      ACTIVITY_CATEGORY_LABELS[entry.category],
      entry.amount,
      entry.currency,
      activityStatus(entry.status).label,
    ]),
  ];
}
