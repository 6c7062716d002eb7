import type { Application, FinancialInformationOptions } from '@cairn/api-client';
import {
  institutionQuestionnaire,
  intendedInvestmentAmountOptions,
  type Questionnaire,
  retailQuestionnaire,
  tierFromMinTier,
} from '@cairn/domain';

/**
 * The application's questionnaire (doc 1 §2.6, §3): the institution one for an institution, else
 * the retail one with the financial step's option lists; the intended-amount ranges of its tier.
 */
export function questionnaireOf(
  application: Application,
  lists: FinancialInformationOptions | null,
): Questionnaire {
  const institution = application.account_type === 'INSTITUTION';
  const amounts = intendedInvestmentAmountOptions(
    tierFromMinTier(application.min_tier),
    institution ? 'institution' : 'retail',
  );
  return institution || lists === null
    ? institutionQuestionnaire(amounts)
    : retailQuestionnaire(amounts, {
        netWorth: lists.net_worth,
        householdIncome: lists.household_income,
        employmentStatus: lists.employment_status,
        wealthSource: lists.wealth_source,
        occupation: lists.occupation,
      });
}
