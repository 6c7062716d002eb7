import { BRAND_NAME } from '../../primitives/foundations/Brand/Brand';

/** The words of `TaxSummary` (doc 2 §2 "Tax Center"). */
export interface TaxSummaryMessages {
  /** The card's heading (doc 2 §2). */
  readonly title: string;
  /** The tooltip (doc 2 §2 quotes its start, '{product} does not provide tax advice...'). */
  readonly taxAdvice: string;
  /** The name of the button that shows `taxAdvice`. */
  readonly taxAdviceLabel: string;
  /** The link that opens the disclosures dialog (doc 2 §2). */
  readonly disclosures: string;
  /** The table's caption while the values load. */
  readonly loading: string;
}

/**
 * The spec quotes the tooltip only as '{product} does not provide tax advice...'; the rest of that
 * sentence, the button's name and the loading caption are the project's wording.
 */
export const defaultTaxSummaryMessages: TaxSummaryMessages = {
  title: 'Tax Summary',
  taxAdvice: `${BRAND_NAME} does not provide tax advice. Please consult a qualified tax professional about your situation.`,
  taxAdviceLabel: 'About this summary',
  disclosures: 'Important Tax Disclosures',
  loading: 'Loading tax summary',
};
