/**
 * The onboarding flow (doc 1 §2.5): the page after each step and the target of every back button,
 * with the individual and institution branches and the tax-loss-harvesting step behind its flag.
 */
import { normalizePath, ONBOARDING_PAGES, type OnboardingPage } from './locations';

/** The account type chosen at self-identification (local storage `userType`, doc 1 §2.1). */
export type UserType = 'INDIVIDUAL' | 'INSTITUTION';

/** What the flow depends on. */
export interface FlowOptions {
  readonly userType: UserType;
  /** The tax-loss-harvesting feature flag. */
  readonly tlhFlag: boolean;
}

const P = ONBOARDING_PAGES;

/**
 * The page after `page` in the onboarding flow (doc 1 §2.5), or `null` for a page with no next
 * step (/login, /dashboard, or a path outside onboarding). Query strings and trailing slashes are
 * ignored.
 */
export function nextPage(page: string, options: FlowOptions): OnboardingPage | null {
  const individual = options.userType === 'INDIVIDUAL';
  switch (normalizePath(page)) {
    case P.selfIdentification:
      return P.signup;
    case P.signup:
      return P.phoneNotice;
    case P.phoneNotice:
      return P.confirmMobile;
    case P.confirmMobile:
      return P.emailNotice;
    case P.emailNotice:
      return P.confirmEmail;
    case P.confirmEmail:
      return P.advisoryAgreement;
    case P.advisoryAgreement:
      return P.custodianAgreement;
    case P.custodianAgreement:
      return individual ? P.personalInformation : P.institutionInformation;
    case P.personalInformation:
      return P.idVerification;
    case P.idVerification:
      return P.beneficiaries;
    case P.beneficiaries:
      return P.retailQuestionnaire;
    case P.institutionInformation:
      return P.institutionDocuments;
    case P.institutionDocuments:
      return P.institutionQuestionnaire;
    case P.retailQuestionnaire:
    case P.institutionQuestionnaire:
      return P.investmentStyles;
    case P.investmentStyles:
      return options.tlhFlag ? P.taxLossHarvesting : P.advisoryFees;
    case P.taxLossHarvesting:
      return P.advisoryFees;
    case P.advisoryFees:
      return P.review;
    case P.review:
      return P.complete;
    case P.complete:
      return P.dashboard;
    default:
      return null;
  }
}

/** Where a back button leads: another page, or the previous page of the same questionnaire. */
export type BackTarget =
  | { readonly kind: 'page'; readonly path: OnboardingPage }
  | { readonly kind: 'questionnaire-page'; readonly index: number };

/** What the back target depends on, beyond {@link FlowOptions}. */
export interface BackOptions extends FlowOptions {
  /** The questionnaire page shown, from 0; only the questionnaires use it. */
  readonly questionnairePageIndex?: number | undefined;
}

function page(path: OnboardingPage): BackTarget {
  return { kind: 'page', path };
}

function questionnaireBack(first: OnboardingPage, index: number | undefined): BackTarget {
  return index !== undefined && index > 0 ? { kind: 'questionnaire-page', index: index - 1 } : page(first);
}

/**
 * The target of the back button on `path` (doc 1 §2.5), or `null` where there is none:
 * self-identification (the start), custodian-agreement (the spec gives it no back target, and the
 * signed advisory agreement was replaced in history), complete, and paths outside onboarding.
 * investment-styles goes back to the questionnaire of the user type (its first page).
 */
export function backTarget(path: string, options: BackOptions): BackTarget | null {
  switch (normalizePath(path)) {
    case P.signup:
      return page(P.selfIdentification);
    case P.phoneNotice:
    case P.confirmMobile:
    case P.emailNotice:
    case P.confirmEmail:
    case P.advisoryAgreement:
      return page(P.signup);
    case P.personalInformation:
    case P.institutionInformation:
      return page(P.custodianAgreement);
    case P.idVerification:
      return page(P.personalInformation);
    case P.beneficiaries:
      return page(P.idVerification);
    case P.retailQuestionnaire:
      return questionnaireBack(P.beneficiaries, options.questionnairePageIndex);
    case P.institutionDocuments:
      return page(P.institutionInformation);
    case P.institutionQuestionnaire:
      return questionnaireBack(P.institutionDocuments, options.questionnairePageIndex);
    case P.investmentStyles:
      return page(options.userType === 'INDIVIDUAL' ? P.retailQuestionnaire : P.institutionQuestionnaire);
    case P.taxLossHarvesting:
      return page(P.investmentStyles);
    case P.advisoryFees:
      return page(options.tlhFlag ? P.taxLossHarvesting : P.investmentStyles);
    case P.review:
      return page(P.advisoryFees);
    default:
      return null;
  }
}
