/**
 * The questionnaire's re-submission from Account (doc 2 §2 "Financial Information and Investment
 * Preferences": the recommended model style and a re-submit flow; §7 GET and POST
 * /user/investor-profile, /user/institution/investor-profile).
 */
import type { Tier } from '../tiers';
import { intendedInvestmentAmountOptions } from '../tiers/intendedInvestmentAmount';
import {
  type FinancialOptions,
  institutionQuestionnaire,
  type Questionnaire,
  retailQuestionnaire,
} from './questionnaires';

/**
 * The questionnaire an investor re-submits: the institution one, or the retail one with the
 * financial step's option lists; the intended-amount ranges of the user's tier (doc 1 §9).
 */
export function questionnaireFor(
  kind: 'retail' | 'institution',
  tier: Tier,
  financialOptions: FinancialOptions | null,
): Questionnaire {
  const amounts = intendedInvestmentAmountOptions(tier, kind);
  return kind === 'institution' || financialOptions === null
    ? institutionQuestionnaire(amounts)
    : retailQuestionnaire(amounts, financialOptions);
}

/**
 * Whether re-submitted answers changed the recommended style (doc 2 §4 "recommendation update"):
 * the marketplace then announces the new style. A first recommendation counts as a change.
 */
export function recommendationChanged(before: string | null | undefined, after: string): boolean {
  return before !== after;
}
