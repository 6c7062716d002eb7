/**
 * The answer values of the investor questionnaires (doc 1 §3), as the API takes them, each with
 * the label the questionnaire shows (the spec gives no labels: they are the project's).
 */

import { formatRange } from '../money/format';

/** Retail `investment_experience` (doc 1 §3), least first. */
export const INVESTMENT_EXPERIENCE_LEVELS = ['NONE', 'MINIMAL', 'GOOD', 'EXTENSIVE'] as const;
/** Labels of {@link INVESTMENT_EXPERIENCE_LEVELS}. */
export const investmentExperienceLabels: Readonly<
  Record<(typeof INVESTMENT_EXPERIENCE_LEVELS)[number], string>
> = {
  NONE: 'None',
  MINIMAL: 'Minimal',
  GOOD: 'Good',
  EXTENSIVE: 'Extensive',
};

/** Retail `crypto_experience` (doc 1 §3), least first. */
export const CRYPTO_EXPERIENCE_LEVELS = ['NONE', 'NOVICE', 'INTERMEDIATE', 'EXPERT'] as const;
/** Labels of {@link CRYPTO_EXPERIENCE_LEVELS}. */
export const cryptoExperienceLabels: Readonly<Record<(typeof CRYPTO_EXPERIENCE_LEVELS)[number], string>> = {
  NONE: 'None',
  NOVICE: 'Novice',
  INTERMEDIATE: 'Intermediate',
  EXPERT: 'Expert',
};

/**
 * Retail `investment_timeline` (doc 1 §3). The institution and advisory-firm `time_horizon` takes
 * the same values (the spec lists none for it: a project decision).
 */
export const INVESTMENT_TIMELINES = ['LESS_THAN_ONE', 'ONE_TO_FIVE', 'FIVE_TO_TEN', 'MORE_THAN_TEN'] as const;
/** Labels of {@link INVESTMENT_TIMELINES}. */
export const investmentTimelineLabels: Readonly<Record<(typeof INVESTMENT_TIMELINES)[number], string>> = {
  LESS_THAN_ONE: 'Less than 1 year',
  ONE_TO_FIVE: `${formatRange('1', '5')} years`,
  FIVE_TO_TEN: `${formatRange('5', '10')} years`,
  MORE_THAN_TEN: 'More than 10 years',
};

/** Retail `cairn_loss_response` ({product}_loss_response, doc 1 §3). */
export const LOSS_RESPONSES = ['LIQUIDATE', 'REDUCE', 'MAINTAIN', 'ADD'] as const;
/** Labels of {@link LOSS_RESPONSES}. */
export const lossResponseLabels: Readonly<Record<(typeof LOSS_RESPONSES)[number], string>> = {
  LIQUIDATE: 'Sell everything',
  REDUCE: 'Sell some of it',
  MAINTAIN: 'Hold and wait',
  ADD: 'Buy more',
};

/** `risk_tolerance`, a slider in every questionnaire (doc 1 §3), lowest first. */
export const RISK_TOLERANCES = ['MINIMAL', 'LOW', 'MEDIUM', 'HIGH', 'MAXIMUM'] as const;
/** Labels of {@link RISK_TOLERANCES}. */
export const riskToleranceLabels: Readonly<Record<(typeof RISK_TOLERANCES)[number], string>> = {
  MINIMAL: 'Minimal',
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  MAXIMUM: 'Maximum',
};

/** Institution `investor_type` (doc 1 §3). */
export const INVESTOR_TYPES = [
  'SINGLE_FAMILY_OFFICE',
  'INDIVIDUAL',
  'COMMINGLED_INVESTMENT_VEHICLE',
  'INSTITUTION',
  'OTHER',
] as const;
/** Labels of {@link INVESTOR_TYPES}. */
export const investorTypeLabels: Readonly<Record<(typeof INVESTOR_TYPES)[number], string>> = {
  SINGLE_FAMILY_OFFICE: 'Single family office',
  INDIVIDUAL: 'Individual',
  COMMINGLED_INVESTMENT_VEHICLE: 'Commingled investment vehicle',
  INSTITUTION: 'Institution',
  OTHER: 'Other',
};

