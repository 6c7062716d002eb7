import type { World } from '../../core/world';
import { catalogSlice, closesOf, extendPrices } from '../../seed/catalog';
import type { Catalog } from '../../seed/catalogTypes';

/**
 * The market as of a date: an account reads closes up to its own today, never after it, so an
 * account whose clock runs ahead sees later closes and the others do not.
 */

/** A date (YYYY-MM-DD) of an instant, in UTC like the catalog's closes. */
export const isoDay = (instant: Date | string) =>
  (typeof instant === 'string' ? instant : instant.toISOString()).slice(0, 10);

/**
 * The catalog with closes through `date` (drawn on first need), its market date moved on to the
 * sandbox's own today.
 */
export function marketThrough(world: World, date: string): Catalog {
  const catalog = catalogSlice(world);
  extendPrices(world, catalog, date);
  const sandboxToday = isoDay(world.now());
  if (catalog.market_date === undefined || catalog.market_date < sandboxToday) {
    catalog.market_date = sandboxToday;
  }
  return catalog;
}

/** The trading days up to `today` (every calendar day: crypto trades daily), oldest first. */
export function datesThrough(catalog: Catalog, today: string): string[] {
  let longest: { date: string }[] = [];
  for (const closes of Object.values(catalog.prices)) if (closes.length > longest.length) longest = closes;
  const dates: string[] = [];
  for (const point of longest) {
    if (point.date > today) break;
    dates.push(point.date);
  }
  return dates;
}

/** The close of a symbol on a date: the last close on or before it (the first before its history); 0 without prices. */
export function priceOn(catalog: Catalog, symbol: string, date: string): number {
  const closes = closesOf(catalog, symbol);
  if (closes.length === 0) return 0;
  let low = 0;
  let high = closes.length - 1;
  if ((closes[0] as { date: string }).date > date) return (closes[0] as { close: number }).close;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((closes[middle] as { date: string }).date <= date) low = middle;
    else high = middle - 1;
  }
  return (closes[low] as { close: number }).close;
}
