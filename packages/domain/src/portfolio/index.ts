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
export { type PortfolioEditorTexts, portfolioEditorTexts } from './portfolioEditor';
export {
  canRemoveInvestment,
  normalizeWeight,
  type PortfolioWeightsValidation,
  portfolioWeightMessages,
  validatePortfolioWeights,
  type WeightedInvestment,
} from './weights';
