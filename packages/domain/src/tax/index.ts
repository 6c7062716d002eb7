export {
  addCostBasisEntry,
  type CostBasisDateLimits,
  type CostBasisDetail,
  type CostBasisEntryValues,
  type CostBasisFormValues,
  canRemoveEntry,
  costBasisChanged,
  costBasisCounter,
  costBasisDetails,
  costBasisEntrySchema,
  costBasisFormDefaults,
  costBasisFormSchema,
  costBasisMessages,
  formatPurchaseDate,
  normalizeDateInput,
  parsePurchaseDate,
  remainingQuantity,
  removeCostBasisEntry,
  type SavedCostBasisDetail,
} from './costBasis';
export { rebalanceTradeDate } from './estimate';
export {
  type Disposal,
  type HoldingPeriod,
  type LotConsumption,
  lotFromDeposit,
  matchHifo,
  type TaxLot,
  whatIfSale,
} from './hifo';
export {
  type HifoBreakdownResult,
  type HifoBreakdownRow,
  hifoBreakdown,
} from './hifoBreakdown';
export {
  type AssetLedger,
  assetLedgers,
} from './ledger';
export {
  type CustodyBalance,
  lotReconciliation,
  type ReconciliationRow,
  reconciliationTexts,
  uncoveredSaleWarnings,
} from './reconciliation';
export {
  canDownloadTaxReport,
  type GainSummaryValues,
  isTaxYearInProgress,
  type TaxPeriod,
  type TaxSummaryRow,
  taxCenterTexts,
  taxPeriodLine,
  taxSummaryQuery,
  taxSummaryRows,
  taxYears,
} from './taxCenter';
export {
  form8949Csv,
  form8949Rows,
  longTermFrom,
  type OpenLot,
  openLots,
  TERM_LABELS,
  taxYearReport,
  ZERO_BASIS_ASSUMED,
} from './transparency';
