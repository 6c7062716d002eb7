/**
 * Texts of My Portfolio, the marketplace and the Performance page (doc 2 §2, §4, §8). Quoted where
 * the spec quotes them; the rest is the project's wording (docs/decisions.md "Investor app texts").
 * Texts that already exist stay where they are: `portfolioWeightMessages`, `addInvestmentMessages`,
 * `portfolioBannerTitles`, `APPLIED_TO_MY_PORTFOLIO`, `emptyStateMessages`.
 */
import { PORTFOLIO_CHANGE_HOURS, PRODUCT_NAME, type PRODUCTS } from '../constants';
import { MY_PORTFOLIO_SERIES, PERFORMANCE_CHART_KIND_LABELS } from '../performance/chartKinds';

/** Tax-loss harvesting's limit as stated to users (doc 2 §1). */
export const TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS =
  'Tax-loss harvesting does not apply to tax-advantaged accounts such as IRAs.';

/** The model styles' labels (doc 2 §1, §2: Market, Smart Beta, Alpha), by product. */
export const PRODUCT_STYLE_LABELS: Readonly<Record<(typeof PRODUCTS)[number], string>> = {
  MARKET: 'Market',
  SMART_BETA: 'Smart Beta',
  ALPHA: 'Alpha',
};

/** My Portfolio's controls (doc 2 §2 My Portfolio). */
export const portfolioTexts = {
  title: 'My Portfolio',
  addNewModel: 'Add New Model',
  addNewIndex: 'Add New Index',
  feeDetails: 'Fee Details',
  howRebalancingWorks: 'How Rebalancing Works',
  deposit: 'Deposit',
  usdWire: 'USD Wire',
  crypto: 'Crypto',
  applyChanges: 'Apply Changes',
  reset: 'Reset',
  changesApplied: 'Changes Applied',
  remove: 'Remove',
  weight: 'Weight',
  unsavedChanges: 'Unsaved changes',
} as const;

/** The confirmation of Apply Changes (doc 2 §2, §4). */
export const applyChangesDialogTexts = {
  title: 'Apply Changes & Rebalance?',
  body: `Your portfolio will be saved and rebalanced to the new weights. Changes are typically executed within ${PORTFOLIO_CHANGE_HOURS} hours: trading happens in the next session, usually within 1 business day.`,
  confirm: 'Save & Activate',
  cancel: 'No, Cancel',
} as const;

/** The recommendation update modal (doc 2 §2 Marketplace); `style` is a style label. */
export const recommendationUpdateTexts = {
  title: 'Your Recommended Style Has Changed',
  body: (style: string): string =>
    `Based on your latest answers, we now recommend the ${style} style. You can explore its models in the Marketplace.`,
  notNow: 'Not now',
  marketplace: 'Marketplace',
} as const;

/** The marketplace pages (doc 2 §2 Marketplace). */
export const marketplaceTexts = {
  title: 'Marketplace',
  models: 'Models',
  indices: 'Indices',
  viewAll: 'View All',
  multisector: 'Multisector',
  listView: 'List',
  cardView: 'Cards',
  modelSelectionGuide: 'Model Selection Guide',
  productVideo: 'Watch the Video',
  back: 'Back',
  inceptionDate: 'Inception Date',
  objective: 'Objective',
  investmentFee: 'Investment Fee',
  modelMinimum: 'Model Minimum',
  learningVideo: 'Watch the Video',
  performance: 'Performance',
  allocation: 'Allocation',
  assets: 'Assets',
  sectors: 'Sectors',
  about: 'About',
  sector: 'Sector',
  ticker: 'Ticker',
  weightingMethodology: 'Weighting Methodology',
  methodology: 'Methodology',
  assetClassification: 'Asset Classification',
  industryGroups: 'Industry Groups',
  metrics: 'Metrics',
  name: 'Name',
  style: 'Style',
  mtd: 'MTD',
  ytd: 'YTD',
  oneYear: '1Y',
  full: 'Full',
  viewInMyPortfolio: 'View in My Portfolio',
  add: 'Add',
  addedToast: (name: string): string => `${name} was added to My Portfolio.`,
  assetCount: (count: number): string => `${count} ${count === 1 ? 'asset' : 'assets'}`,
  applyAllocation: 'Apply to My Portfolio',
} as const;

/**
 * The not-found views of the marketplace's detail pages (doc 2 §2, §8: a 404 "shows a not-found
 * view naming the model" or index); the names are the ones in the address.
 */
