import { type CalendarDate, calendarDateOf } from '@cairn/domain';
import { useState } from 'react';

/** The user's calendar date when the page opened: the domain takes `today`, never reads the clock. */
export function useToday(): CalendarDate {
  const [today] = useState(() => calendarDateOf(new Date(), 'local'));
  return today;
}
