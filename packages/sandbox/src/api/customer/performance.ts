import { customerCallSpecs as calls, type PerformanceChart, type TrackRecord } from '@cairn/api-client';
import {
  addDays,
  type BarTimeframe,
  formatIsoDate,
  type LineTimeframe,
  type PerformanceLevel,
  parseIsoDate,
} from '@cairn/domain';
import { type ApiApp, implement, notFound } from '../../core/contract';
import type { World } from '../../core/world';
import { catalogSlice } from '../../seed/catalog';
import type { Catalog } from '../../seed/catalogTypes';
import {
  assetBySymbol,
  assetGrowth,
  closeBefore,
  closesOn,
  cumulativeReturns,
  daysBetweenIso,
  investmentById,
  periodStart,
  standardReturns,
  tradingDates,
} from './invest';
import { targetWeights } from './seed';
import { type CustomerState, customerOf } from './state';

/**
 * Portfolio performance: the user's current allocation held since the account was funded, from
 * the catalog's closes. Attributions are weight × (growth − 1) per asset, so the lines of every
 * level add up to the portfolio's return.
 */

/** A line of a level: its name, icon and the asset weights (fractions of the portfolio) it covers. */
interface LevelItem {
  name: string;
  icon: string | null;
  weights: Record<string, number>;
}

/** The lines of a level for the user's portfolio; their weights add up to the portfolio's. */
function levelItems(catalog: Catalog, state: CustomerState, level: PerformanceLevel): LevelItem[] {
  const portfolio = targetWeights(catalog, state.portfolio);
  if (level === 'investment') {
    const excluded = new Set(
      state.portfolio.excluded_assets.map((id) => catalog.assets.find((a) => a.id === id)?.symbol),
    );
    const raw = state.portfolio.models.flatMap(({ id, weight }) => {
      const investment = investmentById(catalog, id);
      if (!investment) return [];
      const weights = Object.fromEntries(
        Object.entries(investment.assetWeights)
          .filter(([symbol]) => !excluded.has(symbol))
          .map(([symbol, share]) => [symbol, (weight / 100) * share]),
      );
      return [{ name: investment.name, icon: investment.icon, weights }];
    });
    const total = raw.reduce((acc, item) => acc + Object.values(item.weights).reduce((a, b) => a + b, 0), 0);
    return raw.map((item) => ({
      ...item,
      weights: Object.fromEntries(
        Object.entries(item.weights).map(([symbol, share]) => [symbol, total > 0 ? share / total : 0]),
      ),
    }));
  }
  if (level === 'asset') {
    return Object.entries(portfolio)
      .sort((a, b) => b[1] - a[1])
      .map(([symbol, weight]) => {
        const asset = assetBySymbol(catalog, symbol);
        return { name: asset?.name ?? symbol, icon: asset?.icon ?? null, weights: { [symbol]: weight } };
      });
  }
  const sectors = new Map<string, Record<string, number>>();
  for (const [symbol, weight] of Object.entries(portfolio)) {
    const sector = assetBySymbol(catalog, symbol)?.sector ?? 'Other';
    sectors.set(sector, { ...(sectors.get(sector) ?? {}), [symbol]: weight });
  }
  return [...sectors.entries()].map(([name, weights]) => ({ name, icon: null, weights }));
}

const round = (value: number) => Math.round(value * 1e8) / 1e8;

/** The first date of a line timeframe's window (the close returns start from). */
function windowStart(dates: readonly string[], timeframe: LineTimeframe): string | undefined {
  const today = dates.at(-1);
  if (!today) return undefined;
  const back = (days: number) => {
    const date = parseIsoDate(today);
    return date ? formatIsoDate(addDays(date, -days)) : today;
  };
  switch (timeframe) {
    case '1w':
      return back(7);
    case '1m':
      return back(30);
    case '1y':
      return back(365);
    case 'ytd':
      return closeBefore(dates, periodStart('ytd', today));
    case 'f':
      return dates[0];
  }
}

/** The dates of a line timeframe, within the dates held. */
function lineDates(held: readonly string[], timeframe: LineTimeframe): string[] {
  const start = windowStart(held, timeframe) ?? '';
  return held.filter((date) => date >= start);
}

