import { z } from 'zod';
import { EMPLOYMENT_STATUSES, WEALTH_SOURCES } from '../identity/enums';
import { requiredText } from '../identity/fieldRules';
import {
  ACTIVE_PASSIVE_PREFERENCES,
  CRYPTO_EXPERIENCE_LEVELS,
  FIRM_INVESTMENT_EXPERIENCE_LEVELS,
  INVESTMENT_ALLOCATIONS,
  INVESTMENT_EXPERIENCE_LEVELS,
  INVESTMENT_TIMELINES,
  INVESTOR_EXPERIENCE_LEVELS,
  INVESTOR_SIZES,
  INVESTOR_TYPES,
  LOSS_RESPONSES,
  RISK_TOLERANCES,
} from './answerValues';
import type { AmountOption } from './questionnaires';

/**
 * The submitted answers (doc 1 §7): POST /user/investor-profile (retail) and POST
 * /user/institution/investor-profile (institution; the advisory-firm set has the same shape of
 * call). Each schema parses the answers into the request body.
 */

/**
 * Questionnaire messages. The spec requires every answer (doc 1 §5) without a message: the wording
 * is the project's; the employer message carries the spec's "enter NA if retired".
 */
export const questionnaireMessages = {
  answerRequired: 'Please answer this question',
  employerRequired: 'Employer is required (enter NA if retired)',
} as const;

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: questionnaireMessages.answerRequired });

// Net worth, household income and occupation come from the server's option lists (doc 1 §7), whose
// values the spec does not give: any non-blank text or finite number is accepted.
const serverOption = z.custom<string | number>(
  (value) =>
    (typeof value === 'string' && value.trim() !== '') ||
    (typeof value === 'number' && Number.isFinite(value)),
  { error: questionnaireMessages.answerRequired },
);

/** An `intended_investment_amount`: one of the numbered ranges offered for the tier (doc 1 §3, §9). */
function amountAnswer(amountOptions: readonly AmountOption[]) {
  return z
    .number({ error: questionnaireMessages.answerRequired })
    .refine((value) => amountOptions.some((option) => option.value === value), {
      error: questionnaireMessages.answerRequired,
    });
}

/** The retail answers (doc 1 §3, §5) for the tier's amount ranges: the body of POST /user/investor-profile. */
export function retailInvestorProfileSchema(amountOptions: readonly AmountOption[]) {
  return z.object({
    investment_experience: choice(INVESTMENT_EXPERIENCE_LEVELS),
    crypto_experience: choice(CRYPTO_EXPERIENCE_LEVELS),
    investment_timeline: choice(INVESTMENT_TIMELINES),
    cairn_loss_response: choice(LOSS_RESPONSES),
    risk_tolerance: choice(RISK_TOLERANCES),
    intended_investment_amount: amountAnswer(amountOptions),
    net_worth: serverOption,
    household_income: serverOption,
    employment_status: choice(EMPLOYMENT_STATUSES),
    wealth_source: choice(WEALTH_SOURCES),
    occupation: serverOption,
    employer: requiredText(questionnaireMessages.employerRequired),
  });
}
/** The body of POST /user/investor-profile. */
export type RetailInvestorProfile = z.output<ReturnType<typeof retailInvestorProfileSchema>>;

/** The institution answers (doc 1 §3): the body of POST /user/institution/investor-profile. */
export function institutionInvestorProfileSchema(amountOptions: readonly AmountOption[]) {
  return z.object({
    investor_type: choice(INVESTOR_TYPES),
    investor_size: choice(INVESTOR_SIZES),
    investor_experience: choice(INVESTOR_EXPERIENCE_LEVELS),
    investment_allocation: choice(INVESTMENT_ALLOCATIONS),
    time_horizon: choice(INVESTMENT_TIMELINES),
    intended_investment_amount: amountAnswer(amountOptions),
    risk_tolerance: choice(RISK_TOLERANCES),
    active_passive: choice(ACTIVE_PASSIVE_PREFERENCES),
  });
}
/** The body of POST /user/institution/investor-profile. */
export type InstitutionInvestorProfile = z.output<ReturnType<typeof institutionInvestorProfileSchema>>;

/** The advisory-firm answers (doc 1 §3). */
export function advisoryFirmInvestorProfileSchema(amountOptions: readonly AmountOption[]) {
  return z.object({
    client_size: choice(INVESTOR_SIZES),
    firm_size: choice(INVESTOR_SIZES),
    investment_experience: choice(FIRM_INVESTMENT_EXPERIENCE_LEVELS),
    investment_allocation: choice(INVESTMENT_ALLOCATIONS),
    time_horizon: choice(INVESTMENT_TIMELINES),
    intended_investment_amount: amountAnswer(amountOptions),
    risk_tolerance: choice(RISK_TOLERANCES),
    active_passive: choice(ACTIVE_PASSIVE_PREFERENCES),
  });
}
/** The advisory-firm answers as submitted. */
export type AdvisoryFirmInvestorProfile = z.output<ReturnType<typeof advisoryFirmInvestorProfileSchema>>;
