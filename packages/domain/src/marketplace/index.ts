export {
  detailsPathParam,
  formatFeePercent,
  formatInceptionDate,
  formatModelMinimum,
  indexCardSummary,
  indexDetailsPath,
  investmentReturns,
  isAddHidden,
  MARKETPLACE_CARD_WIDTH_PX,
  MARKETPLACE_SKELETON_ROWS,
  modelDetailsPath,
  productStyleLabel,
} from './display';
export {
  ALL_TAGS,
  filterByStyle,
  filterByTag,
  indexTagFilters,
  MARKETPLACE_VIEW_PARAM,
  type MarketplaceView,
  parseMarketplaceView,
  STYLE_FILTERS,
  type StyleFilter,
} from './filters';
export {
  GUIDE_DISCLAIMER,
  type GuideAllocationItem,
  type GuideStep,
  guideAllocationState,
  guideTexts,
  MODEL_SELECTION_GUIDE_STEPS,
} from './guide';
