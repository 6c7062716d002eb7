import type { InvestmentPerformance } from '@cairn/api-client';
import { annualizedReturn, daysBetween, parseIsoDate } from '@cairn/domain';
import { closesOf } from '../../seed/catalog';
import type { Catalog, CatalogAsset, CatalogIndex, CatalogModel } from '../../seed/catalogTypes';
import { datesThrough } from './market';

/**
 * Models and indices as investments: their asset weights, and returns computed from the catalog's
 * daily closes. Returns are ratios (0.1 is 10%) and, like every chart value, plain numbers: they
 * are display data, not money.
 */

/** A model or index as the portfolio and the marketplace see it. */
export interface Investment {
  readonly id: string;
  readonly kind: 'MODEL' | 'INDEX';
  readonly name: string;
  readonly ticker: string | null;
  readonly product: CatalogModel['product'];
  readonly fee: number;
  readonly icon: string | null;
  readonly inception: string;
  /** Symbol → weight as a fraction (sums to 1). */
  readonly assetWeights: Record<string, number>;
  readonly model?: CatalogModel;
  readonly index?: CatalogIndex;
}

/** Indices are index trackers: passive, so the MARKET product (doc 2 §3 `index_tracker`). */
const INDEX_PRODUCT = 'MARKET';

const fractions = (weights: Record<string, number>) => {
  const total = Object.values(weights).reduce((acc, weight) => acc + weight, 0);
  return total > 0
    ? Object.fromEntries(Object.entries(weights).map(([symbol, weight]) => [symbol, weight / total]))
    : {};
};

/** An index as an investment. */
export function indexInvestment(index: CatalogIndex): Investment {
  return {
    id: index.id,
    kind: 'INDEX',
    name: index.name,
    ticker: index.ticker,
    product: INDEX_PRODUCT,
    fee: index.product_fee,
    icon: index.icon,
    inception: index.inception_date,
    assetWeights: fractions(index.asset_weights),
    index,
  };
}

/** A model as an investment: its strategy weights are what it holds. */
export function modelInvestment(model: CatalogModel): Investment {
  return {
    id: model.id,
    kind: 'MODEL',
    name: model.name,
    ticker: model.ticker,
    product: model.product,
    fee: model.product_fee,
    icon: model.icon,
    inception: model.inception_date,
    assetWeights: fractions(
      Object.fromEntries(model.asset_weights.map((entry) => [entry.symbol, entry.strategy_weight])),
    ),
    model,
  };
}

/** The model or index with this id, if any. */
export function investmentById(catalog: Catalog, id: string): Investment | undefined {
  const model = catalog.models.find((candidate) => candidate.id === id);
  if (model) return modelInvestment(model);
  const index = catalog.indices.find((candidate) => candidate.id === id);
  return index ? indexInvestment(index) : undefined;
}

/** Whether the marketplace offers a model (active and not hidden). */
export const isOfferedModel = (model: CatalogModel) => model.is_active && !model.is_hidden;
/** Whether the marketplace offers an index (active and not hidden). */
export const isOfferedIndex = (index: CatalogIndex) => index.status === 'ACTIVE' && !index.is_hidden;

/** The asset of a symbol. */
export function assetBySymbol(catalog: Catalog, symbol: string): CatalogAsset | undefined {
  const wanted = symbol.toUpperCase();
  return catalog.assets.find((asset) => asset.symbol.toUpperCase() === wanted);
}

/**
 * The closes of a symbol on each of `dates` (the last close on or before the date; the first close
 * before its history). Aligned series are read directly; others by a walk over both lists.
 */
export function closesOn(catalog: Catalog, symbol: string, dates: readonly string[]): number[] {
  const closes = closesOf(catalog, symbol);
  if (closes.length === 0) return dates.map(() => 0);
  const out = new Array<number>(dates.length);
  let at = 0;
  for (let day = 0; day < dates.length; day++) {
    const date = dates[day] as string;
    while (at + 1 < closes.length && (closes[at + 1] as { date: string }).date <= date) at++;
    out[day] = (closes[at] as { close: number }).close;
  }
  return out;
}

/**
 * Buy-and-hold growth of weighted assets over `dates`, rebased to 1 on the first date: one entry
 * per asset (`growth[symbol][day]`), so attributions add up (weight × (growth − 1)).
 */
