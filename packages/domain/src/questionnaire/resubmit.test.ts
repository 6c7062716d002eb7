import { describe, expect, it } from 'vitest';
import { questionnaireFor, recommendationChanged } from './resubmit';

const lists = {
  netWorth: [{ value: 1, label: 'Under $100,000' }],
  householdIncome: [{ value: 1, label: 'Under $50,000' }],
};

const amountValues = (questionnaire: ReturnType<typeof questionnaireFor>) =>
  questionnaire.pages
    .flatMap((page) => page.questions)
    .find((question) => question.id === 'intended_investment_amount')
    ?.options.map((option) => option.value);

describe('the questionnaire re-submitted from Account (doc 2 §2, §7)', () => {
  it('is the retail one with the option lists, or the institution one', () => {
    expect(questionnaireFor('retail', 'DEFAULT', lists).kind).toBe('retail');
    expect(questionnaireFor('institution', 'DEFAULT', null).kind).toBe('institution');
  });

  it('offers the ranges of the tier: 15k-25k only off DEFAULT (doc 1 §9)', () => {
    const byDefault = amountValues(questionnaireFor('retail', 'DEFAULT', lists)) ?? [];
    const reduced = amountValues(questionnaireFor('retail', 'REDUCED', lists)) ?? [];
    expect(reduced.length).toBe(byDefault.length + 1);
  });

  it.each([
    ['MARKET', 'MARKET', false],
    ['MARKET', 'ALPHA', true],
    [null, 'SMART_BETA', true],
    [undefined, 'SMART_BETA', true],
  ])('from %j to %j: changed %s', (before, after, changed) => {
    expect(recommendationChanged(before, after)).toBe(changed);
  });
});
