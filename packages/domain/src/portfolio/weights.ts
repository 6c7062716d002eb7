/**
 * Weights of the investments in My Portfolio (doc 2 §5, §9): integer percentages set with a
 * slider and an input (step 1, range 0–100), each at least 5, together exactly 100.
 */
import { MIN_WEIGHT, WEIGHT_MAX_INPUT, WEIGHT_TOTAL } from '../constants';
import { sum } from '../money/decimal';

/** Texts of the weight rules and of the last-investment dialog (doc 2 §4, §5). */
export const portfolioWeightMessages = {
  /**
   * Shown while Apply Changes is disabled. The spec paraphrases it ("a message that allocations must
   * add to 100% and each be at least 5%"); this is the project's wording of that sentence.
   */
  allocationRule: 'Allocations must add up to 100% and each must be at least 5%.',
  /** Title of the dialog refusing to remove the last investment. */
  selectionRequiredTitle: 'A Selection is Required',
  /** Body of the dialog refusing to remove the last investment. */
  selectionRequired: 'At least one investment is required in your portfolio',
} as const;

/**
 * The weight a slider or percent input settles on (doc 2 §5): empty or non-numeric input and
 * anything below 5 become {@link MIN_WEIGHT}; anything above 100 becomes 100; fractions round to
 * the nearest integer, halves up (the step is 1), before the bounds apply.
 */
export function normalizeWeight(input: string | number | null | undefined): number {
  // Number('') and Number(null) are 0 and Number(undefined) is NaN: empty input falls under the
  // minimum like any low value.
  const value = Number(input);
  if (Number.isNaN(value)) return MIN_WEIGHT;
  const rounded = Math.round(value);
  return Math.min(WEIGHT_MAX_INPUT, Math.max(MIN_WEIGHT, rounded));
}

/** One investment's weight, as the portfolio editor holds it. */
export interface WeightedInvestment {
  readonly weight: number;
}

/** The outcome of {@link validatePortfolioWeights}; `total` is the exact sum of the weights. */
export type PortfolioWeightsValidation =
  | { readonly valid: true; readonly total: number }
  | {
      readonly valid: false;
      readonly total: number;
      readonly message: typeof portfolioWeightMessages.allocationRule;
    };

/**
 * Whether Apply Changes may be enabled (doc 2 §5): the weights total exactly 100 and each is at
 * least 5. The sum is exact, so server weights such as 33.33 + 33.33 + 33.34 add up to 100. An
 * empty portfolio totals 0 and is invalid; a weight that is not a finite number makes the
 * total NaN and the weights invalid.
 */
export function validatePortfolioWeights(items: readonly WeightedInvestment[]): PortfolioWeightsValidation {
  if (!items.every((item) => Number.isFinite(item.weight))) {
    return { valid: false, total: Number.NaN, message: portfolioWeightMessages.allocationRule };
  }
  const total = sum(items.map((item) => item.weight));
  const eachAtLeastMinimum = items.every((item) => item.weight >= MIN_WEIGHT);
  if (eachAtLeastMinimum && total.eq(WEIGHT_TOTAL)) return { valid: true, total: total.toNumber() };
  return { valid: false, total: total.toNumber(), message: portfolioWeightMessages.allocationRule };
}

/**
 * Whether an investment may be removed (doc 2 §4, §5): the last remaining investment cannot be;
 * the editor shows the 'A Selection is Required' dialog instead.
 */
export function canRemoveInvestment(count: number): boolean {
  return count > 1;
}
