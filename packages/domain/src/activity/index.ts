export {
  ACTIVITY_CATEGORY_LABELS,
  ACTIVITY_CSV_HEADER,
  type ActivityFilters,
  type ActivityTimeFrame,
  type ActivityTypeFilter,
  activityCsvRows,
  activityDetailsParams,
  activityStatus,
  DEFAULT_ACTIVITY_FILTERS,
  filterActivity,
  hasActivityDetails,
  INITIAL_ROWS_SHOWN,
  localDateOf,
  OUTFLOW_ACTIVITY_CATEGORIES,
  signedActivityAmount,
} from './activityLog';
export { toCsv } from './csv';
export {
  sortDocuments,
  TRADE_CSV_HEADER,
  type TradeRow,
  tradeCsvRows,
  tradeRow,
} from './tradesAndDocuments';
