export {
  type BenchmarkOverlay,
  type BenchmarkPoint,
  benchmarkOverlay,
  type TrackRecordSeries,
} from './benchmark';
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
export { daysOfData, inTimeframe } from './window';
