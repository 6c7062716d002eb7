import {
  EMPLOYMENT_STATUSES,
  employmentStatusLabels,
  OCCUPATIONS,
  occupationLabels,
  WEALTH_SOURCES,
  wealthSourceLabels,
} from '../identity/enums';
import { formatRangeLabel } from '../money/format';
import type { QuestionnaireKind } from '../tiers/intendedInvestmentAmount';
import {
  ACTIVE_PASSIVE_PREFERENCES,
  activePassiveLabels,
  CRYPTO_EXPERIENCE_LEVELS,
  cryptoExperienceLabels,
  FIRM_INVESTMENT_EXPERIENCE_LEVELS,
  firmInvestmentExperienceLabels,
  INVESTMENT_ALLOCATIONS,
  INVESTMENT_EXPERIENCE_LEVELS,
  INVESTMENT_TIMELINES,
  INVESTOR_EXPERIENCE_LEVELS,
  INVESTOR_SIZES,
  INVESTOR_TYPES,
  investmentAllocationLabels,
  investmentExperienceLabels,
  investmentTimelineLabels,
  investorExperienceLabels,
  investorSizeLabels,
  investorTypeLabels,
  LOSS_RESPONSES,
  lossResponseLabels,
  RISK_TOLERANCES,
  riskToleranceLabels,
} from './answerValues';

/**
 * The three investor questionnaires as data (doc 1 §2.6, §3): retail, institution and advisory
 * firm, each a list of pages of questions. Question ids are the API's field names; the wording and
 * the grouping into pages are the project's (the spec gives neither).
 */

/** How a question is answered: option cards, a slider over ordered options, a dropdown, or free text. */
export type QuestionKind = 'choice' | 'slider' | 'select' | 'text';

/** An answer value: an enumeration value or a numbered range. */
export type AnswerValue = string | number;

/** One option of a question. */
export interface QuestionOption<V extends AnswerValue = AnswerValue> {
  readonly value: V;
  readonly label: string;
}

/** An option of `intended_investment_amount`: a numbered range (doc 1 §3, §9). */
export type AmountOption = QuestionOption<number>;

/** The retail field name of the loss-response question ({product}_loss_response, doc 1 §3). */
export const LOSS_RESPONSE_FIELD = 'cairn_loss_response';

/** The retail questionnaire's answer fields, as the API names them (doc 1 §3), in page order. */
export const RETAIL_ANSWER_FIELDS = [
  'investment_experience',
  'crypto_experience',
  'investment_timeline',
  'intended_investment_amount',
  LOSS_RESPONSE_FIELD,
  'risk_tolerance',
  'net_worth',
  'household_income',
  'employment_status',
  'wealth_source',
  'occupation',
  'employer',
] as const;

/** The institution questionnaire's answer fields (doc 1 §3), in page order. */
export const INSTITUTION_ANSWER_FIELDS = [
  'investor_type',
  'investor_size',
  'investor_experience',
  'investment_allocation',
  'time_horizon',
  'intended_investment_amount',
  'risk_tolerance',
  'active_passive',
] as const;

/** The advisory-firm questionnaire's answer fields (doc 1 §3), in page order. */
export const ADVISORY_FIRM_ANSWER_FIELDS = [
  'client_size',
  'firm_size',
  'investment_experience',
  'investment_allocation',
  'time_horizon',
  'intended_investment_amount',
  'risk_tolerance',
  'active_passive',
] as const;

/** An answer field of any questionnaire: a question's id, the API's field name. */
export type QuestionnaireField =
  | (typeof RETAIL_ANSWER_FIELDS)[number]
  | (typeof INSTITUTION_ANSWER_FIELDS)[number]
  | (typeof ADVISORY_FIRM_ANSWER_FIELDS)[number];

/** One question. `options` is empty for text questions. */
export interface Question {
  /** The API field name (doc 1 §3). */
  readonly id: QuestionnaireField;
  readonly kind: QuestionKind;
  readonly label: string;
  readonly options: readonly QuestionOption[];
  /** A short help line under the question. */
  readonly hint?: string;
}

/** One page of a questionnaire: Continue needs every question on it answered (doc 1 §2.6). */
export interface QuestionnairePage {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly Question[];
}

