import { describe, expect, it } from 'vitest';
import {
  advisoryFirmInvestorProfileSchema,
  institutionInvestorProfileSchema,
  retailInvestorProfileSchema,
} from './investorProfile';
import {
  ADVISORY_FIRM_ANSWER_FIELDS,
  type AmountOption,
  advisoryFirmQuestionnaire,
  INSTITUTION_ANSWER_FIELDS,
  institutionQuestionnaire,
  LOSS_RESPONSE_FIELD,
  type Questionnaire,
  RETAIL_ANSWER_FIELDS,
  retailQuestionnaire,
} from './questionnaires';

// Stand-ins for the tier's ranges that tiers/ builds (doc 1 §9): the values are range numbers.
const amounts: AmountOption[] = [
  { value: 2, label: '$25k to $50k' },
  { value: 3, label: '$50k to $100k' },
];
const financial = {
  netWorth: [
    { value: 'UNDER_100K', label: 'Under $100k' },
    { value: 'OVER_100K', label: '$100k or more' },
  ],
  householdIncome: [
    { value: 1, label: 'Under $50k' },
    { value: 2, label: '$50k or more' },
  ],
};

const retail = retailQuestionnaire(amounts, financial);
const institution = institutionQuestionnaire(amounts);
const advisoryFirm = advisoryFirmQuestionnaire(amounts);

const questionsOf = (questionnaire: Questionnaire) => questionnaire.pages.flatMap((page) => page.questions);

describe('question sets (doc 1 §3)', () => {
  it.each([
    [retail, retailInvestorProfileSchema(amounts)],
    [institution, institutionInvestorProfileSchema(amounts)],
    [advisoryFirm, advisoryFirmInvestorProfileSchema(amounts)],
  ])('%# asks exactly the fields its submit schema takes, each once', (questionnaire, schema) => {
    const ids = questionsOf(questionnaire).map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it.each([
    ['retail', retail, RETAIL_ANSWER_FIELDS],
    ['institution', institution, INSTITUTION_ANSWER_FIELDS],
    ['advisory firm', advisoryFirm, ADVISORY_FIRM_ANSWER_FIELDS],
  ] as const)('the %s questions are its answer fields, in page order', (_name, questionnaire, fields) => {
    expect(questionsOf(questionnaire).map((question) => question.id)).toEqual([...fields]);
  });

  it('groups the retail questions into experience, goals, risk and financial pages', () => {
    expect(retail.pages.map((page) => page.id)).toEqual(['experience', 'goals', 'risk', 'financial']);
    expect(retail.pages[3]?.questions.map((q) => q.id)).toEqual([
      'net_worth',
      'household_income',
      'employment_status',
      'wealth_source',
      'occupation',
      'employer',
    ]);
    expect(questionsOf(retail).find((q) => q.id === 'employer')).toMatchObject({
      kind: 'text',
      hint: 'Enter NA if retired.',
    });
    expect(questionsOf(retail).some((q) => q.id === LOSS_RESPONSE_FIELD)).toBe(true);
  });

  it('takes the amount ranges and the financial options as given', () => {
    const amountQuestion = questionsOf(retail).find((q) => q.id === 'intended_investment_amount');
    expect(amountQuestion?.options).toEqual(amounts);
    expect(questionsOf(institution).find((q) => q.id === 'intended_investment_amount')?.options).toEqual(
      amounts,
    );
    expect(questionsOf(retail).find((q) => q.id === 'net_worth')?.options).toEqual(financial.netWorth);
    expect(questionsOf(retail).find((q) => q.id === 'employment_status')?.options).toHaveLength(5);
    const custom = retailQuestionnaire(amounts, {
      ...financial,
      employmentStatus: [{ value: 'EMPLOYED', label: 'Working' }],
      wealthSource: [{ value: 'SAVINGS', label: 'Savings' }],
      occupation: [{ value: 'DOCTOR', label: 'Doctor' }],
    });
    expect(questionsOf(custom).find((q) => q.id === 'occupation')?.options).toEqual([
      { value: 'DOCTOR', label: 'Doctor' },
    ]);
  });

  it('shows the served ranges with the one range dash: "$250,000 - $500,000" reads "$250,000–$500,000"', () => {
    const served = retailQuestionnaire(amounts, {
      netWorth: [
        { value: 1, label: 'Under $100,000' },
        { value: 3, label: '$250,000 - $500,000' },
      ],
      householdIncome: [{ value: 3, label: '$100,000 - $200,000' }],
    });
    expect(questionsOf(served).find((q) => q.id === 'net_worth')?.options).toEqual([
      { value: 1, label: 'Under $100,000' },
      { value: 3, label: '$250,000\u2013$500,000' },
    ]);
    expect(questionsOf(served).find((q) => q.id === 'household_income')?.options).toEqual([
      { value: 3, label: '$100,000\u2013$200,000' },
    ]);
  });

  it('makes risk tolerance and active/passive sliders', () => {
    for (const questionnaire of [retail, institution, advisoryFirm]) {
      const sliders = questionsOf(questionnaire)
        .filter((q) => q.kind === 'slider')
        .map((q) => q.id);
      expect(sliders).toEqual(
        questionnaire === retail ? ['risk_tolerance'] : ['risk_tolerance', 'active_passive'],
      );
    }
  });

  it('writes a label for every question and option', () => {
    for (const question of [
      ...questionsOf(retail),
      ...questionsOf(institution),
      ...questionsOf(advisoryFirm),
    ]) {
      expect(question.label.trim()).not.toBe('');
      for (const option of question.options) expect(option.label.trim()).not.toBe('');
    }
  });
});
