/**
 * The words of the questionnaire parts (`QuestionnaireStep`, `QuestionnaireProgress`,
 * `QuestionField`): the project's, the spec gives none. The page's own buttons (Continue, Submit,
 * Back) are the app's.
 */
export interface QuestionnaireMessages {
  /** Where the user is: 'Page 1 of 4'. */
  readonly progress: (page: number, total: number) => string;
  /** A dropdown question's placeholder. */
  readonly choose: string;
}

export const defaultQuestionnaireMessages: QuestionnaireMessages = {
  progress: (page, total) => `Page ${page} of ${total}`,
  choose: 'Select an option',
};
