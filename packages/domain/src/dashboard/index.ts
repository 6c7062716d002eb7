export {
  AXIS_LABEL_COUNT,
  axisLabelIndices,
  BALANCE_HISTORY_PERIODS,
  BALANCE_TIMEFRAMES,
  type BalanceHistoryPeriod,
  balanceSeries,
  type DatedValues,
  localDateAt,
  rekeyBalanceHistory,
  rekeyTodaysEntry,
  type SeriesPoint,
} from './balanceHistory';
export {
  ALLOCATION_SORT_FIELDS,
  type AllocationEmptyState,
  type AllocationEmptyStateInput,
  type AllocationLine,
  type AllocationSortField,
  allocationEmptyState,
  dashboardView,
  PENDING_WITHDRAWAL_NAVIGATION_STATE,
  type RebalancingMinimumBanner,
  rebalancingMinimumBanner,
  type SortDirection,
  showMissingCostBasisPopup,
  showPendingWithdrawalPopup,
  sortAllocation,
  type TransferButtonState,
  transferButtonState,
} from './dashboard';
export {
  BALANCE_PERIOD_OF_TIMEFRAME,
  formatAllocationWeight,
  formatPullTime,
  largestHoldings,
  yearToDateRange,
} from './display';
export { TUTORIAL_COMPLETED_PAYLOAD, type TutorialStepView, tutorialStep } from './tutorial';
