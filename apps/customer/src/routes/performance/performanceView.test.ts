import {
  MY_PORTFOLIO_SERIES,
  PERFORMANCE_CHART_KIND_LABELS,
  PERFORMANCE_CHART_KINDS,
  PERFORMANCE_LEVELS,
} from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canClearSelection,
  INITIAL_PERFORMANCE_VIEW,
  type PerformanceView,
  type PerformanceViewChange,
  performanceViewReducer,
  selectedSeries,
  showsBenchmark,
  showsFilters,
  showsHarvestedLosses,
} from './performanceView';
import { NO_BENCHMARK } from './returnsView';

const MY_PORTFOLIO = 'My Portfolio';
const shownView = (hidden: readonly string[] = []): PerformanceView => ({
  ...INITIAL_PERFORMANCE_VIEW,
  hidden,
  shown: { names: ['Bitcoin Core', 'Momentum'], dates: ['2025-06-01', '2025-06-30'] },
  answered: true,
});

describe("the Performance page's view (doc 2 §2: 'category dropdown …; Clear Selection')", () => {
  it('opens by investment, on the line chart, without a benchmark, every series on', () => {
    expect(INITIAL_PERFORMANCE_VIEW).toEqual({
      level: 'investment',
      chartType: 'line',
      benchmarkId: NO_BENCHMARK,
      hidden: [],
      shown: { names: [], dates: [] },
      answered: false,
    });
  });

  it('shows Category and Benchmark until the chart answers with no returns (issue 30)', () => {
    expect(showsFilters(INITIAL_PERFORMANCE_VIEW)).toBe(true);
    const empty = performanceViewReducer(INITIAL_PERFORMANCE_VIEW, {
      type: 'shown',
      shown: { names: [], dates: [] },
    });
    expect(empty.answered).toBe(true);
    expect(showsFilters(empty)).toBe(false);
    expect(showsFilters(shownView())).toBe(true);
  });

  it("the chart toggle: 'a line or bar chart toggle' (doc 2 §2), Line first, as the page opens", () => {
    expect(PERFORMANCE_CHART_KINDS.map((kind) => [kind, PERFORMANCE_CHART_KIND_LABELS[kind]])).toEqual([
      ['line', 'Line'],
      ['bar', 'Bar'],
    ]);
    expect(INITIAL_PERFORMANCE_VIEW.chartType).toBe(PERFORMANCE_CHART_KINDS[0]);
    expect(MY_PORTFOLIO_SERIES).toBe('My Portfolio');
  });

  it.each<[string, PerformanceView, PerformanceViewChange, Partial<PerformanceView>]>([
    // decisions: 'Changing the category shows all its series again.'
    [
      'another category shows all its series again',
      shownView(['Momentum']),
      { type: 'level', level: 'asset' },
      { level: 'asset', hidden: [] },
    ],
    ['the bar chart', shownView(), { type: 'chartType', chartType: 'bar' }, { chartType: 'bar' }],
    ['a benchmark', shownView(), { type: 'benchmark', benchmarkId: 'idx-1' }, { benchmarkId: 'idx-1' }],
    // decisions: 'Switches off every series of the category in the chart (the key's checkboxes), leaving
    // My Portfolio and the benchmark'
    [
      'Clear Selection switches off the category',
      shownView(),
      { type: 'clearSelection' },
      { hidden: ['Bitcoin Core', 'Momentum'] },
    ],
    [
      'Clear Selection keeps what the key had off',
      shownView([MY_PORTFOLIO]),
      { type: 'clearSelection' },
      { hidden: [MY_PORTFOLIO, 'Bitcoin Core', 'Momentum'] },
    ],
    [
      'the key: what is not selected is off',
      shownView(),
      {
        type: 'selection',
        all: [MY_PORTFOLIO, 'Bitcoin Core', 'Momentum'],
        selected: [MY_PORTFOLIO, 'Momentum'],
      },
      { hidden: ['Bitcoin Core'] },
    ],
  ])('%s', (_, view, change, expected) => {
    expect(performanceViewReducer(view, change)).toEqual({ ...view, ...expected });
  });

  it('returns the same view when nothing changes (no needless render)', () => {
    const view = shownView(['Momentum']);
    for (const change of [
      { type: 'level', level: 'investment' },
      { type: 'chartType', chartType: 'line' },
      { type: 'benchmark', benchmarkId: NO_BENCHMARK },
      { type: 'selection', all: ['Bitcoin Core', 'Momentum'], selected: ['Bitcoin Core'] },
      { type: 'shown', shown: { names: ['Bitcoin Core', 'Momentum'], dates: ['2025-06-01', '2025-06-30'] } },
    ] as const) {
      expect(performanceViewReducer(view, change)).toBe(view);
    }
    const cleared = shownView(['Bitcoin Core', 'Momentum']);
    expect(performanceViewReducer(cleared, { type: 'clearSelection' })).toBe(cleared);
  });

  it('Clear Selection is disabled while none of the category is on (and before the chart is in)', () => {
    expect(canClearSelection(shownView())).toBe(true);
    expect(canClearSelection(shownView(['Bitcoin Core']))).toBe(true);
    expect(canClearSelection(shownView(['Bitcoin Core', 'Momentum']))).toBe(false);
    expect(canClearSelection(INITIAL_PERFORMANCE_VIEW)).toBe(false);
  });

  it("the benchmark on the line chart only; the harvested losses 'only with flag, line view' (doc 2 §3)", () => {
    const bar = { ...INITIAL_PERFORMANCE_VIEW, chartType: 'bar' as const };
    expect([showsBenchmark(INITIAL_PERFORMANCE_VIEW), showsBenchmark(bar)]).toEqual([true, false]);
    expect([
      showsHarvestedLosses(INITIAL_PERFORMANCE_VIEW, true),
      showsHarvestedLosses(INITIAL_PERFORMANCE_VIEW, false),
      showsHarvestedLosses(bar, true),
    ]).toEqual([true, false, false]);
  });

  const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 8 });
  const change: fc.Arbitrary<PerformanceViewChange> = fc.oneof(
    fc.constantFrom(...PERFORMANCE_LEVELS).map((level) => ({ type: 'level' as const, level })),
    fc
      .constantFrom('line' as const, 'bar' as const)
      .map((chartType) => ({ type: 'chartType' as const, chartType })),
    fc.string().map((benchmarkId) => ({ type: 'benchmark' as const, benchmarkId })),
    fc.tuple(names, names).map(([all, selected]) => ({ type: 'selection' as const, all, selected })),
    names.map((shown) => ({ type: 'shown' as const, shown: { names: shown, dates: [] } })),
    fc.constant({ type: 'clearSelection' as const }),
  );

  it('property: after Clear Selection none of the category is on, and it cannot be cleared again', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        const view = changes.reduce(performanceViewReducer, INITIAL_PERFORMANCE_VIEW);
        const cleared = performanceViewReducer(view, { type: 'clearSelection' });
        expect(selectedSeries(cleared, view.shown.names)).toEqual([]);
        expect(canClearSelection(cleared)).toBe(false);
        expect(cleared.hidden.length).toBe(new Set(cleared.hidden).size);
      }),
    );
  });

  it("property: the key's selection reads back as given, in the chart's order", () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), names, names, (changes, all, selected) => {
        const view = changes.reduce(performanceViewReducer, INITIAL_PERFORMANCE_VIEW);
        const next = performanceViewReducer(view, { type: 'selection', all, selected });
        expect(selectedSeries(next, all)).toEqual(all.filter((name) => selected.includes(name)));
      }),
    );
  });
});
