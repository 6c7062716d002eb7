/**
 * My Portfolio's words (doc 2 §2 My Portfolio, §4).
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */
import { PORTFOLIO_CHANGE_HOURS, PRODUCT_NAME } from '@cairn/domain';

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
