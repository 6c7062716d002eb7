import {
  customerCallSpecs as calls,
  type PerformanceChart,
  type PerformanceTable,
  type TrackRecord,
} from '@cairn/api-client';
import {
  addDays,
  annualizedReturn,
  type BarTimeframe,
  formatIsoDate,
  type LineTimeframe,
  type PerformanceLevel,
  parseIsoDate,
} from '@cairn/domain';
import { type ApiApp, implement, notFound } from '../../core/contract';
import type { Catalog } from '../../seed/catalogTypes';
import { closeBefore, cumulativeReturns, daysBetweenIso, investmentById, periodStart } from './invest';
import { datesThrough, marketThrough } from './market';
import { type BookDay, dailyBook, type LevelLine, levelLines } from './returns';
import { type CustomerState, clockOf, customerOf } from './state';

/**
 * Portfolio performance from the account's daily book (`returns.ts`): what it actually held each
 * day, so a portfolio change moves only the days after it. Line charts chain the daily returns from
 * the window's first close; bars chain them within each period. Each level's lines are the daily
 * contributions linked the same way, so they add up to the portfolio's return.
 */

const round = (value: number) => Math.round(value * 1e8) / 1e8;
const rounded = (value: number | null) => (value === null ? null : round(value));

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

/** Attributions are shown when they ever reach the display threshold (doc 2 §9: under 1e-7 is '--'). */
const VISIBLE = 1e-7;

/**
 * Linked returns over a run of book days: the first day is the base (0), each later day compounds
 * its return, and each line adds its contribution grown by what the portfolio had reached.
 */
function linkedReturns(
  book: readonly BookDay[],
  lines: readonly LevelLine[],
  from: number,
  to: number,
): { portfolio: number; lines: number[] } {
  let growth = 1;
  const totals = lines.map(() => 0);
  for (let at = from + 1; at <= to; at++) {
    lines.forEach((line, index) => {
      totals[index] = (totals[index] as number) + growth * (line.contributions[at] ?? 0);
    });
    growth *= 1 + (book[at]?.return ?? 0);
  }
  return { portfolio: growth - 1, lines: totals };
}

function chartOf(
  catalog: Catalog,
  state: CustomerState,
  today: string,
  input: { type: 'line' | 'bar'; level: PerformanceLevel; timeframe: LineTimeframe | BarTimeframe },
): PerformanceChart {
  const inception = state.inception;
  const book = dailyBook(catalog, state, today);
  if (!inception || book.length === 0) return emptyChart(inception, today);
  const held = book.map((day) => day.date);
  const lines = levelLines(catalog, book, input.level);
  const totalPerformanceDays = daysBetweenIso(inception, today);
  // Each point: the run of book days it covers (from its base close to its own).
  let runs: { from: number; to: number; date: string }[];
  if (input.type === 'line') {
    const dates = lineDates(held, input.timeframe as LineTimeframe);
    const first = held.indexOf(dates[0] as string);
    runs = dates.map((date, at) => ({ from: first, to: first + at, date }));
  } else {
    const ends = barEnds(held, input.timeframe as BarTimeframe);
    runs = ends.map((date, at) => ({
      from: at === 0 ? 0 : held.indexOf(ends[at - 1] as string),
      to: held.indexOf(date),
      date,
    }));
  }
  const points = runs.map((run) => linkedReturns(book, lines, run.from, run.to));
  const levelReturns: PerformanceChart['levelReturns'] = {};
  lines.forEach((line, index) => {
    const attributions = points.map((point) => round(point.lines[index] ?? 0));
    const active = runs.some((run) => line.weights.slice(run.from, run.to + 1).some((weight) => weight > 0));
    if (active || attributions.some((value) => Math.abs(value) >= VISIBLE)) {
      levelReturns[line.name] = { icon: line.icon, attributions };
    }
  });
  return {
    dates: runs.map((run) => run.date),
    portfolioReturns: points.map((point) => round(point.portfolio)),
    levelReturns,
    inceptionDate: inception,
    mostRecentDate: today,
    totalPerformanceDays,
  };
}