/**
 * A questionnaire: its pages in order; the final page submits (doc 1 §2.6). `kind` is the variant
 * `intendedInvestmentAmountOptions` (tiers/) takes.
 */
export interface Questionnaire {
  readonly kind: QuestionnaireKind;
  readonly pages: readonly QuestionnairePage[];
}

/**
 * The option lists of the retail financial step, from GET /user/onboarding-options/financial-information
 * (doc 1 §7). Net worth and household income have no list in the spec, so they are required; the
 * others default to the enumerations of doc 1 §3.
 */
export interface FinancialOptions {
  readonly netWorth: readonly QuestionOption[];
  readonly householdIncome: readonly QuestionOption[];
  readonly employmentStatus?: readonly QuestionOption[];
  readonly wealthSource?: readonly QuestionOption[];
  readonly occupation?: readonly QuestionOption[];
}

function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): QuestionOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Options a server labelled, their ranges in the one range format ('$250,000–$500,000'). */
function servedOptions(options: readonly QuestionOption[]): QuestionOption[] {
  return options.map((option) => ({ ...option, label: formatRangeLabel(option.label) }));
}

function amountQuestion(amountOptions: readonly AmountOption[], label: string): Question {
  return { id: 'intended_investment_amount', kind: 'select', label, options: amountOptions };
}

const riskToleranceQuestion = (label: string): Question => ({
  id: 'risk_tolerance',
  kind: 'slider',
  label,
  options: optionsOf(RISK_TOLERANCES, riskToleranceLabels),
});

const activePassiveQuestion: Question = {
  id: 'active_passive',
  kind: 'slider',
  label: 'Do you prefer passive index tracking or active management?',
  options: optionsOf(ACTIVE_PASSIVE_PREFERENCES, activePassiveLabels),
};

const timeHorizonQuestion: Question = {
  id: 'time_horizon',
  kind: 'choice',
  label: 'What is the time horizon of this investment?',
  options: optionsOf(INVESTMENT_TIMELINES, investmentTimelineLabels),
};

const investmentAllocationQuestion: Question = {
  id: 'investment_allocation',
  kind: 'choice',
  label: 'What share of the overall portfolio will go to crypto-assets?',
  options: optionsOf(INVESTMENT_ALLOCATIONS, investmentAllocationLabels),
};

/**
 * The retail questionnaire (doc 1 §3): experience, goals, risk, and the financial step (doc 1 §5).
 * `amountOptions` are the tier's intended-investment-amount ranges (built in tiers/).
 */
export function retailQuestionnaire(
  amountOptions: readonly AmountOption[],
  financialOptions: FinancialOptions,
): Questionnaire {
  return {
    kind: 'retail',
    pages: [
      {
        id: 'experience',
        title: 'Your experience',
        questions: [
          {
            id: 'investment_experience',
            kind: 'choice',
            label: 'How would you describe your investment experience?',
            options: optionsOf(INVESTMENT_EXPERIENCE_LEVELS, investmentExperienceLabels),
          },
          {
            id: 'crypto_experience',
            kind: 'choice',
            label: 'How would you describe your experience with crypto-assets?',
            options: optionsOf(CRYPTO_EXPERIENCE_LEVELS, cryptoExperienceLabels),
          },
        ],
      },
      {
        id: 'goals',
        title: 'Your goals',
        questions: [
          {
            id: 'investment_timeline',
            kind: 'choice',
            label: 'How long do you plan to stay invested?',
            options: optionsOf(INVESTMENT_TIMELINES, investmentTimelineLabels),
          },
          amountQuestion(amountOptions, 'How much do you intend to invest?'),
        ],
      },
      {
        id: 'risk',
        title: 'Your attitude to risk',
        questions: [
          {
            id: LOSS_RESPONSE_FIELD,
            kind: 'choice',
            label: 'If your crypto portfolio fell sharply in value, what would you most likely do?',
            options: optionsOf(LOSS_RESPONSES, lossResponseLabels),
          },
          riskToleranceQuestion('How much risk are you willing to take for higher returns?'),
        ],
      },
      {
        id: 'financial',
        title: 'Your financial situation',
        questions: [
          {
            id: 'net_worth',
            kind: 'select',
            label: 'What is your net worth?',
            options: servedOptions(financialOptions.netWorth),
          },
          {
            id: 'household_income',
            kind: 'select',
            label: 'What is your annual household income?',
            options: servedOptions(financialOptions.householdIncome),
          },
          {
            id: 'employment_status',
            kind: 'select',
            label: 'What is your employment status?',
            options: financialOptions.employmentStatus
              ? servedOptions(financialOptions.employmentStatus)
              : optionsOf(EMPLOYMENT_STATUSES, employmentStatusLabels),
          },
          {
            id: 'wealth_source',
            kind: 'select',
            label: 'What is the main source of your wealth?',
            options: financialOptions.wealthSource
              ? servedOptions(financialOptions.wealthSource)
              : optionsOf(WEALTH_SOURCES, wealthSourceLabels),
          },
          {
            id: 'occupation',
            kind: 'select',
            label: 'What is your occupation?',
            options: financialOptions.occupation
              ? servedOptions(financialOptions.occupation)
              : optionsOf(OCCUPATIONS, occupationLabels),
          },
          {
            id: 'employer',
            kind: 'text',
            label: 'Who is your employer?',
            options: [],
            hint: 'Enter NA if retired.',
          },
        ],
      },
    ],
  };
}

