/**
 * The intended-investment-amount question of the questionnaires (doc 1 §3, §9): its answer is one
 * of the API's numbered ranges, and the 15k–25k range is offered only to non-default tiers.
 */
import { formatRange, formatWholeUsd } from '../money/format';
import type { Tier } from './tiers';

/** The questionnaire variants that ask for an intended investment amount (doc 1 §3). */
export const QUESTIONNAIRE_KINDS = ['retail', 'institution', 'advisory_firm'] as const;

/** A questionnaire variant: retail, institution, or the advisory-firm set (doc 1 §3). */
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** One answer of the intended-investment-amount question. */
export interface IntendedInvestmentAmountOption {
  /**
   * The numbered range sent as `intended_investment_amount`: 1 to 7 in the order of the full list,
   * so 15k–25k is 1 and every other range keeps its number when 15k–25k is hidden.
   */
  readonly value: number;
  /** The label shown: '$15,000–$25,000', or 'Over $1,000,000' for the open range. */
  readonly label: string;
  /** The range's lower bound in USD. */
  readonly min: number;
  /** The range's upper bound in USD, `null` for the open 'Over ...' range. */
  readonly max: number | null;
}

/** The value of the range offered only to non-default tiers (15k–25k, doc 1 §9). */
const NON_DEFAULT_TIER_ONLY_VALUE = 1;

function options(bounds: readonly number[]): readonly IntendedInvestmentAmountOption[] {
  return bounds.map((min, index) => {
    const max = bounds[index + 1] ?? null;
    return {
      value: index + 1,
      label:
        max === null ? `Over ${formatWholeUsd(min)}` : formatRange(formatWholeUsd(min), formatWholeUsd(max)),
      min,
      max,
    };
  });
}

/** Every retail range: 15k–25k, 25k–50k, 50k–100k, 100k–250k, 250k–500k, 500k–1M, over 1M (doc 1 §9). */
export const RETAIL_INTENDED_INVESTMENT_AMOUNTS = options([
  15_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000,
]);

/**
 * Every institution and advisory-firm range: 15k–25k, 25k–50k, 50k–250k, 250k–500k, 500k–1M,
 * 1M–5M, over 5M (doc 1 §9).
 */
export const INSTITUTION_INTENDED_INVESTMENT_AMOUNTS = options([
  15_000, 25_000, 50_000, 250_000, 500_000, 1_000_000, 5_000_000,
]);

function allOptions(kind: QuestionnaireKind): readonly IntendedInvestmentAmountOption[] {
  return kind === 'retail' ? RETAIL_INTENDED_INVESTMENT_AMOUNTS : INSTITUTION_INTENDED_INVESTMENT_AMOUNTS;
}

/**
 * The ranges offered to a user of `tier` in a questionnaire of `kind`, smallest first: the 15k–25k
 * range only for FRIENDS_AND_FAMILY and REDUCED (doc 1 §9).
 */
export function intendedInvestmentAmountOptions(
  tier: Tier,
  kind: QuestionnaireKind,
): readonly IntendedInvestmentAmountOption[] {
  const all = allOptions(kind);
  return tier === 'DEFAULT' ? all.filter((option) => option.value !== NON_DEFAULT_TIER_ONLY_VALUE) : all;
}

/** The label of a saved answer (for review pages), or `undefined` for a number that is not a range. */
export function intendedInvestmentAmountLabel(kind: QuestionnaireKind, value: number): string | undefined {
  return allOptions(kind).find((option) => option.value === value)?.label;
}
