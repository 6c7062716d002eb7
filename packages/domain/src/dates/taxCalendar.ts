/**
 * The tax calendar: the one calendar that dates every tax event (trades, deposits, withdrawals,
 * fee collections), "today" of the Tax Center and the estimates, and the tax year (issue 27,
 * docs/decisions.md "Tax calendar"). A tax date is the investor's US trade date in the product's
 * zone, America/New_York, whatever the zone of the server or the browser: a sale at 9 pm New York
 * time on 31 December belongs to that year, not to the next one as its UTC day would say.
 */
import type { CalendarDate } from './calendar';

/** The zone that dates tax events (IANA name). */
export const TAX_TIME_ZONE = 'America/New_York';

let formatter: Intl.DateTimeFormat | undefined;

/** The numeric year, month and day parts of an instant in {@link TAX_TIME_ZONE}. */
function taxFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TAX_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  return formatter;
}

/** The tax date of an instant: its calendar date in {@link TAX_TIME_ZONE}. */
export function taxDateOf(instant: Date): CalendarDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('The instant is not a valid date');
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of taxFormatter().formatToParts(time)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return { year, month, day };
}

/** The tax date of an ISO 8601 instant ('2024-12-31T21:00:00-05:00', '2025-01-01T02:00:00Z'). */
export function taxDateOfIso(instant: string): CalendarDate {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO 8601 instant: ${instant}`);
  return taxDateOf(date);
}