export const marketplaceNotFoundTexts = {
  modelTitle: 'Model Not Found',
  model: (name: string): string =>
    `We could not find a model named “${name}”. It may have been renamed or withdrawn from the Marketplace.`,
  indexTitle: 'Index Not Found',
  index: (ticker: string): string =>
    `We could not find an index with the ticker “${ticker}”. It may have been renamed or withdrawn from the Marketplace.`,
  backToModels: 'Back to Models',
  backToIndices: 'Back to Indices',
} as const;

/** The learning-video dialog (doc 2 §2: the product video modal and the models' and indices' videos). */
export const videoDialogTexts = {
  title: (name: string): string => `${name}: Video`,
  unsupported: 'Your browser cannot play this video.',
  close: 'Close',
} as const;

/** The confirmation before an example allocation replaces My Portfolio (doc 2 §2 Marketplace). */
export const replacePortfolioTexts = {
  title: 'Replace My Portfolio?',
  body: 'Applying this allocation replaces the investments in My Portfolio. The new portfolio is saved as a draft: activate it from My Portfolio with Apply Changes.',
  confirm: 'Replace',
  cancel: 'Cancel',
} as const;

/** The Fee Details dialog (doc 2 §2, §3 "Fees"; doc 3 §9 billing); fees arrive formatted ('0.25%'). */
export const feeDetailsTexts = {
  title: 'Fee Details',
  platformFee: 'Platform Fee',
  blendedInvestmentFee: 'Blended Investment Fee',
  totalFee: 'Total Annual Fee',
  blendedExplained:
    'The blended investment fee is the average of your investments’ fees, weighted by their weights in My Portfolio.',
  billing:
    'Fees are annual rates, billed monthly in arrears on your daily balances at the UTC close. They exclude custodial and transaction costs.',
} as const;

/** The rebalancing explainer dialog (doc 2 §2, §4). */
export const rebalancingExplainerTexts = {
  title: 'How Rebalancing Works',
  paragraphs: [
    'Over time, market moves pull your holdings away from the weights you chose. Rebalancing sells what has grown above its weight and buys what has fallen below it, bringing your portfolio back to your targets.',
    `When you apply changes in My Portfolio, ${PRODUCT_NAME} saves them and schedules a rebalance. Changes are typically executed within ${PORTFOLIO_CHANGE_HOURS} hours: trading happens in the next session, usually within 1 business day.`,
    'A portfolio needs at least the minimum balance of your tier to be rebalanced. Selling can realise gains or losses, which appear in your Tax Center.',
  ],
} as const;

/** The Performance page (doc 2 §2 Performance); the period labels are `PERFORMANCE_PERIODS`. */
export const performanceTexts = {
  title: 'Portfolio Returns',
  lineChart: PERFORMANCE_CHART_KIND_LABELS.line,
  barChart: PERFORMANCE_CHART_KIND_LABELS.bar,
  category: 'Category',
  timeframe: 'Timeframe',
  myPortfolio: MY_PORTFOLIO_SERIES,
  clearSelection: 'Clear Selection',
  returnsColumns: ['MTD', 'QTD', 'YTD', '1Y', 'Full'] as const,
  harvestedTaxLosses: 'Harvested Tax Losses',
  harvestedTaxLossesBody: `Tax-loss harvesting sells investments that have fallen in value to realise losses that can offset gains, and keeps your exposure by buying similar assets. The figure is the total of losses harvested in the period. ${TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS}`,
  benchmark: 'Benchmark',
  disclosureLink: 'Performance Disclosure',
} as const;

/** The Performance Disclosure modal (doc 2 §2 Performance). */
export const performanceDisclosureTexts = {
  title: 'Performance Disclosure',
  paragraphs: [
    'Past performance is not a guarantee or a reliable indicator of future results. Crypto-assets are volatile, and you can lose some or all of the money you invest.',
    'Returns are time-weighted: deposits and withdrawals do not count as gains or losses. Returns over periods longer than one year are annualized; shorter periods are shown as they are.',
    `Returns are shown after the investment and platform fees ${PRODUCT_NAME} charges, and before custodial and transaction costs and taxes. Your own returns depend on when you invested and may differ from those of a model or index.`,
    'Model and index track records before you held them, and benchmark lines, are shown for comparison only and are not your results.',
  ],
} as const;
