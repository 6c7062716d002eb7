export {
  type BenchmarkOverlay,
  type BenchmarkPoint,
  benchmarkOverlay,
  type TrackRecordSeries,
} from './benchmark';
export {
  MY_PORTFOLIO_SERIES,
  PERFORMANCE_CHART_KIND_LABELS,
  PERFORMANCE_CHART_KINDS,
  type PerformanceChartKind,
} from './chartKinds';
export {
  type BenchmarkCandidate,
  type BenchmarkChoice,
  benchmarkChoices,
  harvestedLossesRange,
  type LevelReturnsData,
  levelSeries,
  NO_BENCHMARK,
  PERFORMANCE_TABLE_SKELETON_ROWS,
  type PerformanceTableData,
  performanceTableRows,
  RETURN_COLUMN_LABELS,
  RETURN_COLUMNS,
  type ReturnColumn,
  type ReturnSeries,
  type ReturnsRow,
  shownLineTimeframe,
} from './page';
export {
  annualizedReturn,
  BAR_TIMEFRAME_LABELS,
  BAR_TIMEFRAMES,
  type BarTimeframe,
  DAYS_PER_YEAR,
  enabledPeriods,
  InvalidPerformanceValueError,
  LINE_TIMEFRAMES,
  type LineTimeframe,
  PERFORMANCE_LEVEL_LABELS,
  PERFORMANCE_LEVELS,
  PERFORMANCE_PERIODS,
  type PerformanceLevel,
  type PerformancePeriod,
  parseBarTimeframe,
  parseLineTimeframe,
  parsePerformanceLevel,
} from './performance';
export { type CumulativeSeries, type TrackRecordWindow, trackRecordWindow } from './trackRecord';
export {
  canClearSelection,
  INITIAL_PERFORMANCE_VIEW,
  type PerformanceShown,
  type PerformanceView,
  type PerformanceViewChange,
  performanceViewReducer,
  selectedSeries,
  showsBenchmark,
  showsHarvestedLosses,
} from './view';
export { daysOfData, inTimeframe } from './window';
