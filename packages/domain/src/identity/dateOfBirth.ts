import { z } from 'zod';
import { DATE_OF_BIRTH_FIRST_YEAR, MINIMUM_AGE_YEARS } from '../constants';
import {
  ageOn,
  type CalendarDate,
  daysInMonth,
  formatIsoDate,
  isValidCalendarDate,
  parseIsoDate,
} from '../dates/calendar';

/**
 * Date of birth from year, month and day selectors (doc 1 §5 "Personal information"): required,
 * a real date, and at least 18 years before today.
 */

/** Date-of-birth messages (doc 1 §5). */
export const dateOfBirthMessages = {
  required: 'Date of birth required',
  invalid: 'Chosen date is invalid',
  underage: `You must be at least ${MINIMUM_AGE_YEARS} years of age to use the product`,
} as const;

/** The three selectors' values: zero-padded digits ('1990', '02', '09'), '' while not chosen. */
export interface DateOfBirthSelection {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

/** A selection with nothing chosen. */
export const EMPTY_DATE_OF_BIRTH: DateOfBirthSelection = { year: '', month: '', day: '' };

const pad2 = (value: number) => String(value).padStart(2, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Month selector values '01' to '12' (doc 1 §5). */
export const DATE_OF_BIRTH_MONTH_OPTIONS: readonly string[] = range(1, 12).map(pad2);

/** Year selector values from '1909' to today's year, oldest first (doc 1 §5, §9). */
export function dateOfBirthYearOptions(today: CalendarDate): readonly string[] {
  return range(DATE_OF_BIRTH_FIRST_YEAR, today.year).map(String);
}

/**
 * Day selector values '01' to the last day of the chosen month in the chosen year (doc 1 §5).
 * Before a year is chosen February offers 29 days; before a month is chosen, 31.
 */
export function dayOptions(year: string, month: string): readonly string[] {
  const monthNumber = Number(month);
  if (month === '' || !Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) {
    return range(1, 31).map(pad2);
  }
  // 2000 is a leap year: with no year chosen yet, 29 February stays selectable.
  const yearNumber = year === '' ? 2000 : Number(year);
  return range(1, daysInMonth(yearNumber, monthNumber)).map(pad2);
}

/** The chosen date when the selection names a real date in the offered years, else `null`. */
export function selectedDateOfBirth(
  selection: DateOfBirthSelection,
  today: CalendarDate,
): CalendarDate | null {
  const parts = [selection.year, selection.month, selection.day];
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < DATE_OF_BIRTH_FIRST_YEAR || year > today.year || !isValidCalendarDate(year, month, day))
    return null;
  return { year, month, day };
}

/**
 * The date-of-birth message for a selection on `today`, or `null` when it is valid: any selector
 * empty gives 'Date of birth required'; a date that does not exist (31 April, 29 February 2023) or a
 * year outside the options gives 'Chosen date is invalid'; under 18 gives the age message. The
 * 18th birthday itself is allowed; a 29 February birthday is reached on 1 March in common years.
 */
export function dateOfBirthError(selection: DateOfBirthSelection, today: CalendarDate): string | null {
  if (selection.year === '' || selection.month === '' || selection.day === '')
    return dateOfBirthMessages.required;
  const date = selectedDateOfBirth(selection, today);
  if (date === null) return dateOfBirthMessages.invalid;
  return ageOn(date, today) >= MINIMUM_AGE_YEARS ? null : dateOfBirthMessages.underage;
}

/** The date-of-birth field of a form validated on `today` (doc 1 §5). */
export function dateOfBirthSchema(today: CalendarDate) {
  return z
    .object({
      year: z.string({ error: dateOfBirthMessages.required }),
      month: z.string({ error: dateOfBirthMessages.required }),
      day: z.string({ error: dateOfBirthMessages.required }),
    })
    .superRefine((selection, ctx) => {
      const message = dateOfBirthError(selection, today);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** The API's `date_of_birth` ('YYYY-MM-DD') of a valid selection. */
export function toApiDateOfBirth(selection: DateOfBirthSelection): string {
  return formatIsoDate({
    year: Number(selection.year),
    month: Number(selection.month),
    day: Number(selection.day),
  });
}

/** The selectors' values for a saved `date_of_birth`; nothing chosen when it is absent or not a date. */
export function fromApiDateOfBirth(dateOfBirth: string | null | undefined): DateOfBirthSelection {
  const date = parseIsoDate(dateOfBirth ?? '');
  if (date === null) return EMPTY_DATE_OF_BIRTH;
  return { year: String(date.year), month: pad2(date.month), day: pad2(date.day) };
}
