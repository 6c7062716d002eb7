export {
  assetCountLabel,
  detailsPathParam,
  formatFeePercent,
  formatModelMinimum,
  indexDetailsPath,
  isAddHidden,
  MARKETPLACE_CARD_WIDTH_PX,
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
  MULTISECTOR_TAG,
  PRODUCT_STYLE_LABELS,
  parseMarketplaceView,
  STYLE_FILTERS,
  type StyleFilter,
  VIEW_ALL,
} from './filters';
export {
  GUIDE_DISCLAIMER,
  type GuideAllocationItem,
  type GuideStep,
  guideAllocationState,
  guideTexts,
  MODEL_SELECTION_GUIDE_STEPS,
} from './guide';
