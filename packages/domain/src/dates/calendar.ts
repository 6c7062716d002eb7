/**
 * Calendar dates without a time of day or time zone: birthdays, purchase dates, tax periods.
 * Functions that need "today" take it as a parameter; {@link calendarDateOf} turns an instant
 * into the calendar date a user sees.
 */

/** A date on the calendar. `month` is 1–12, `day` 1–31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Month names as shown in dates such as 'January 5, 2024'. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Whether `year` is a leap year in the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`: 28–31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year, month and day name a real date (31 April and 29 February 2023 do not). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses 'YYYY-MM-DD' (the API's date format) into a real date, else `null`. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Formats a date as 'YYYY-MM-DD'. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Formats a date as 'Month D, YYYY', for example 'January 5, 2024'. */
export function formatLongDate(date: CalendarDate): string {
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** An API date ('YYYY-MM-DD') as 'Month D, YYYY'; text that is not a real date is shown as given. */
export function formatIsoDateLong(text: string): string {
  const date = parseIsoDate(text);
  return date ? formatLongDate(date) : text;
}

/**
 * The calendar date of an instant, in UTC (`'utc'`, the default: server dates) or in the
 * runtime's local time zone (`'local'`: what the user's wall calendar says).
 */
export function calendarDateOf(instant: Date, zone: 'utc' | 'local' = 'utc'): CalendarDate {
  return zone === 'utc'
    ? { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() }
    : { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Negative when `a` is before `b`, 0 on the same day, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The date `years` years after `date`. 29 February moves to 28 February in a year that is not a
 * leap year.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** The date `days` days after `date` (negative for before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000);
  return calendarDateOf(instant, 'utc');
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/**
 * Full years of age on `on` for someone born on `birth`. A 29 February birthday is reached on
 * 1 March in years that are not leap years.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  const birthdayMonth = birth.month;
  const birthdayDay = birth.month === 2 && birth.day === 29 && !isLeapYear(on.year) ? null : birth.day;
  const reached =
    on.month > birthdayMonth ||
    (on.month === birthdayMonth && (birthdayDay === null ? false : on.day >= birthdayDay));
  if (!reached) age -= 1;
  return age;
}
