import type { PerformanceLevel } from '@cairn/domain';
import type { Catalog } from '../../seed/catalogTypes';
import { targetWeights } from './engine';
import { assetBySymbol, closesOn, investmentById } from './invest';
import { datesThrough } from './market';
import type { CustomerState, PortfolioRecord } from './state';

/**
 * The account's daily book, valued from what it actually held: the end-of-day positions at each
 * day's closes. Daily returns are time-weighted (a day's deposits and withdrawals are flows, not
 * gains), and each day's return is split between the holdings (an asset's price move on what was
 * held the evening before; fees and other costs shared by weight), so the lines of a level add up
 * to the portfolio's return, and a portfolio change only moves the days after it.
 */

/** The pseudo-asset of uninvested cash. */
export const CASH = 'USD';

/** One day of the book. */
export interface BookDay {
  date: string;
  /** Closing balance, USD. */
  value: number;
  /** The day's time-weighted return (0 on the first day and while the account is empty). */
  return: number;
  /** Symbol (or CASH) → the day's contribution to the return. */
  contributions: Map<string, number>;
  /** Symbol (or CASH) → its share of the closing balance. */
  weights: Map<string, number>;
  /** The portfolio the holdings followed that day. */
  portfolio: PortfolioRecord | undefined;
}

/** Net flows by date (deposits in, withdrawals out, USD at the time), as the flows chart shows them. */
export function flowsByDate(state: CustomerState): Map<string, number> {
  const net = new Map<string, number>();
  const add = (timestamp: string, amount: number) => {
    const date = timestamp.slice(0, 10);
    net.set(date, (net.get(date) ?? 0) + amount);
  };
  for (const deposit of state.deposits) add(deposit.received, Number(deposit.usd_value));
  for (const withdrawal of state.withdrawals) add(withdrawal.received, -Number(withdrawal.usd_value));
  return net;
}

/** The book from the account's inception through `today`; empty for an unfunded account. */
export function dailyBook(catalog: Catalog, state: CustomerState, today: string): BookDay[] {
  const inception = state.inception;
  if (inception === null) return [];
  const flows = flowsByDate(state);
  const dates = datesThrough(catalog, today).filter((date) => date >= inception);
  // Each symbol's closes on the book's dates, read once (a walk over both lists).
  const closes = new Map<string, number[]>();
  const closesOf = (symbol: string) => {
    let found = closes.get(symbol);
    if (!found) {
      found = closesOn(catalog, symbol, dates);
      closes.set(symbol, found);
    }
    return found;
  };
  const days: BookDay[] = [];
  let position = -1;
  let executed = -1;
  let previous: { holdings: [string, number][]; value: number } | undefined;
  // The positions in effect, read as numbers once per entry.
  let holdings: [string, number][] = [];
  let cash = 0;
  dates.forEach((date, at) => {
    const from = position;
    while ((state.positions[position + 1]?.date ?? '9999') <= date) position += 1;
    while ((state.executed[executed + 1]?.date ?? '9999') <= date) executed += 1;
    if (position !== from) {
      const entry = state.positions[position];
      holdings = Object.entries(entry?.holdings ?? {}).map(([symbol, held]) => [symbol, Number(held)]);
      cash = Number(entry?.cash ?? '0');
    }
    const values = new Map<string, number>();
    for (const [symbol, held] of holdings) values.set(symbol, held * ((closesOf(symbol)[at] as number) ?? 0));
    if (cash !== 0) values.set(CASH, cash);
    const value = [...values.values()].reduce((acc, part) => acc + part, 0);
    const contributions = new Map<string, number>();
    let dayReturn = 0;
    if (previous && previous.value > 0) {
      dayReturn = (value - (flows.get(date) ?? 0)) / previous.value - 1;
      let priced = 0;
      for (const [symbol, held] of previous.holdings) {
        const series = closesOf(symbol);
        const move = (held * ((series[at] as number) - (series[at - 1] as number))) / previous.value;
        contributions.set(symbol, move);
        priced += move;
      }
      // What prices do not explain (fees, credits, trading costs) is shared by the evening's weights.
      const rest = dayReturn - priced;
      const weightsBefore = days.at(-1)?.weights ?? new Map<string, number>();
      for (const [atom, weight] of weightsBefore) {
        contributions.set(atom, (contributions.get(atom) ?? 0) + rest * weight);
      }
    }
    const weights = new Map<string, number>();
    if (value > 0) for (const [atom, part] of values) weights.set(atom, part / value);
    days.push({
      date,
      value,
      return: dayReturn,
      contributions,
      weights,
      portfolio: state.executed[executed],
    });
    previous = { holdings, value };
  });
  return days;
}

/** A line of a level: a name with its icon, and per day its contribution and its weight. */
export interface LevelLine {
  name: string;
  icon: string | null;
  contributions: number[];
  weights: number[];
}

