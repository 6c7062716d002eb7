/** Words several onboarding routes share: the shell's and the forms' common words, and the investment styles' names and descriptions (the styles, fees, review pages and the shell). */
import { PRODUCT_NAME, PRODUCT_STYLE_LABELS } from '@cairn/domain';

export const common = {
  back: 'Back',
  /**
   * The stepper's line on a questionnaire: the step's place as on every page, then the
   * questionnaire's page, one line and one progress system ('Step 2 of 5 in Portfolio · Page 1 of 4').
   */
  questionnairePage: (index: number, count: number, step: string, page: number, pages: number) =>
    `Step ${index} of ${count} in ${step} · Page ${page} of ${pages}`,
  continue: 'Continue',
  /** The pre-flow pages' header (self-identification, sign-up), where /login offers Sign Up. */
  haveAccount: 'Already have an account?',
  logIn: 'Log In',
  loading: 'Loading',
  saving: 'Saving',
  retry: 'Try again',
  loadFailed: 'We could not load this page.',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  footerNote: `© ${PRODUCT_NAME}. Investment advisory services for crypto-asset portfolios.`,
  legalLinks: 'Legal',
  brand: PRODUCT_NAME,
  close: 'Close',
} as const;

/** The three investment styles (doc 1 §2.6), as the styles page and its detail modals present them. */
export const investmentStyles = {
  MARKET: {
    name: PRODUCT_STYLE_LABELS.MARKET,
    summary: 'Broad, passive exposure to the crypto-asset market.',
    description:
      'Market portfolios follow market-capitalisation indices and market models, holding the largest crypto-assets in proportion to their size.',
    features: ['Market models and individual indices', 'Rebalanced on a schedule', 'Lowest investment fee'],
    advantages: ['Simple and transparent', 'Broad diversification', 'Low turnover'],
    considerations: ['Concentrated in the largest assets', 'No attempt to outperform the market'],
  },
  SMART_BETA: {
    name: PRODUCT_STYLE_LABELS.SMART_BETA,
    summary: 'Rules-based tilts toward factors such as momentum or quality.',
    description:
      'Smart Beta portfolios weight assets by transparent rules instead of size alone, aiming for a better balance of risk and return than the market.',
    features: ['Factor-based indices', 'Systematic rebalancing', 'Exclusions you choose'],
    advantages: [
      'Diversifies away from the largest assets',
      'Rules you can read',
      'Potential for higher risk-adjusted returns',
    ],
    considerations: ['Can trail the market for long periods', 'Higher turnover than Market'],
  },
  ALPHA: {
    name: PRODUCT_STYLE_LABELS.ALPHA,
    summary: 'Actively managed strategies that seek to outperform.',
    description:
      'Alpha portfolios are actively managed within set limits, adjusting holdings as conditions change in search of returns above the market.',
    features: [
      'Active management within a tracking-error limit',
      'Frequent rebalancing',
      'Access to emerging assets',
    ],
    advantages: ['Seeks returns above the market', 'Adapts to market conditions'],
    considerations: [
      'Highest investment fee',
      'Higher risk and turnover',
      'Outperformance is not guaranteed',
    ],
  },
} as const;
