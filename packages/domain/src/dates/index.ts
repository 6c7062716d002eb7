export {
  addDays,
  addYears,
  ageOn,
  type CalendarDate,
  calendarDateOf,
  compareDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  formatIsoDateLong,
  formatLongDate,
  isLeapYear,
  isValidCalendarDate,
  MONTH_NAMES,
  parseIsoDate,
} from './calendar';
export { TAX_TIME_ZONE, taxDateOf, taxDateOfIso } from './taxCalendar';