/** The last date of each bar period (week, month, quarter, year) among `dates`, oldest first. */
function barEnds(dates: readonly string[], timeframe: BarTimeframe): string[] {
  const keyOf = (date: string, index: number) => {
    switch (timeframe) {
      case 'weekly':
        // Weeks counted back from the latest date, so the last bar ends today.
        return String(Math.floor((dates.length - 1 - index) / 7));
      case 'monthly':
        return date.slice(0, 7);
      case 'quarterly':
        return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3)}`;
      case 'annually':
        return date.slice(0, 4);
    }
  };
  const ends: string[] = [];
  dates.forEach((date, index) => {
    const next = dates[index + 1];
    if (next === undefined || keyOf(next, index + 1) !== keyOf(date, index)) ends.push(date);
  });
  return ends;
}

function emptyChart(inception: string | null, today: string | null): PerformanceChart {
  return {
    dates: [],
    portfolioReturns: [],
    levelReturns: {},
    inceptionDate: inception,
    mostRecentDate: today,
    totalPerformanceDays: 0,
  };
}

function chartOf(
  catalog: Catalog,
  state: CustomerState,
  input: { type: 'line' | 'bar'; level: PerformanceLevel; timeframe: LineTimeframe | BarTimeframe },
): PerformanceChart {
  const all = tradingDates(catalog);
  const today = all.at(-1) ?? null;
  const inception = state.inception;
  const items = levelItems(catalog, state, input.level);
  if (!inception || items.length === 0 || !today) return emptyChart(inception, today);
  const held = all.filter((date) => date >= inception);
  const totalPerformanceDays = daysBetweenIso(inception, today);
  const levelReturns: PerformanceChart['levelReturns'] = {};
  let dates: string[];
  if (input.type === 'line') {
    dates = lineDates(held, input.timeframe as LineTimeframe);
    for (const item of items) {
      const growth = assetGrowth(catalog, item.weights, dates);
      levelReturns[item.name] = {
        icon: item.icon,
        attributions: dates.map((_, day) =>
          round(
            Object.entries(item.weights).reduce(
              (acc, [symbol, weight]) => acc + weight * (((growth[symbol] ?? [])[day] ?? 1) - 1),
              0,
            ),
          ),
        ),
      };
    }
  } else {
    const ends = barEnds(held, input.timeframe as BarTimeframe);
    dates = ends;
    const starts = [held[0] as string, ...ends.slice(0, -1)];
    for (const item of items) {
      const closes = Object.fromEntries(
        Object.keys(item.weights).map((symbol) => [symbol, closesOn(catalog, symbol, [...starts, ...ends])]),
      );
      levelReturns[item.name] = {
        icon: item.icon,
        attributions: ends.map((_, bar) =>
          round(
            Object.entries(item.weights).reduce((acc, [symbol, weight]) => {
              const series = closes[symbol] ?? [];
              const from = series[bar] ?? 0;
              const to = series[starts.length + bar] ?? 0;
              return acc + (from > 0 ? weight * (to / from - 1) : 0);
            }, 0),
          ),
        ),
      };
    }
  }
  const portfolioReturns = dates.map((_, at) =>
    round(Object.values(levelReturns).reduce((acc, line) => acc + (line.attributions[at] ?? 0), 0)),
  );
  return {
    dates,
    portfolioReturns,
    levelReturns,
    inceptionDate: inception,
    mostRecentDate: today,
    totalPerformanceDays,
  };
}

const rounded = (value: number | null) => (value === null ? null : round(value));

function trackRecordOf(world: World, modelId: string | undefined, timeframe: LineTimeframe): TrackRecord {
  if (modelId === undefined) return { x_axis: [], y_axis: [], avg_perf: null, most_recent_date: null };
  const catalog = catalogSlice(world);
  const investment = investmentById(catalog, modelId);
  if (!investment) throw notFound(`No model or index with id ${modelId}`);
  const held = tradingDates(catalog).filter((date) => date >= investment.inception);
  const dates = lineDates(held, timeframe);
  const returns = cumulativeReturns(catalog, investment.assetWeights, dates).map(round);
  // The average daily return over the window, from the cumulative growth.
  const daily = returns.slice(1).map((value, at) => (1 + value) / (1 + (returns[at] ?? 0)) - 1);
  return {
    x_axis: dates,
    y_axis: returns,
    avg_perf: daily.length > 0 ? round(daily.reduce((acc, value) => acc + value, 0) / daily.length) : null,
    most_recent_date: dates.at(-1) ?? null,
  };
}

/** Serves the performance calls: chart, table and track record. */
export function registerPerformanceCalls(api: ApiApp): void {
  implement(api, calls.getPerformanceChart, ({ input, user, world }) =>
    chartOf(catalogSlice(world), customerOf(world, user), input),
  );

  implement(api, calls.getPerformanceTable, ({ input, user, world }) => {
    const catalog = catalogSlice(world);
    const state = customerOf(world, user);
    const dates = tradingDates(catalog);
    const none = { mtd: null, qtd: null, ytd: null, '1y': null, full: null };
    if (!state.inception || state.portfolio.models.length === 0)
      return { portfolioReturns: none, levelReturns: [] };
    const inception = state.inception;
    const whole = standardReturns(catalog, targetWeights(catalog, state.portfolio), inception, dates);
    return {
      portfolioReturns: {
        mtd: rounded(whole.mtd),
        qtd: rounded(whole.qtd),
        ytd: rounded(whole.ytd),
        '1y': rounded(whole.oneYear),
        full: rounded(whole.full),
      },
      levelReturns: levelItems(catalog, state, input.level).map((item) => {
        const total = Object.values(item.weights).reduce((acc, weight) => acc + weight, 0);
        const own = Object.fromEntries(
          Object.entries(item.weights).map(([symbol, weight]) => [symbol, total > 0 ? weight / total : 0]),
        );
        const returns = standardReturns(catalog, own, inception, dates);
        return {
          levelName: item.name,
          mtd: rounded(returns.mtd),
          qtd: rounded(returns.qtd),
          ytd: rounded(returns.ytd),
          y: rounded(returns.oneYear),
          f: rounded(returns.full),
          icon: item.icon,
        };
      }),
    };
  });

  implement(api, calls.getTrackRecord, ({ input, world }) =>
    trackRecordOf(world, input.model_id, input.timeframe ?? 'f'),
  );
}
