import { describe, expect, it } from 'vitest';
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

describe('questionnaire answer values (doc 1 §3)', () => {
  it.each([
    ['investment_experience', INVESTMENT_EXPERIENCE_LEVELS, ['NONE', 'MINIMAL', 'GOOD', 'EXTENSIVE']],
    ['crypto_experience', CRYPTO_EXPERIENCE_LEVELS, ['NOVICE', 'INTERMEDIATE', 'EXPERT', 'NONE']],
    [
      'investment_timeline',
      INVESTMENT_TIMELINES,
      ['LESS_THAN_ONE', 'ONE_TO_FIVE', 'FIVE_TO_TEN', 'MORE_THAN_TEN'],
    ],
    ['loss_response', LOSS_RESPONSES, ['LIQUIDATE', 'REDUCE', 'MAINTAIN', 'ADD']],
    ['risk_tolerance', RISK_TOLERANCES, ['MINIMAL', 'LOW', 'MEDIUM', 'HIGH', 'MAXIMUM']],
    [
      'investor_type',
      INVESTOR_TYPES,
      ['SINGLE_FAMILY_OFFICE', 'INDIVIDUAL', 'COMMINGLED_INVESTMENT_VEHICLE', 'INSTITUTION', 'OTHER'],
    ],
    [
      'investor_size',
      INVESTOR_SIZES,
      [
        'ZERO_TO_HUNDRED',
        'HUNDRED_TO_FIVE_HUNDRED',
        'FIVE_HUNDRED_TO_ONE_BILLION',
        'GREATER_THAN_ONE_BILLION',
      ],
    ],
    ['investor_experience', INVESTOR_EXPERIENCE_LEVELS, ['FIRST_ALLOCATION', 'MEDIUM_EXPERIENCE', 'EXPERT']],
    [
      'investment_allocation',
      INVESTMENT_ALLOCATIONS,
      [
        'LESS_THAN_ONE',
        'ONE_TO_FIVE',
        'FIVE_TO_FIFTEEN',
        'MORE_THAN_FIFTEEN',
        'PART_OF_CRYPTO_ONLY_INVESTMENT',
      ],
    ],
    [
      'active_passive',
      ACTIVE_PASSIVE_PREFERENCES,
      ['ALL_PASSIVE', 'PASSIVE', 'EQUAL', 'ACTIVE', 'ALL_ACTIVE'],
    ],
    [
      'firm investment_experience',
      FIRM_INVESTMENT_EXPERIENCE_LEVELS,
      ['FIRST_ALLOCATION', 'SOME_EXPOSURE', 'CRYPTO_ADEPT'],
    ],
  ] as const)('%s holds the spec values', (_field, values, spec) => {
    expect([...values].sort()).toEqual([...spec].sort());
  });

  it('keeps slider values ordered from lowest to highest', () => {
    expect(RISK_TOLERANCES).toEqual(['MINIMAL', 'LOW', 'MEDIUM', 'HIGH', 'MAXIMUM']);
    expect(ACTIVE_PASSIVE_PREFERENCES).toEqual(['ALL_PASSIVE', 'PASSIVE', 'EQUAL', 'ACTIVE', 'ALL_ACTIVE']);
  });

  it.each([
    [INVESTMENT_EXPERIENCE_LEVELS, investmentExperienceLabels],
    [CRYPTO_EXPERIENCE_LEVELS, cryptoExperienceLabels],
    [INVESTMENT_TIMELINES, investmentTimelineLabels],
    [LOSS_RESPONSES, lossResponseLabels],
    [RISK_TOLERANCES, riskToleranceLabels],
    [INVESTOR_TYPES, investorTypeLabels],
    [INVESTOR_SIZES, investorSizeLabels],
    [INVESTOR_EXPERIENCE_LEVELS, investorExperienceLabels],
    [FIRM_INVESTMENT_EXPERIENCE_LEVELS, firmInvestmentExperienceLabels],
    [INVESTMENT_ALLOCATIONS, investmentAllocationLabels],
    [ACTIVE_PASSIVE_PREFERENCES, activePassiveLabels],
  ] as const)('%# every value has one distinct label', (values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });
});
