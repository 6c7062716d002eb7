import { describe, expect, it } from 'vitest';
import { RISK_TOLERANCES } from './answerValues';
import {
  amountOptionsOf,
  answerLabel,
  answerSummary,
  initialAnswers,
  isAnswered,
  isFinalPage,
  isPageComplete,
  isQuestionnaireComplete,
  pageAnswers,
  type QuestionnaireAnswers,
  questionnaireFormTexts,
  sliderStartValue,
} from './pages';
import {
  type AmountOption,
  type AnswerValue,
  institutionQuestionnaire,
  type Question,
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

const questionsOf = (questionnaire: Questionnaire) => questionnaire.pages.flatMap((page) => page.questions);

function answerAll(questionnaire: Questionnaire): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of questionsOf(questionnaire)) {
    answers[question.id] = question.kind === 'text' ? 'NA' : (question.options.at(-1)?.value ?? '');
  }
  return answers;
}

describe('page rules (doc 1 §2.6, §5)', () => {
  const slider = questionsOf(retail).find((q) => q.id === 'risk_tolerance') as Question;
  const employer = questionsOf(retail).find((q) => q.id === 'employer') as Question;
  const amount = questionsOf(retail).find((q) => q.id === 'intended_investment_amount') as Question;

  it.each([
    [employer, 'NA', true],
    [employer, '  ', false],
    [employer, 5, false],
    [employer, undefined, false],
    [amount, 2, true],
    [amount, 1, false],
    [amount, '2', false],
    [slider, 'MEDIUM', true],
    [slider, 'medium', false],
    [slider, null, false],
  ])('%#: answer %j counts: %s', (question, value, expected) => {
    expect(isAnswered(question, value)).toBe(expected);
  });

  it('a page is complete only when every question on it is answered', () => {
    const financialPage = retail.pages[3];
    if (financialPage === undefined) throw new Error('missing page');
    const all = answerAll(retail);
    expect(isPageComplete(financialPage, all)).toBe(true);
    for (const question of financialPage.questions) {
      expect(isPageComplete(financialPage, { ...all, [question.id]: undefined })).toBe(false);
    }
    expect(isPageComplete(financialPage, { ...all, employer: '' })).toBe(false);
  });

  it('sliders start at the middle value', () => {
    expect(sliderStartValue(slider.options)).toBe('MEDIUM');
    expect(sliderStartValue([{ value: 'A', label: 'A' }])).toBe('A');
    expect(
      sliderStartValue([
        { value: 'A', label: 'A' },
        { value: 'B', label: 'B' },
      ]),
    ).toBe('A');
    expect(sliderStartValue([])).toBeUndefined();
    expect(RISK_TOLERANCES[2]).toBe('MEDIUM');
  });

  it('opens with saved answers and sliders at the middle', () => {
    expect(initialAnswers(institution)).toEqual({ risk_tolerance: 'MEDIUM', active_passive: 'EQUAL' });
    expect(
      initialAnswers(retail, {
        risk_tolerance: 'HIGH',
        intended_investment_amount: 1,
        employer: 'Acme',
        crypto_experience: null,
      }),
    ).toEqual({ risk_tolerance: 'HIGH', employer: 'Acme' });
    const sliderWithoutOptions: Questionnaire = {
      kind: 'retail',
      pages: [
        {
          id: 'p',
          title: 'P',
          questions: [{ id: 'risk_tolerance', kind: 'slider', label: 'S', options: [] }],
        },
      ],
    };
    expect(initialAnswers(sliderWithoutOptions)).toEqual({});
  });

  it("the intended amounts are the tier's ranges the questionnaire asks, none when it asks none", () => {
    expect(amountOptionsOf(retail)).toEqual(amounts);
    expect(amountOptionsOf({ kind: 'retail', pages: [] })).toEqual([]);
  });

  it('the final page submits', () => {
    expect([0, 1, 2, 3].map((index) => isFinalPage(retail, index))).toEqual([false, false, false, true]);
    expect(isFinalPage(institution, 2)).toBe(true);
    expect(isQuestionnaireComplete(retail, answerAll(retail))).toBe(true);
    expect(isQuestionnaireComplete(retail, initialAnswers(retail))).toBe(false);
  });
});

describe('answers read back (the review, a page saved as it is left)', () => {
  const experience = retail.pages[0] as Questionnaire['pages'][number];
  const employer = questionsOf(retail).find((question) => question.id === 'employer') as Question;
  const amount = questionsOf(retail).find(
    (question) => question.id === 'intended_investment_amount',
  ) as Question;

  it.each<[string, Question, AnswerValue | null | undefined, string | null]>([
    ['an option by its label', experience.questions[0] as Question, 'GOOD', 'Good'],
    ['a numbered range by its label', amount, 3, '$50k to $100k'],
    ['a text answer, trimmed', employer, '  Acme Corp ', 'Acme Corp'],
    ['a blank text answer as not answered', employer, '  ', null],
    ['a value that is no option as not answered', amount, 7, null],
    ['no answer', experience.questions[0] as Question, null, null],
  ])('answerLabel: %s', (_name, question, value, expected) => {
    expect(answerLabel(question, value)).toBe(expected);
  });

  it('pageAnswers keeps the given answers of one page only', () => {
    const answers: QuestionnaireAnswers = {
      investment_experience: 'GOOD',
      crypto_experience: null,
      investment_timeline: 'ONE_TO_FIVE',
    };
    expect(pageAnswers(experience, answers)).toEqual({ investment_experience: 'GOOD' });
  });

  it('answerSummary lists every question in page order with its label, null when unanswered', () => {
    const summary = answerSummary(institution, { investor_type: 'OTHER', risk_tolerance: 'HIGH' });
    expect(summary.map((row) => row.id)).toEqual(questionsOf(institution).map((question) => question.id));
    expect(summary[0]).toEqual({
      id: 'investor_type',
      question: 'What type of investor is the institution?',
      answer: 'Other',
    });
    expect(summary.find((row) => row.id === 'risk_tolerance')?.answer).toBe('High');
    expect(summary.find((row) => row.id === 'active_passive')?.answer).toBeNull();
  });
});

describe('questionnaireFormTexts', () => {
  it('says why Continue waits (doc 1 §5)', () => {
    expect(questionnaireFormTexts.submit).toBe('Submit');
    expect(questionnaireFormTexts.incomplete).toBe('Answer every question on this page to continue.');
  });
});
