import { type CalendarDate, rebalanceTradeDate, taxDateOf } from '@cairn/domain';
import { useState } from 'react';

/**
 * Today in the tax calendar (America/New_York, `taxDateOf`) when the page opened: the domain takes
 * `today`, never reads the clock, and the browser's own zone never decides a tax figure.
 */
export function useToday(): CalendarDate {
  const [today] = useState(() => taxDateOf(new Date()));
  return today;
}

/** The tax date a rebalance queued now trades on (about 24 hours later): its estimate's sale date. */
export function useRebalanceTradeDate(): CalendarDate {
  const [date] = useState(() => rebalanceTradeDate(new Date()));
  return date;
}