export function assetGrowth(
  catalog: Catalog,
  weights: Record<string, number>,
  dates: readonly string[],
): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const symbol of Object.keys(weights)) {
    const closes = closesOn(catalog, symbol, dates);
    const first = closes[0] ?? 0;
    out[symbol] = closes.map((close) => (first > 0 ? close / first : 1));
  }
  return out;
}

/** The cumulative return of weighted assets (fractions) on each of `dates`, from the first. */
export function cumulativeReturns(
  catalog: Catalog,
  weights: Record<string, number>,
  dates: readonly string[],
): number[] {
  const growth = assetGrowth(catalog, weights, dates);
  return dates.map((_, day) =>
    Object.entries(weights).reduce(
      (acc, [symbol, weight]) => acc + weight * (((growth[symbol] ?? [])[day] ?? 1) - 1),
      0,
    ),
  );
}

/** The return of weighted assets from one date to another (buy and hold). */
export function periodReturn(
  catalog: Catalog,
  weights: Record<string, number>,
  from: string,
  to: string,
): number {
  const returns = cumulativeReturns(catalog, weights, [from, to]);
  return returns[1] ?? 0;
}

/** The date a period starts on, for `today`: the close before the month, quarter or year began. */
export function periodStart(period: 'mtd' | 'qtd' | 'ytd' | '1y', today: string): string {
  const date = parseIsoDate(today);
  if (!date) return today;
  const pad = (value: number) => String(value).padStart(2, '0');
  switch (period) {
    case 'mtd':
      return `${date.year}-${pad(date.month)}-01`;
    case 'qtd':
      return `${date.year}-${pad(Math.floor((date.month - 1) / 3) * 3 + 1)}-01`;
    case 'ytd':
      return `${date.year}-01-01`;
    case '1y':
      return `${date.year - 1}-${pad(date.month)}-${pad(date.day)}`;
  }
}

/** The last date of `dates` before `date` (the close a period's return starts from), else the first. */
export function closeBefore(dates: readonly string[], date: string): string | undefined {
  let found: string | undefined;
  for (const candidate of dates) {
    if (candidate < date) found = candidate;
    else break;
  }
  return found ?? dates[0];
}

/**
 * The standard returns of weighted assets held since `inception`: month, quarter and year to
 * date, one year (null with less than a year of history) and full (annualized over a year).
 */
export function standardReturns(
  catalog: Catalog,
  weights: Record<string, number>,
  inception: string,
  dates: readonly string[],
): {
  mtd: number | null;
  qtd: number | null;
  ytd: number | null;
  oneYear: number | null;
  full: number | null;
} {
  const today = dates.at(-1);
  const held = dates.filter((date) => date >= inception);
  const first = held[0];
  if (!today || !first || Object.keys(weights).length === 0) {
    return { mtd: null, qtd: null, ytd: null, oneYear: null, full: null };
  }
  const since = (period: 'mtd' | 'qtd' | 'ytd' | '1y') => {
    const start = periodStart(period, today);
    if (period === '1y' && start < first) return null;
    const from = start < first ? first : (closeBefore(held, start) ?? first);
    return periodReturn(catalog, weights, from, today);
  };
  const days = daysBetweenIso(first, today);
  const total = periodReturn(catalog, weights, first, today);
  return {
    mtd: since('mtd'),
    qtd: since('qtd'),
    ytd: since('ytd'),
    oneYear: since('1y'),
    // Returns over one year are annualized (doc 2 §2 Performance).
    full: annualizedReturn(total, days),
  };
}

/** Whole days between two ISO dates. */
export function daysBetweenIso(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  return start && end ? daysBetween(start, end) : 0;
}

/** A model's or index's marketplace performance (doc 2 §3): returns since its inception, as of `today`. */
export function investmentPerformance(
  catalog: Catalog,
  investment: Investment,
  today: string,
): InvestmentPerformance {
  const dates = datesThrough(catalog, today);
  const returns = standardReturns(catalog, investment.assetWeights, investment.inception, dates);
  return {
    month_to_date_pct: returns.mtd,
    year_to_date_pct: returns.ytd,
    one_year_pct: returns.oneYear,
    full_pct: returns.full,
    updated_at: dates.at(-1) ?? '1970-01-01',
  };
}
