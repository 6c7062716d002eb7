/**
 * How the dashboard shows its figures (doc 2 §2 Dashboard): the balance's last pull time and the
 * Holdings card's largest holdings.
 */
import { type DecimalInput, dec, MISSING_VALUE_DISPLAY } from '@cairn/domain';

/**
 * The balance's last pull time ('Nov 24, 2026, 6:15 AM') in the user's time zone (or `timeZone`);
 * an unreadable timestamp is the missing-value dash rather than 'Invalid Date'.
 */
export function formatPullTime(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return MISSING_VALUE_DISPLAY;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}

/**
 * The `count` largest holdings by balance, largest first (ties keep the API's order): the
 * dashboard's Holdings card lists these, the allocation by asset lists every one.
 */
export function largestHoldings<T extends { readonly balance: DecimalInput }>(
  holdings: readonly T[],
  count: number,
): T[] {
  return [...holdings].sort((a, b) => dec(b.balance).cmp(dec(a.balance))).slice(0, Math.max(0, count));
}

/**
 * A holding's ticker line under its name, or `null` when there is none or it only repeats the name
 * ('XRP' under 'XRP', issue 30).
 */
export function holdingTicker(asset: {
  readonly name: string;
  readonly symbol?: string | null;
}): string | null {
  const symbol = asset.symbol?.trim() ?? '';
  return symbol === '' || symbol.toLowerCase() === asset.name.trim().toLowerCase() ? null : symbol;
}
