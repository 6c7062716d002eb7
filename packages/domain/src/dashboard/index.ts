export {
  balanceSeries,
  rekeyBalanceHistory,
} from './balanceHistory';
export {
  type AllocationEmptyState,
  allocationEmptyState,
  dashboardView,
  PENDING_WITHDRAWAL_NAVIGATION_STATE,
  rebalancingMinimumBanner,
  type SortDirection,
  showMissingCostBasisPopup,
  showPendingWithdrawalPopup,
  sortAllocation,
  transferButtonState,
} from './dashboard';
export {
  BALANCE_PERIOD_OF_TIMEFRAME,
  formatAllocationWeight,
  formatPullTime,
  largestHoldings,
  yearToDateRange,
} from './display';
export { TUTORIAL_COMPLETED_PAYLOAD } from './tutorial';