/**
 * Institution `investor_size`, assets under management (doc 1 §3). The advisory firm's
 * `client_size` and `firm_size` take the same values (the spec lists none for them: a project
 * decision).
 */
export const INVESTOR_SIZES = [
  'ZERO_TO_HUNDRED',
  'HUNDRED_TO_FIVE_HUNDRED',
  'FIVE_HUNDRED_TO_ONE_BILLION',
  'GREATER_THAN_ONE_BILLION',
] as const;
/** Labels of {@link INVESTOR_SIZES}. */
export const investorSizeLabels: Readonly<Record<(typeof INVESTOR_SIZES)[number], string>> = {
  ZERO_TO_HUNDRED: formatRange('$0', '$100M'),
  HUNDRED_TO_FIVE_HUNDRED: formatRange('$100M', '$500M'),
  FIVE_HUNDRED_TO_ONE_BILLION: formatRange('$500M', '$1B'),
  GREATER_THAN_ONE_BILLION: 'More than $1B',
};

/** Institution `investor_experience` (doc 1 §3), least first. */
export const INVESTOR_EXPERIENCE_LEVELS = ['FIRST_ALLOCATION', 'MEDIUM_EXPERIENCE', 'EXPERT'] as const;
/** Labels of {@link INVESTOR_EXPERIENCE_LEVELS}. */
export const investorExperienceLabels: Readonly<Record<(typeof INVESTOR_EXPERIENCE_LEVELS)[number], string>> =
  {
    FIRST_ALLOCATION: 'This is our first allocation to crypto-assets',
    MEDIUM_EXPERIENCE: 'We have some experience with crypto-assets',
    EXPERT: 'We are experienced crypto-asset investors',
  };

/** Advisory-firm `investment_experience` (doc 1 §3), least first. */
export const FIRM_INVESTMENT_EXPERIENCE_LEVELS = [
  'FIRST_ALLOCATION',
  'SOME_EXPOSURE',
  'CRYPTO_ADEPT',
] as const;
/** Labels of {@link FIRM_INVESTMENT_EXPERIENCE_LEVELS}. */
export const firmInvestmentExperienceLabels: Readonly<
  Record<(typeof FIRM_INVESTMENT_EXPERIENCE_LEVELS)[number], string>
> = {
  FIRST_ALLOCATION: 'This is our first allocation to crypto-assets',
  SOME_EXPOSURE: 'Our clients have some exposure to crypto-assets',
  CRYPTO_ADEPT: 'We are adept at crypto-asset investing',
};

/** `investment_allocation`: the share of the portfolio going to crypto-assets (doc 1 §3). */
export const INVESTMENT_ALLOCATIONS = [
  'LESS_THAN_ONE',
  'ONE_TO_FIVE',
  'FIVE_TO_FIFTEEN',
  'MORE_THAN_FIFTEEN',
  'PART_OF_CRYPTO_ONLY_INVESTMENT',
] as const;
/** Labels of {@link INVESTMENT_ALLOCATIONS}. */
export const investmentAllocationLabels: Readonly<Record<(typeof INVESTMENT_ALLOCATIONS)[number], string>> = {
  LESS_THAN_ONE: 'Less than 1%',
  ONE_TO_FIVE: formatRange('1%', '5%'),
  FIVE_TO_FIFTEEN: formatRange('5%', '15%'),
  MORE_THAN_FIFTEEN: 'More than 15%',
  PART_OF_CRYPTO_ONLY_INVESTMENT: 'Part of a crypto-only investment',
};

/** `active_passive`, a slider (doc 1 §3), most passive first. */
export const ACTIVE_PASSIVE_PREFERENCES = [
  'ALL_PASSIVE',
  'PASSIVE',
  'EQUAL',
  'ACTIVE',
  'ALL_ACTIVE',
] as const;
/** Labels of {@link ACTIVE_PASSIVE_PREFERENCES}. */
export const activePassiveLabels: Readonly<Record<(typeof ACTIVE_PASSIVE_PREFERENCES)[number], string>> = {
  ALL_PASSIVE: 'All passive',
  PASSIVE: 'Mostly passive',
  EQUAL: 'Equal',
  ACTIVE: 'Mostly active',
  ALL_ACTIVE: 'All active',
};
