import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intendedInvestmentAmountOptions } from '../tiers/intendedInvestmentAmount';
import {
  advisoryFirmInvestorProfileSchema,
  institutionInvestorProfileSchema,
  questionnaireMessages,
  retailInvestorProfileSchema,
} from './investorProfile';
import { isQuestionnaireComplete } from './pages';
import {
  type AmountOption,
  type AnswerValue,
  advisoryFirmQuestionnaire,
  institutionQuestionnaire,
  type Questionnaire,
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

function answerAll(questionnaire: Questionnaire): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of questionsOf(questionnaire)) {
    answers[question.id] = question.kind === 'text' ? 'NA' : (question.options.at(-1)?.value ?? '');
  }
  return answers;
}

describe('submitted answers (doc 1 §7)', () => {
  it('any complete set of offered answers parses into the request body', () => {
    for (const [questionnaire, schema] of [
      [retail, retailInvestorProfileSchema(amounts)],
      [institution, institutionInvestorProfileSchema(amounts)],
      [advisoryFirm, advisoryFirmInvestorProfileSchema(amounts)],
    ] as const) {
      const arbitraryAnswers = fc.record(
        Object.fromEntries(
          questionsOf(questionnaire).map((question) => [
            question.id,
            question.kind === 'text'
              ? fc.stringMatching(/^[A-Za-z]{1,8}$/)
              : fc.constantFrom(...question.options.map((option) => option.value)),
          ]),
        ),
      );
      fc.assert(
        fc.property(arbitraryAnswers, (answers) => {
          expect(isQuestionnaireComplete(questionnaire, answers)).toBe(true);
          expect(schema.safeParse(answers).success).toBe(true);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('reports missing answers, the employer message and a range not offered for the tier', () => {
    const schema = retailInvestorProfileSchema(amounts);
    const issues = schema.safeParse({
      ...answerAll(retail),
      employer: ' ',
      intended_investment_amount: 1,
      net_worth: '',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['intended_investment_amount', questionnaireMessages.answerRequired],
      ['net_worth', questionnaireMessages.answerRequired],
      ['employer', 'Employer is required (enter NA if retired)'],
    ]);
    expect(
      schema
        .safeParse({})
        .error?.issues.every((issue) =>
          Object.values(questionnaireMessages).includes(issue.message as never),
        ),
    ).toBe(true);
    expect(schema.safeParse({ ...answerAll(retail), household_income: Number.NaN }).success).toBe(false);
    expect(
      schema.safeParse({ ...answerAll(retail), risk_tolerance: 'EXTREME' }).error?.issues[0]?.message,
    ).toBe('Please answer this question');
  });
});

describe('with the tier ranges of tiers/ (doc 1 §9)', () => {
  it('a DEFAULT-tier retail questionnaire neither offers nor accepts 15k–25k', () => {
    const defaultAmounts = intendedInvestmentAmountOptions('DEFAULT', 'retail');
    const questionnaire = retailQuestionnaire(defaultAmounts, financial);
    const amountQuestion = questionnaire.pages
      .flatMap((page) => page.questions)
      .find((q) => q.id === 'intended_investment_amount');
    expect(amountQuestion?.options.map((option) => option.value)).not.toContain(1);
    const answers = { ...answerAll(questionnaire), intended_investment_amount: 1 };
    expect(isQuestionnaireComplete(questionnaire, answers)).toBe(false);
    expect(retailInvestorProfileSchema(defaultAmounts).safeParse(answers).success).toBe(false);
    const reducedAmounts = intendedInvestmentAmountOptions('REDUCED', questionnaire.kind);
    expect(retailInvestorProfileSchema(reducedAmounts).safeParse(answers).success).toBe(true);
  });
});
