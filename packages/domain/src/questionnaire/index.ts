export {
  ACTIVE_PASSIVE_PREFERENCES,
  CRYPTO_EXPERIENCE_LEVELS,
  INVESTMENT_ALLOCATIONS,
  INVESTMENT_EXPERIENCE_LEVELS,
  INVESTMENT_TIMELINES,
  INVESTOR_EXPERIENCE_LEVELS,
  INVESTOR_SIZES,
  INVESTOR_TYPES,
  LOSS_RESPONSES,
  RISK_TOLERANCES,
} from './answerValues';
export {
  institutionInvestorProfileSchema,
  retailInvestorProfileSchema,
} from './investorProfile';
export {
  amountOptionsOf,
  answerSummary,
  type GivenAnswers,
  initialAnswers,
  isFinalPage,
  isPageComplete,
  pageAnswers,
  type QuestionnaireAnswers,
  questionnaireFormTexts,
} from './pages';
export {
  type AnswerValue,
  institutionQuestionnaire,
  type Question,
  type Questionnaire,
  type QuestionnairePage,
  retailQuestionnaire,
} from './questionnaires';
export {
  questionnaireFor,
  recommendationChanged,
} from './resubmit';
