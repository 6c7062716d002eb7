/**
 * The Performance page's reads made ready to show (doc 2 §2 Performance, §3 "Performance chart" and
 * "Performance table", §7, §9): the returns table's rows, the chart's series, the line timeframe
 * the data allows, the harvested-losses range and the benchmark choices.
 */
import { enabledPeriods, formatReturn, indexDisplayName, type LineTimeframe } from '@cairn/domain';

/** Skeleton rows of the returns table while it loads (doc 2 §2: 5 skeleton rows). */
export const PERFORMANCE_TABLE_SKELETON_ROWS = 5;

/** The returns table's columns in order: MTD, QTD, YTD, 1Y, Full (doc 2 §2). */
export const RETURN_COLUMNS = ['mtd', 'qtd', 'ytd', '1y', 'full'] as const;
/** A column of the returns table. */
export type ReturnColumn = (typeof RETURN_COLUMNS)[number];

/** The returns table's column headers (doc 2 §2). */
export const RETURN_COLUMN_LABELS: Readonly<Record<ReturnColumn, string>> = {
  mtd: 'MTD',
  qtd: 'QTD',
  ytd: 'YTD',
  '1y': '1Y',
  full: 'Full',
};

type Ratio = number | null;

/** GET /performance/table as the spec names its fields (doc 2 §3). */
export interface PerformanceTableData {
  readonly portfolioReturns: Readonly<Record<ReturnColumn, Ratio>>;
  readonly levelReturns: readonly {
    readonly levelName: string;
    readonly mtd: Ratio;
    readonly qtd: Ratio;
    readonly ytd: Ratio;
    readonly y: Ratio;
    readonly f: Ratio;
    readonly icon?: string | null;
  }[];
}

/** One row of the returns table. */
export interface ReturnsRow {
  /** Unique in the table: the portfolio's row is `'portfolio'`, a level's `level:<name>`. */
  readonly id: string;
  readonly name: string;
  readonly icon: string | null;
  readonly isPortfolio: boolean;
  /** The ratios as the API sent them (1Y and Full already annualized over a year), for sorting. */
  readonly values: Readonly<Record<ReturnColumn, Ratio>>;
  /** What each cell shows: ×100 with two decimals, '--' when missing or under 1e-7 (doc 2 §9). */
  readonly display: Readonly<Record<ReturnColumn, string>>;
}

const displayOf = (values: Readonly<Record<ReturnColumn, Ratio>>): Record<ReturnColumn, string> => ({
  mtd: formatReturn(values.mtd),
  qtd: formatReturn(values.qtd),
  ytd: formatReturn(values.ytd),
  '1y': formatReturn(values['1y']),
  full: formatReturn(values.full),
});

/**
 * The returns table's rows: the portfolio first (named `portfolioLabel`), then each level in the
 * API's order. A table without any value and without levels has no rows, so the page shows
 * 'No Data' (doc 2 §2) rather than a row of dashes.
 */
export function performanceTableRows(table: PerformanceTableData, portfolioLabel: string): ReturnsRow[] {
  const portfolio = table.portfolioReturns;
  const hasPortfolio = Object.values(portfolio).some((value) => value !== null);
  if (!hasPortfolio && table.levelReturns.length === 0) return [];
  const rows: ReturnsRow[] = [
    {
      id: 'portfolio',
      name: portfolioLabel,
      icon: null,
      isPortfolio: true,
      values: portfolio,
      display: displayOf(portfolio),
    },
  ];
  for (const level of table.levelReturns) {
    const values = { mtd: level.mtd, qtd: level.qtd, ytd: level.ytd, '1y': level.y, full: level.f };
    rows.push({
      id: `level:${level.levelName}`,
      name: level.levelName,
      icon: level.icon ?? null,
      isPortfolio: false,
      values,
      display: displayOf(values),
    });
  }
  return rows;
}

/** GET /performance/chart's per-level lines (doc 2 §3: per name, attributions and icon). */
export type LevelReturnsData = Readonly<Record<string, { readonly attributions: readonly number[] }>>;

/** A line or bar series of the chart: a name and one return per date. */
export interface ReturnSeries {
  readonly name: string;
  readonly returns: readonly (number | null)[];
}

/**
 * The chart's level series in the API's order, each cut or padded to the dates (a missing value is
 * `null`, drawn as a gap, never as 0).
 */
export function levelSeries(levelReturns: LevelReturnsData, dateCount: number): ReturnSeries[] {
  return Object.entries(levelReturns).map(([name, line]) => ({
    name,
    returns: Array.from({ length: dateCount }, (_, at) => {
      const value = line.attributions[at];
      return value === undefined || !Number.isFinite(value) ? null : value;
    }),
  }));
}

/**
 * The line timeframe to show and fetch: the one chosen while its button is enabled by the days of
 * data (doc 2 §9: Week 7, Month 31, Year 365, YTD and Full 1), else Full.
 */
export function shownLineTimeframe(chosen: LineTimeframe, daysOfData: number): LineTimeframe {
  return enabledPeriods(daysOfData).includes(chosen) ? chosen : 'f';
}

/**
 * The range of harvested tax losses shown beside the line chart (doc 2 §7: only with the flag, in
 * the line view, over the chart's data): its first and last date, or `null` without data.
 */
export function harvestedLossesRange(
  dates: readonly string[],
): { readonly start_date: string; readonly end_date: string } | null {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  return first === undefined || last === undefined ? null : { start_date: first, end_date: last };
}

/** A bar chart's period and its return (a ratio). */
export interface PeriodReturn {
  readonly date: string;
  readonly ratio: number;
}

/**
 * The bar chart's key figures (issue 30): My Portfolio's best and worst period of those drawn, the
 * first of equals; `null` without a period with a return.
 */
export function barExtremes(
  dates: readonly string[],
  returns: readonly (number | null)[],
): { readonly best: PeriodReturn; readonly worst: PeriodReturn } | null {
  let best: PeriodReturn | null = null;
  let worst: PeriodReturn | null = null;
  for (const [at, date] of dates.entries()) {
    const ratio = returns[at];
    if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) continue;
    if (best === null || ratio > best.ratio) best = { date, ratio };
    if (worst === null || ratio < worst.ratio) worst = { date, ratio };
  }
  return best === null || worst === null ? null : { best, worst };
}

/** An index that can be drawn as the benchmark overlay. */
export interface BenchmarkCandidate {
  readonly id: string;
  readonly name: string;
}

/** A choice of the benchmark dropdown: none, or an index by id with its display name. */
export interface BenchmarkChoice {
  readonly id: string;
  readonly label: string;
}

/** The benchmark dropdown's 'None' choice id. */
export const NO_BENCHMARK = 'none';

/**
 * The benchmark dropdown (beyond the spec): 'None' first, then the index trackers by display name
 * (doc 2 §2: a suffix after a hyphen is dropped), alphabetically; duplicate display names keep the
 * first.
 */
export function benchmarkChoices(
  indices: readonly BenchmarkCandidate[],
  noneLabel: string,
): BenchmarkChoice[] {
  const seen = new Set<string>();
  const choices: BenchmarkChoice[] = [];
  for (const index of [...indices].sort((a, b) =>
    indexDisplayName(a.name).localeCompare(indexDisplayName(b.name)),
  )) {
    const label = indexDisplayName(index.name);
    if (seen.has(label)) continue;
    seen.add(label);
    choices.push({ id: index.id, label });
  }
  return [{ id: NO_BENCHMARK, label: noneLabel }, ...choices];
}
