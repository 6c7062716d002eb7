import {
  type AddIneligibilityReason,
  type DecimalInput,
  formatWholeUsd,
  MAX_INVESTMENTS,
} from '@cairn/domain';

/**
 * The Marketplace area's words: models, indices, their details pages (doc 2 §2 Marketplace).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */

/** The marketplace pages (doc 2 §2 Marketplace). */
export const marketplaceTexts = {
  title: 'Marketplace',
  models: 'Models',
  indices: 'Indices',
  // The lists' description lines (the spec gives none; see decisions.md "Page frame").
  modelsDescription: 'Managed portfolios you can add to My Portfolio.',
  indicesDescription: 'Rules-based indices you can add to My Portfolio.',
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
  applyAllocation: 'Apply to My Portfolio',
} as const;

/**
 * Why the details page's Add to My Portfolio is disabled, under the button (the spec's tooltip sends
 * the investor to the details "to learn more"; these are the project's words): null when it is not.
 * `productMinimum` is the investment's minimum, `tierMinimum` the investor's tier minimum (USD).
 */
export function addReasonTexts(
  reason: AddIneligibilityReason | null,
  productMinimum: DecimalInput,
  tierMinimum: DecimalInput,
): string | null {
  switch (reason) {
    case 'EXCLUDED_ASSETS':
      return 'It holds assets you have excluded in Account.';
    case 'FEWER_THAN_2_ASSETS':
      return 'Fewer than 2 of its assets would remain after your exclusions.';
    case 'WILL_EXCEED_MAX_INVESTMENTS':
      return `My Portfolio holds ${MAX_INVESTMENTS} investments, the most it can: remove one first.`;
    case 'BELOW_PORTFOLIO_MINIMUM':
      return `It needs an account balance of at least ${formatWholeUsd(productMinimum)}.`;
    case 'BELOW_TRADE_MINIMUM':
      return `Your tier needs an account balance of at least ${formatWholeUsd(tierMinimum)}.`;
    default:
      return null;
  }
}

/**
 * The short reason beside a list's or card's disabled Add (the project's words; the spec's tooltip
 * stays the button's description): null when it is not disabled for a reason the investor can act on.
 */
export function addShortReasonTexts(
  reason: AddIneligibilityReason | null,
  productMinimum: DecimalInput,
  tierMinimum: DecimalInput,
): string | null {
  switch (reason) {
    case 'EXCLUDED_ASSETS':
    case 'FEWER_THAN_2_ASSETS':
      return 'Excluded assets';
    case 'WILL_EXCEED_MAX_INVESTMENTS':
      return `Portfolio full (${MAX_INVESTMENTS})`;
    case 'BELOW_PORTFOLIO_MINIMUM':
      return `Min. ${formatWholeUsd(productMinimum)}`;
    case 'BELOW_TRADE_MINIMUM':
      return `Min. ${formatWholeUsd(tierMinimum)}`;
    default:
      return null;
  }
}

/** The recommendation update modal (doc 2 §2 Marketplace); `style` is a style label. */
export const recommendationUpdateTexts = {
  title: 'Your Recommended Style Has Changed',
  body: (style: string): string =>
    `Based on your latest answers, we now recommend the ${style} style. You can explore its models in the Marketplace.`,
  notNow: 'Not now',
  marketplace: 'Marketplace',
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

/** The track-record chart of a model's or an index's page (doc 2 §2 Marketplace). */
export const trackRecordTexts = {
  title: 'Performance',
  description: (name: string): string =>
    `${name}'s hypothetical track record: cumulative return from the start of the period shown.`,
} as const;

/** The confirmation before an example allocation replaces My Portfolio (doc 2 §2 Marketplace). */
export const replacePortfolioTexts = {
  title: 'Replace My Portfolio?',
  body: 'Applying this allocation replaces the investments in My Portfolio. The new portfolio is saved as a draft: activate it from My Portfolio with Apply Changes.',
  confirm: 'Replace',
  cancel: 'Cancel',
} as const;