/** The names holdings fall under when no investment of the portfolio holds them. */
export const OTHER_HOLDINGS = 'Other holdings';
/** The line of uninvested cash at the investment and sector levels. */
export const CASH_LINE = 'Cash';
/** The line of uninvested cash at the asset level, as the allocation table names it. */
export const CASH_ASSET_LINE = 'US Dollar';

/**
 * How a portfolio's investments share each asset: symbol → [investment name, share, icon], the
 * shares of one asset adding up to 1 (each investment's weight times its own weight of the asset).
 */
export function investmentShares(
  catalog: Catalog,
  portfolio: PortfolioRecord | undefined,
): Map<string, { name: string; icon: string | null; share: number }[]> {
  const shares = new Map<string, { name: string; icon: string | null; share: number }[]>();
  if (!portfolio) return shares;
  const targets = targetWeights(catalog, portfolio);
  const excluded = new Set(
    portfolio.excluded_assets.map((id) => catalog.assets.find((asset) => asset.id === id)?.symbol ?? id),
  );
  for (const entry of portfolio.models) {
    const investment = investmentById(catalog, entry.id);
    if (!investment) continue;
    const own = Object.entries(investment.assetWeights).filter(([symbol]) => !excluded.has(symbol));
    const ownTotal = own.reduce((acc, [, weight]) => acc + weight, 0);
    for (const [symbol, weight] of own) {
      const target = targets[symbol] ?? 0;
      if (target <= 0 || ownTotal <= 0) continue;
      const part = ((entry.weight / 100) * weight) / ownTotal;
      shares.set(symbol, [
        ...(shares.get(symbol) ?? []),
        { name: investment.name, icon: investment.icon, share: part },
      ]);
    }
  }
  for (const [symbol, list] of shares) {
    const total = list.reduce((acc, item) => acc + item.share, 0);
    shares.set(
      symbol,
      list.map((item) => ({ ...item, share: total > 0 ? item.share / total : 0 })),
    );
  }
  return shares;
}

/** Where one atom (an asset or cash) goes at a level: [line name, icon, share]. */
function linesOfAtom(
  catalog: Catalog,
  level: PerformanceLevel,
  atom: string,
  shares: ReturnType<typeof investmentShares>,
): [string, string | null, number][] {
  if (atom === CASH) return [[level === 'asset' ? CASH_ASSET_LINE : CASH_LINE, null, 1]];
  const asset = assetBySymbol(catalog, atom);
  if (level === 'asset') return [[asset?.name ?? atom, asset?.icon ?? null, 1]];
  if (level === 'sector') return [[asset?.sector ?? 'Other', null, 1]];
  const owners = shares.get(atom);
  return owners && owners.length > 0
    ? owners.map((owner): [string, string | null, number] => [owner.name, owner.icon, owner.share])
    : [[OTHER_HOLDINGS, null, 1]];
}

/** The book split into the lines of a level, each with a value for every day of the book. */
export function levelLines(catalog: Catalog, book: readonly BookDay[], level: PerformanceLevel): LevelLine[] {
  const lines = new Map<string, LevelLine>();
  const line = (name: string, icon: string | null) => {
    let found = lines.get(name);
    if (!found) {
      found = {
        name,
        icon,
        contributions: new Array<number>(book.length).fill(0),
        weights: new Array<number>(book.length).fill(0),
      };
      lines.set(name, found);
    }
    return found;
  };
  const sharesByPortfolio = new Map<PortfolioRecord | undefined, ReturnType<typeof investmentShares>>();
  const sharesOf = (portfolio: PortfolioRecord | undefined) => {
    let shares = sharesByPortfolio.get(portfolio);
    if (!shares) {
      shares = investmentShares(catalog, portfolio);
      sharesByPortfolio.set(portfolio, shares);
    }
    return shares;
  };
  const atomLines = new Map<
    ReturnType<typeof investmentShares>,
    Map<string, [string, string | null, number][]>
  >();
  const linesOf = (atom: string, shares: ReturnType<typeof investmentShares>) => {
    let byAtom = atomLines.get(shares);
    if (!byAtom) {
      byAtom = new Map();
      atomLines.set(shares, byAtom);
    }
    let found = byAtom.get(atom);
    if (!found) {
      found = linesOfAtom(catalog, level, atom, shares);
      byAtom.set(atom, found);
    }
    return found;
  };
  book.forEach((day, at) => {
    // A day's move belongs to the portfolio held the evening before; its closing weights to the day's.
    const before = sharesOf(book[at - 1]?.portfolio ?? day.portfolio);
    for (const [atom, contribution] of day.contributions) {
      for (const [name, icon, share] of linesOf(atom, before)) {
        (line(name, icon).contributions[at] as number) += contribution * share;
      }
    }
    const own = sharesOf(day.portfolio);
    for (const [atom, weight] of day.weights) {
      for (const [name, icon, share] of linesOf(atom, own)) {
        (line(name, icon).weights[at] as number) += weight * share;
      }
    }
  });
  const last = book.length - 1;
  return [...lines.values()].sort(
    (a, b) => (b.weights[last] ?? 0) - (a.weights[last] ?? 0) || a.name.localeCompare(b.name),
  );
}