/**
 * The institution questionnaire (doc 1 §3): the investor, the allocation, and risk with the
 * active/passive preference. `amountOptions` are the tier's ranges (built in tiers/).
 */
export function institutionQuestionnaire(amountOptions: readonly AmountOption[]): Questionnaire {
  return {
    kind: 'institution',
    pages: [
      {
        id: 'investor',
        title: 'About the investor',
        questions: [
          {
            id: 'investor_type',
            kind: 'choice',
            label: 'What type of investor is the institution?',
            options: optionsOf(INVESTOR_TYPES, investorTypeLabels),
          },
          {
            id: 'investor_size',
            kind: 'choice',
            label: 'What are the institution’s assets under management?',
            options: optionsOf(INVESTOR_SIZES, investorSizeLabels),
          },
          {
            id: 'investor_experience',
            kind: 'choice',
            label: 'How experienced is the institution with crypto-assets?',
            options: optionsOf(INVESTOR_EXPERIENCE_LEVELS, investorExperienceLabels),
          },
        ],
      },
      {
        id: 'allocation',
        title: 'The allocation',
        questions: [
          investmentAllocationQuestion,
          timeHorizonQuestion,
          amountQuestion(amountOptions, 'How much does the institution intend to invest?'),
        ],
      },
      {
        id: 'risk',
        title: 'Risk and management style',
        questions: [
          riskToleranceQuestion('How much risk is the institution willing to take?'),
          activePassiveQuestion,
        ],
      },
    ],
  };
}

/**
 * The advisory-firm questionnaire (doc 1 §3; not reached by the routes shown, kept for completeness).
 * `amountOptions` are the tier's ranges (built in tiers/).
 */
export function advisoryFirmQuestionnaire(amountOptions: readonly AmountOption[]): Questionnaire {
  return {
    kind: 'advisory_firm',
    pages: [
      {
        id: 'firm',
        title: 'About the firm',
        questions: [
          {
            id: 'client_size',
            kind: 'choice',
            label: 'What are the assets of your typical client?',
            options: optionsOf(INVESTOR_SIZES, investorSizeLabels),
          },
          {
            id: 'firm_size',
            kind: 'choice',
            label: 'What are the firm’s assets under management?',
            options: optionsOf(INVESTOR_SIZES, investorSizeLabels),
          },
          {
            id: 'investment_experience',
            kind: 'choice',
            label: 'How experienced is the firm with crypto-assets?',
            options: optionsOf(FIRM_INVESTMENT_EXPERIENCE_LEVELS, firmInvestmentExperienceLabels),
          },
        ],
      },
      {
        id: 'allocation',
        title: 'The allocation',
        questions: [
          investmentAllocationQuestion,
          timeHorizonQuestion,
          amountQuestion(amountOptions, 'How much does the firm intend to invest?'),
        ],
      },
      {
        id: 'risk',
        title: 'Risk and management style',
        questions: [
          riskToleranceQuestion('How much risk are the firm’s clients willing to take?'),
          activePassiveQuestion,
        ],
      },
    ],
  };
}
