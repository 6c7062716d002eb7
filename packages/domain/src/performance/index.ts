export { benchmarkOverlay, type CumulativeReturnSummary, cumulativeReturnSummary } from './benchmark';
export {
  MY_PORTFOLIO_SERIES,
  PERFORMANCE_CHART_KIND_LABELS,
  PERFORMANCE_CHART_KINDS,
  type PerformanceChartKind,
} from './chartKinds';
export {
  annualizedReturn,
  BAR_TIMEFRAME_LABELS,
  BAR_TIMEFRAMES,
  type BarTimeframe,
  disabledPeriodsNote,
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
  daysOfData,
  inTimeframe,
} from './window';
