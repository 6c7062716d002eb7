/** The questionnaire area's words (doc 1 §2.2). */
export const questionnaireTexts = {
  retailTitle: 'Investor Profile',
  institutionTitle: 'Institution Investor Profile',
  intro: 'Your answers shape the investment style we recommend.',
} as const;
