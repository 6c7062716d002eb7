/**
 * Words several investor route areas share.
 * Quoted where the spec quotes them, otherwise the project's wording (docs/decisions.md
 * "Investor app texts", "The investor app's words with its routes (issue 29)").
 */

/** Tax-loss harvesting's limit as stated to users (doc 2 §1). */
export const TLH_NOT_FOR_TAX_ADVANTAGED_ACCOUNTS =
  'Tax-loss harvesting does not apply to tax-advantaged accounts such as IRAs.';
