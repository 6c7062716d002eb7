export {
  isPortfolioListDisabled,
  MAKE_A_NEW_DEPOSIT,
  portfolioBanner,
  portfolioBannerTitles,
  showBelowRebalancingMinimumBanner,
} from './banner';
export {
  APPLIED_TO_MY_PORTFOLIO,
  hasUnsavedChanges,
  hasUnsavedExclusions,
  type NamedWeight,
} from './changes';
export {
  type Draft,
  draftFromServer,
  editDraft,
  exclusionsDraftUnsaved,
  leavePrompt,
  portfolioDraftUnsaved,
  resetDraft,
} from './drafts';
export {
  type DriftRow,
  driftView,
} from './drift';
export {
  type AddIneligibilityReason,
  addDisabledTooltip,
  addEligibility,
  addInvestmentMessages,
} from './eligibility';
export {
  FEE_EXAMPLE_AMOUNT,
  feeDetailsRows,
  feeExample,
} from './fees';
export {
  applyBlock,
  applyPendingExclusions,
  canAddInvestment,
  formatDriftPoints,
  formatWeightPercent,
  investmentBanners,
  type PortfolioInvestmentFacts,
} from './myPortfolio';
export {
  draftsUnsaved,
  NO_DRAFTS,
  type PortfolioDraftEntry,
  portfolioDraftEntry,
  reconcileExclusionsDraft,
  reconcilePortfolioDraft,
  type StoredDrafts,
} from './pendingDrafts';
export {
  type RebalancePreview,
  type RebalanceTrade,
  type RebalanceTradeTotals,
  rebalancePreview,
  rebalanceTradeTotals,
} from './rebalancePreview';
export {
  canRemoveInvestment,
  normalizeWeight,
  portfolioWeightMessages,
  validatePortfolioWeights,
} from './weights';
