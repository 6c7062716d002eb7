export {
  belowRebalancingMinimumText,
  isPortfolioListDisabled,
  MAKE_A_NEW_DEPOSIT,
  type PortfolioBanner,
  type PortfolioBannerInput,
  portfolioBanner,
  portfolioBannerTitles,
  type RebalancingMinimumBannerInput,
  showBelowRebalancingMinimumBanner,
} from './banner';
export {
  APPLIED_TO_MY_PORTFOLIO,
  allocationMatchesPortfolio,
  hasUnsavedChanges,
  hasUnsavedExclusions,
  type NamedWeight,
} from './changes';
export {
  DRAFTS_STORAGE_PREFIX,
  DRAFTS_STORAGE_VERSION,
  draftsStorageKey,
  draftsUnsaved,
  NO_DRAFTS,
  type PortfolioDraftEntry,
  parseStoredDrafts,
  reconcileDraft,
  reconcileExclusionsDraft,
  reconcilePortfolioDraft,
  type StoredDrafts,
  serializeStoredDrafts,
} from './draftStorage';
export {
  type Draft,
  draftFromServer,
  editDraft,
  exclusionsDraftUnsaved,
  type LeavePrompt,
  type LeaveTarget,
  leavePrompt,
  portfolioDraftUnsaved,
  resetDraft,
} from './drafts';
export {
  DRIFT_ABSOLUTE_POINTS,
  DRIFT_RELATIVE_SHARE,
  type DriftInput,
  type DriftRow,
  driftView,
} from './drift';
export {
  ADD_INELIGIBILITY_REASONS,
  type AddableInvestment,
  type AddEligibilityInput,
  type AddIneligibilityReason,
  addDisabledTooltip,
  addEligibility,
  addInvestmentMessages,
  type ExcludableModel,
  marketModelsRemovedByExclusions,
} from './eligibility';
export {
  FEE_EXAMPLE_AMOUNT,
  type FeeDetailsRow,
  type FeeExample,
  feeDetailsRows,
  feeExample,
} from './fees';
export {
  type ApplyBlock,
  applyBlock,
  applyPendingExclusions,
  canAddInvestment,
  formatDriftPoints,
  formatWeightPercent,
  type InvestmentBanner,
  investmentBanners,
  myPortfolioTexts,
  type PortfolioInvestmentFacts,
  portfolioSavePayload,
  rebalancePreviewTexts,
} from './myPortfolio';
export {
  type RebalanceHolding,
  type RebalanceInvestment,
  type RebalancePreview,
  type RebalancePreviewInput,
  type RebalanceTarget,
  type RebalanceTrade,
  rebalancePreview,
  targetShares,
} from './rebalancePreview';
export {
  canRemoveInvestment,
  normalizeWeight,
  type PortfolioWeightsValidation,
  portfolioWeightMessages,
  validatePortfolioWeights,
  type WeightedInvestment,
} from './weights';
