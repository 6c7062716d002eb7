export {
  addDays,
  addYears,
  ageOn,
  type CalendarDate,
  calendarDateOf,
  compareDates,
  daysBetween,
  formatIsoDate,
  formatIsoDateLong,
  formatLongDate,
  MONTH_NAMES,
  parseIsoDate,
} from './calendar';
export {
  TAX_TIME_ZONE,
  taxDateOf,
  taxDateOfIso,
} from './taxCalendar';