/** The first book day of a table period (the close the return starts from), or null without data. */
function periodFrom(held: readonly string[], period: 'mtd' | 'qtd' | 'ytd' | '1y'): number | null {
  const today = held.at(-1);
  const first = held[0];
  if (!today || !first) return null;
  const start = periodStart(period, today);
  if (period === '1y' && start < first) return null;
  if (start <= first) return 0;
  const close = closeBefore(held, start);
  return close === undefined ? 0 : held.indexOf(close);
}

/** A line's own return over a run: its daily returns (contribution over its weight the evening before), chained. */
function lineReturn(line: LevelLine, from: number, to: number): number | null {
  let growth = 1;
  let held = false;
  for (let at = from + 1; at <= to; at++) {
    const weight = line.weights[at - 1] ?? 0;
    if (weight <= 0) continue;
    held = true;
    growth *= 1 + (line.contributions[at] ?? 0) / weight;
  }
  return held ? growth - 1 : null;
}

function tableOf(
  catalog: Catalog,
  state: CustomerState,
  today: string,
  level: PerformanceLevel,
): PerformanceTable {
  const none = { mtd: null, qtd: null, ytd: null, '1y': null, full: null };
  const book = dailyBook(catalog, state, today);
  if (!state.inception || book.length === 0) return { portfolioReturns: none, levelReturns: [] };
  const held = book.map((day) => day.date);
  const last = book.length - 1;
  const days = daysBetweenIso(held[0] as string, held[last] as string);
  const portfolioOver = (from: number | null) =>
    from === null ? null : linkedReturns(book, [], from, last).portfolio;
  const starts = {
    mtd: periodFrom(held, 'mtd'),
    qtd: periodFrom(held, 'qtd'),
    ytd: periodFrom(held, 'ytd'),
    oneYear: periodFrom(held, '1y'),
  };
  const full = portfolioOver(0);
  return {
    portfolioReturns: {
      mtd: rounded(portfolioOver(starts.mtd)),
      qtd: rounded(portfolioOver(starts.qtd)),
      ytd: rounded(portfolioOver(starts.ytd)),
      '1y': rounded(portfolioOver(starts.oneYear)),
      // Returns over one year are annualized (doc 2 §2 Performance).
      full: rounded(full === null ? null : annualizedReturn(full, days)),
    },
    levelReturns: levelLines(catalog, book, level).map((line) => {
      const over = (from: number | null) => (from === null ? null : lineReturn(line, from, last));
      const whole = over(0);
      return {
        levelName: line.name,
        mtd: rounded(over(starts.mtd)),
        qtd: rounded(over(starts.qtd)),
        ytd: rounded(over(starts.ytd)),
        y: rounded(over(starts.oneYear)),
        f: rounded(whole === null ? null : annualizedReturn(whole, days)),
        icon: line.icon,
      };
    }),
  };
}

function trackRecordOf(
  catalog: Catalog,
  today: string,
  modelId: string | undefined,
  timeframe: LineTimeframe,
): TrackRecord {
  if (modelId === undefined) return { x_axis: [], y_axis: [], avg_perf: null, most_recent_date: null };
  const investment = investmentById(catalog, modelId);
  if (!investment) throw notFound(`No model or index with id ${modelId}`);
  const held = datesThrough(catalog, today).filter((date) => date >= investment.inception);
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

/** Serves the performance calls: chart, table and track record, as of the account's date. */
export function registerPerformanceCalls(api: ApiApp): void {
  implement(api, calls.getPerformanceChart, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const { today } = clockOf(world, user);
    return chartOf(marketThrough(world, today), state, today, input);
  });

  implement(api, calls.getPerformanceTable, ({ input, user, world }) => {
    const state = customerOf(world, user);
    const { today } = clockOf(world, user);
    return tableOf(marketThrough(world, today), state, today, input.level);
  });

  implement(api, calls.getTrackRecord, ({ input, user, world }) => {
    const { today } = clockOf(world, user);
    return trackRecordOf(marketThrough(world, today), today, input.model_id, input.timeframe ?? 'f');
  });
}
