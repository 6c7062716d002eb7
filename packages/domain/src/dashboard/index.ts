export { type BalanceChange, balanceChange } from './balanceChange';
export {
  BALANCE_PERIOD_OF_TIMEFRAME,
  balanceSeries,
  isEmptyBalanceSeries,
  rekeyBalanceHistory,
  yearToDateRange,
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
export { TUTORIAL_COMPLETED_PAYLOAD } from './tutorial';
