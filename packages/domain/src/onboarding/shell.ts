/**
 * The onboarding shell (doc 1 §2.2, §2.4): the four-step stepper, the Restart Application link and
 * its confirmation, and the Return to Onboarding Review link.
 */
import { type FlowOptions, nextPage } from './flow';
import { normalizePath, ONBOARDING_PAGES, type OnboardingLocation } from './locations';

/** The stepper's labels, in order (doc 1 §2.2). */
export const ONBOARDING_STEPS = ['Profile', 'Account', 'Portfolio', 'Confirm'] as const;

/** One of {@link ONBOARDING_STEPS}. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const P = ONBOARDING_PAGES;

/**
 * The step each page belongs to. The spec names the steps but not their pages; the project's
 * mapping: Profile is who you are and how to reach you (signup, phone and email verification);
 * Account is opening the account (the two agreements, personal or institution information,
 * identity documents, beneficiaries); Portfolio is choosing how to invest (questionnaires,
 * investment styles, tax-loss harvesting, advisory fees); Confirm is review and complete.
 */
const STEP_OF_PAGE: ReadonlyMap<string, OnboardingStep> = new Map<string, OnboardingStep>([
  [P.signup, 'Profile'],
  [P.phoneNotice, 'Profile'],
  [P.confirmMobile, 'Profile'],
  [P.emailNotice, 'Profile'],
  [P.confirmEmail, 'Profile'],
  [P.advisoryAgreement, 'Account'],
  [P.custodianAgreement, 'Account'],
  [P.personalInformation, 'Account'],
  [P.institutionInformation, 'Account'],
  [P.idVerification, 'Account'],
  [P.institutionDocuments, 'Account'],
  [P.beneficiaries, 'Account'],
  [P.retailQuestionnaire, 'Portfolio'],
  [P.institutionQuestionnaire, 'Portfolio'],
  [P.investmentStyles, 'Portfolio'],
  [P.taxLossHarvesting, 'Portfolio'],
  [P.advisoryFees, 'Portfolio'],
  [P.review, 'Confirm'],
  [P.complete, 'Confirm'],
]);

/**
 * The stepper step of an onboarding page (see the mapping above), or `null` for pages without a
 * stepper: self-identification (before the flow), /login, /dashboard and paths outside onboarding.
 */
export function stepOfPage(path: string): OnboardingStep | null {
  return STEP_OF_PAGE.get(normalizePath(path)) ?? null;
}

/** Where a page sits inside its stepper step: the `index`-th (from 1) of the step's `count` pages. */
export interface SubStep {
  readonly step: OnboardingStep;
  readonly index: number;
  readonly count: number;
}

/** The pages of the flow the user walks (doc 1 §2.5), from signup to complete, in order. */
function flowPages(options: FlowOptions): readonly string[] {
  const pages: string[] = [];
  for (let page: string | null = P.signup; page !== null && page !== P.dashboard; ) {
    pages.push(page);
    page = nextPage(page, options);
  }
  return pages;
}

/**
 * The stepper's sub-step line for a page (DESIGN.md "Onboarding": 'Step 3 of 8 in Account'): the
 * page's place among the pages of its step on the flow this user walks. The flow depends on the
 * account type (individuals have personal information, ID verification and beneficiaries in
 * Account; institutions their information and documents) and on the tax-loss harvesting flag (its
 * page joins Portfolio only when the flag is on). Each page counts once, a questionnaire of
 * several pages included. `null` for pages outside the steps and for pages not on this flow (an
 * institution page for an individual).
 */
export function subStepOfPage(path: string, options: FlowOptions): SubStep | null {
  const page = normalizePath(path);
  const step = stepOfPage(page);
  if (step === null) return null;
  const pagesOfStep = flowPages(options).filter((candidate) => stepOfPage(candidate) === step);
  const index = pagesOfStep.indexOf(page);
  return index === -1 ? null : { step, index: index + 1, count: pagesOfStep.length };
}

/** Whether the shell shows Restart Application: hidden at LOGIN and DASHBOARD (doc 1 §2.4). */
export function showRestartApplication(location: OnboardingLocation): boolean {
  return location !== 'LOGIN' && location !== 'DASHBOARD';
}

/**
 * Whether the shell shows Return to Onboarding Review: the location is REVIEW and the user is on
 * another page (doc 1 §2.4).
 */
export function showReturnToReview(location: OnboardingLocation, path: string): boolean {
  return location === 'REVIEW' && normalizePath(path) !== P.review;
}

/** Texts of the onboarding shell (doc 1 §2.4). */
export const onboardingShellMessages = {
  restartApplication: 'Restart Application',
  returnToReview: 'Return to Onboarding Review',
  restartTitle: 'Are You Sure?',
  restartBody: 'Restarting your application will delete any login credentials and discard your progress',
  restartConfirm: 'Yes, Restart',
  restartCancel: 'No, Go Back',
} as const;
