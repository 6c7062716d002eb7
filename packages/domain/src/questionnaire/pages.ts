import { isBlank } from '../identity/fieldRules';
import type {
  AmountOption,
  AnswerValue,
  Question,
  Questionnaire,
  QuestionnaireField,
  QuestionnairePage,
  QuestionOption,
} from './questionnaires';

/**
 * The questionnaire pages' buttons in the apps (the project's words; the spec gives none). The
 * kit's questionnaire parts carry their own words (`QuestionnaireMessages` in `@cairn/ui`).
 */
export const questionnaireFormTexts = {
  continue: 'Continue',
  /** The final page's button: it submits the answers (doc 1 §2.6). */
  submit: 'Submit',
  back: 'Back',
  /** Why Continue is disabled (doc 1 §5: every question on a page must be answered). */
  incomplete: 'Answer every question on this page to continue.',
} as const;

/**
 * Page rules of the questionnaires (doc 1 §2.6, §5): every question on a page answered before
 * Continue, sliders starting at the middle value, the final page submitting.
 */

/**
 * Answers by question id (the API field name); absent or `null` while unanswered. The application
 * (GET /account/application) is one as it is: its answer fields are `null` until saved.
 */
export type QuestionnaireAnswers = Readonly<Partial<Record<QuestionnaireField, AnswerValue | null>>>;

/** Answers that are all given, by question id. */
export type GivenAnswers = Readonly<Partial<Record<QuestionnaireField, AnswerValue>>>;

/**
 * Whether `value` answers `question`: non-blank text for a text question, else one of the
 * question's options (a range no longer offered for the tier does not count).
 */
export function isAnswered(question: Question, value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (question.kind === 'text') return typeof value === 'string' && !isBlank(value);
  return question.options.some((option) => option.value === value);
}

/** Whether every question on the page is answered, enabling Continue (doc 1 §2.6, §5). */
export function isPageComplete(page: QuestionnairePage, answers: QuestionnaireAnswers): boolean {
  return page.questions.every((question) => isAnswered(question, answers[question.id]));
}

/**
 * The value a slider starts at: its middle option (doc 1 §2.6), the lower of the two middle ones
 * for an even count; `undefined` without options.
 */
export function sliderStartValue<V extends AnswerValue>(
  options: readonly QuestionOption<V>[],
): V | undefined {
  return options[Math.floor((options.length - 1) / 2)]?.value;
}

/**
 * The answers a questionnaire opens with: the saved answers that still answer their question, and
 * every slider without one at its middle value.
 */
export function initialAnswers(questionnaire: Questionnaire, saved: QuestionnaireAnswers = {}): GivenAnswers {
  const answers: Partial<Record<QuestionnaireField, AnswerValue>> = {};
  for (const question of questionnaire.pages.flatMap((page) => page.questions)) {
    const value = saved[question.id];
    const start = question.kind === 'slider' ? sliderStartValue(question.options) : undefined;
    if (value !== null && value !== undefined && isAnswered(question, value)) answers[question.id] = value;
    else if (start !== undefined) answers[question.id] = start;
  }
  return answers;
}

/** Whether the page at `pageIndex` is the last one, whose Continue submits the answers (doc 1 §2.6). */
export function isFinalPage(questionnaire: Questionnaire, pageIndex: number): boolean {
  return pageIndex === questionnaire.pages.length - 1;
}

/**
 * The intended-amount ranges a questionnaire offers (its tier's, doc 1 §9): the submitted answers
 * are checked against them (`retailInvestorProfileSchema(amounts)`). Empty when it asks none.
 */
export function amountOptionsOf(questionnaire: Questionnaire): AmountOption[] {
  const amounts = questionnaire.pages
    .flatMap((page) => page.questions)
    .find((question) => question.id === 'intended_investment_amount');
  return (amounts?.options ?? []).filter(
    (option): option is AmountOption => typeof option.value === 'number',
  );
}

/** Whether every page is complete, so the answers may be submitted. */
export function isQuestionnaireComplete(
  questionnaire: Questionnaire,
  answers: QuestionnaireAnswers,
): boolean {
  return questionnaire.pages.every((page) => isPageComplete(page, answers));
}

/**
 * The answers of one page, to save as the page is left (PUT /account/application takes the
 * questionnaire fields one page at a time, so nothing is lost if the user stops halfway).
 */
export function pageAnswers(page: QuestionnairePage, answers: QuestionnaireAnswers): GivenAnswers {
  const given: Partial<Record<QuestionnaireField, AnswerValue>> = {};
  for (const question of page.questions) {
    const value = answers[question.id];
    if (value !== null && value !== undefined) given[question.id] = value;
  }
  return given;
}

/**
 * What an answer reads as: its option's label, the text of a text question, `null` when the
 * question is not answered (or the value is not one of its options).
 */
export function answerLabel(question: Question, value: AnswerValue | null | undefined): string | null {
  if (!isAnswered(question, value)) return null;
  if (question.kind === 'text') return typeof value === 'string' ? value.trim() : null;
  return question.options.find((option) => option.value === value)?.label ?? null;
}

/** One question of a summary and the label of its answer (`null`: not answered). */
export interface AnswerSummary {
  readonly id: QuestionnaireField;
  readonly question: string;
  readonly answer: string | null;
}

/** Every question in page order with its answer's label: the review of the saved answers. */
export function answerSummary(questionnaire: Questionnaire, answers: QuestionnaireAnswers): AnswerSummary[] {
  return questionnaire.pages
    .flatMap((page) => page.questions)
    .map((question) => ({
      id: question.id,
      question: question.label,
      answer: answerLabel(question, answers[question.id]),
    }));
}
