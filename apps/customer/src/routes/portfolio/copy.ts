/**
 * My Portfolio's words (doc 2 §2 My Portfolio, §4).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { PORTFOLIO_CHANGE_HOURS, PRODUCT_NAME, TRADE_FEE_SHARE } from '@cairn/domain';
import { allocationEmptyStateTexts } from '../dashboard/copy';

/**
 * My Portfolio's page (doc 2 §2 My Portfolio): its header, banners, drift and dialogs' buttons. The
 * editor's own words (Add New Model, Apply Changes, Reset, ...) are the kit's `PortfolioEditor`
 * defaults; the banners' titles are the spec's (`portfolioBannerTitles`), the maximum dialog's are
 * `addInvestmentMessages`.
 */
export const portfolioTexts = {
  title: 'My Portfolio',
  description: 'Choose your investments and their weights, then apply your changes to rebalance.',
  feeDetails: 'Fee Details',
  howRebalancingWorks: 'How Rebalancing Works',
  deposit: 'Deposit',
  usdWire: 'USD Wire',
  crypto: 'Crypto',
  awaitingDepositBody: 'Your portfolio can be edited once your first deposit has arrived.',
  /** NO_SELECTION: the same title as the dashboard's allocation empty state. */
  noSelectionTitle: allocationEmptyStateTexts.NO_SELECTION.title,
  noSelectionBody: 'Add a model or an index from the Marketplace to build your portfolio.',
  /** The Investments card's empty state while the list is disabled (awaiting a deposit, below the minimum). */
  emptyTitle: 'No investments yet',
  // The banner above says why the list waits; the empty state says what comes here and holds the
  // deposit that unblocks it (issue 30: the two said the same).
  emptyAwaitingBody: 'Fund your account to start: the models and indices you pick will show here.',
  emptyBelowMinimumBody: 'Once your balance reaches the rebalancing minimum, add models and indices here.',
  belowModelMinimum: (name: string, minimum: string): string =>
    `${name} requires a minimum account balance of ${minimum}.`,
  notAvailableDueToExclusions: (name: string): string =>
    `${name} holds assets you have excluded. Remove it from My Portfolio to apply your changes.`,
  /** The reason Apply Changes is disabled while such an investment is in the list. */
  removeUnavailable: 'Remove the investments that hold excluded assets to apply your changes.',
  /** Why Apply Changes is off while a deposit banner disables the list (the project's words). */
  applyAfterDeposit: 'You can apply changes once your first deposit has arrived.',
  applyAfterMinimum: 'You can apply changes once your balance reaches the rebalancing minimum.',
  pendingExclusionsTitle: 'Asset Exclusions Pending',
  pendingExclusionsBody: (assets: readonly string[]): string =>
    assets.length === 0
      ? 'Your asset exclusions are lifted when you apply your changes.'
      : `Your asset exclusions (${assets.join(', ')}) take effect when you apply your changes.`,
  removedByExclusions: (names: string): string =>
    `Applying them removes ${names} from My Portfolio: fewer than 2 of its assets would remain.`,
  investments: 'Investments',
  /**
   * The Investments card's line: how many of the most My Portfolio holds, and at the cap what to do
   * (issue 30: the cap showed only once Add New Model was pressed).
   */
  investmentsCount: (count: number, maximum: number): string =>
    count < maximum
      ? `${count} ${count === 1 ? 'investment' : 'investments'}, up to ${maximum}.`
      : `${count} investments, the most My Portfolio holds.`,
  /** The badge of an investment row under the 'Below Model Minimum' banner (not in the spec). */
  belowMinimumTag: 'Below minimum',
  ok: 'OK',
  driftTitle: 'Drift',
  driftDescription:
    'How far each investment has moved from its target since the last rebalance. Drift beyond 5 points, or 25% of the target, is marked.',
  driftColumns: {
    investment: 'Investment',
    current: 'Current',
    target: 'Target',
    afterApply: 'After Apply',
    drift: 'Drift',
    status: 'Status',
  },
  drifted: 'Drifted',
  onTarget: 'Within range',
  driftEmpty: 'Nothing is held yet: drift shows once your portfolio has been bought.',
} as const;

/**
 * The Apply & Rebalance preview inside 'Apply Changes & Rebalance?' (beyond the spec, issue 15):
 * the estimated sells and buys and their estimated tax, always an estimate and never advice. The
 * gains' labels and the disclaimer say what the withdrawal estimate's table (the kit's
 * `TaxImpactTable`) says.
 */
export const rebalancePreviewTexts = {
  title: 'Estimated Trades',
  intro:
    'To reach these weights, about these trades would be made at today’s prices. Sells are matched to your lots in HIFO order (highest in, first out) to estimate their gains.',
  caption: 'Estimated trades to reach the new weights',
  asset: 'Asset',
  side: 'Trade',
  value: 'Value',
  quantity: 'Quantity',
  sell: 'Sell',
  buy: 'Buy',
  nothingHeld: 'Nothing is held yet: your cash is invested at these weights once the rebalance runs.',
  unavailable: 'The estimate could not be prepared. You can still apply your changes.',
  estimateBadge: 'Estimate',
  disclaimer: `This is an estimate, not tax advice: ${PRODUCT_NAME} does not provide tax advice. It assumes the sales execute at today's prices on their trade day (a withdrawal's today, a rebalance's about ${PORTFOLIO_CHANGE_HOURS} hours from now, in New York time), net of the ${TRADE_FEE_SHARE * 100}% trade fee, by HIFO from the cost basis your account knows. Prices move before the trades execute, so the actual gains will differ.`,
  showLots: 'Lots used',
  /** A sell's lots table, from the formatted quantity and trade day. */
  lotsCaption: (quantity: string, date: string) => `Lots a sale of ${quantity} on ${date} would use (HIFO)`,
  /** The totals line before Save & Activate (issue 30). */
  totalSells: 'Total sells',
  totalBuys: 'Total buys',
  estimatedShortTerm: 'Estimated short-term gain or loss',
  estimatedLongTerm: 'Estimated long-term gain or loss',
  estimatedTotal: 'Estimated total gain or loss',
  /** The totals pinned beside Save & Activate (issue 30), short: the full words are in the list above. */
  pinnedTotals: 'Estimated totals',
  sellsShort: 'Sells',
  buysShort: 'Buys',
  gainShort: 'Est. gain or loss',
  assumedBasis: '$0 basis assumed',
  basisAssumed:
    'Some of these holdings came from crypto deposits without cost basis details: a $0 cost basis is assumed for them, which overstates the gain. Add their details in the Tax Center.',
} as const;

/** The confirmation of Apply Changes (doc 2 §2, §4). */
export const applyChangesDialogTexts = {
  title: 'Apply Changes & Rebalance?',
  body: `Your portfolio will be saved and rebalanced to the new weights. Changes are typically executed within ${PORTFOLIO_CHANGE_HOURS} hours: trading happens in the next session, usually within 1 business day.`,
  confirm: 'Save & Activate',
  cancel: 'No, Cancel',
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
  /** The footer's button of Fee Details and How Rebalancing Works (the spec names none). */
  close: 'Close',
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
