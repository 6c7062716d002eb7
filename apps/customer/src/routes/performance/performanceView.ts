/**
 * What the Performance page shows and how the page's controls change it (doc 2 §2 Performance,
 * §7; docs/decisions.md "Performance page": Clear Selection, the benchmark and the harvested tax
 * losses on the line chart only). Kept as one value changed by {@link performanceViewReducer}, so
 * the page holds no rule: it dispatches what the user did and asks this module what to show.
 */
import type { PerformanceChartKind, PerformanceLevel } from '@cairn/domain';
import { NO_BENCHMARK } from './returnsView';

/** What the chart drew last: the category's series names and the dates. */
export interface PerformanceShown {
  readonly names: readonly string[];
  readonly dates: readonly string[];
}

export interface PerformanceView {
  /** The category (Investment, Asset, Sector): the chart's and the returns table's. */
  readonly level: PerformanceLevel;
  readonly chartType: PerformanceChartKind;
  /** The chosen benchmark's id, or {@link NO_BENCHMARK}. */
  readonly benchmarkId: string;
  /** Names of the series switched off in the chart's key. */
  readonly hidden: readonly string[];
  readonly shown: PerformanceShown;
  /** Whether the chart has answered once (then an empty `shown` means no returns yet). */
  readonly answered: boolean;
}

/** The page as it opens: by investment, the line chart, no benchmark, every series on. */
export const INITIAL_PERFORMANCE_VIEW: PerformanceView = {
  level: 'investment',
  chartType: 'line',
  benchmarkId: NO_BENCHMARK,
  hidden: [],
  shown: { names: [], dates: [] },
  answered: false,
};

/** What the user (or the chart, once drawn) did. */
export type PerformanceViewChange =
  | { readonly type: 'level'; readonly level: PerformanceLevel }
  | { readonly type: 'chartType'; readonly chartType: PerformanceChartKind }
  | { readonly type: 'benchmark'; readonly benchmarkId: string }
  /** The key's checkboxes: `selected` of `all` the chart's series names are on. */
  | { readonly type: 'selection'; readonly all: readonly string[]; readonly selected: readonly string[] }
  | { readonly type: 'shown'; readonly shown: PerformanceShown }
  | { readonly type: 'clearSelection' };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The next view. Another category shows all its series again; Clear Selection switches off every
 * series of the category the chart shows, leaving My Portfolio and the benchmark (they are not the
 * category's). A change that changes nothing returns the same view.
 */
export function performanceViewReducer(
  view: PerformanceView,
  change: PerformanceViewChange,
): PerformanceView {
  switch (change.type) {
    case 'level':
      return change.level === view.level ? view : { ...view, level: change.level, hidden: [] };
    case 'chartType':
      return change.chartType === view.chartType ? view : { ...view, chartType: change.chartType };
    case 'benchmark':
      return change.benchmarkId === view.benchmarkId ? view : { ...view, benchmarkId: change.benchmarkId };
    case 'selection': {
      const hidden = change.all.filter((name) => !change.selected.includes(name));
      return sameList(hidden, view.hidden) ? view : { ...view, hidden };
    }
    case 'shown':
      return view.answered &&
        sameList(change.shown.names, view.shown.names) &&
        sameList(change.shown.dates, view.shown.dates)
        ? view
        : { ...view, shown: change.shown, answered: true };
    case 'clearSelection':
      return canClearSelection(view)
        ? { ...view, hidden: [...new Set([...view.hidden, ...view.shown.names])] }
        : view;
  }
}

/** Clear Selection is enabled while a series of the category is on (decisions: disabled while none is). */
export function canClearSelection(view: PerformanceView): boolean {
  return view.shown.names.some((name) => !view.hidden.includes(name));
}

/** The series of `all` that are on, in `all`'s order. */
export function selectedSeries(view: Pick<PerformanceView, 'hidden'>, all: readonly string[]): string[] {
  return all.filter((name) => !view.hidden.includes(name));
}

/**
 * Whether the Category and Benchmark dropdowns show: not once the chart has answered with no
 * returns at all (awaiting a first full day invested), when there is nothing to filter (issue 30
 * "no dead controls on an empty page", as the chart card hides its own controls then).
 */
export function showsFilters(view: PerformanceView): boolean {
  return !view.answered || view.shown.dates.length > 0;
}

/** The benchmark dropdown and overlay: the line chart only. */
export function showsBenchmark(view: PerformanceView): boolean {
  return view.chartType === 'line';
}

/** The harvested tax losses: with the tlhEnabled flag, on the line chart only (doc 2 §7). */
export function showsHarvestedLosses(view: PerformanceView, tlhEnabled: boolean): boolean {
  return tlhEnabled && view.chartType === 'line';
}
