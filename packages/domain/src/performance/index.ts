export { benchmarkOverlay } from './benchmark';
export {
  MY_PORTFOLIO_SERIES,
  PERFORMANCE_CHART_KIND_LABELS,
  PERFORMANCE_CHART_KINDS,
  type PerformanceChartKind,
} from './chartKinds';
export {
  benchmarkChoices,
  harvestedLossesRange,
  levelSeries,
  NO_BENCHMARK,
  PERFORMANCE_TABLE_SKELETON_ROWS,
  performanceTableRows,
  RETURN_COLUMN_LABELS,
  RETURN_COLUMNS,
  type ReturnsRow,
  shownLineTimeframe,
} from './page';
export {
  annualizedReturn,
  BAR_TIMEFRAME_LABELS,
  BAR_TIMEFRAMES,
  type BarTimeframe,
  enabledPeriods,
  InvalidPerformanceValueError,
  LINE_TIMEFRAMES,
  type LineTimeframe,
  PERFORMANCE_LEVEL_LABELS,
  PERFORMANCE_LEVELS,
  PERFORMANCE_PERIODS,
  type PerformanceLevel,
  parsePerformanceLevel,
} from './performance';
export {
  type CumulativeSeries,
  trackRecordWindow,
} from './trackRecord';
export {
  canClearSelection,
  INITIAL_PERFORMANCE_VIEW,
  type PerformanceView,
  type PerformanceViewChange,
  performanceViewReducer,
  selectedSeries,
  showsBenchmark,
  showsHarvestedLosses,
} from './view';
export {
  daysOfData,
  inTimeframe,
} from './window';
