/**
 * The Performance chart's kinds and the portfolio's own series name (doc 2 §2 Performance: 'a line
 * or bar chart toggle'; §9: My Portfolio in grey). A module of its own, without imports, so the kit
 * takes these few words without the page's other texts.
 */

/** The chart's two kinds, in the toggle's order. */
export const PERFORMANCE_CHART_KINDS = ['line', 'bar'] as const;
export type PerformanceChartKind = (typeof PERFORMANCE_CHART_KINDS)[number];

/** The toggle's label of each kind. */
export const PERFORMANCE_CHART_KIND_LABELS = {
  line: 'Line',
  bar: 'Bar',
} as const satisfies Readonly<Record<PerformanceChartKind, string>>;

/** The portfolio's own series in the chart, its key and the returns table. */
export const MY_PORTFOLIO_SERIES = 'My Portfolio';
