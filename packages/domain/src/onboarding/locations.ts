/**
 * Onboarding locations (the server's "waldo") and the pages each maps to (doc 1 §2.2).
 */
import { routePath } from '../apps/manifest';

/** Every onboarding page, by name, as a path (doc 1 §2.1, §2.2). */
export const ONBOARDING_PAGES = {
  login: routePath('login'),
  selfIdentification: routePath('self-identification'),
  signup: routePath('signup'),
  emailNotice: routePath('email-notice'),
  confirmEmail: routePath('confirm-email'),
  phoneNotice: routePath('phone-notice'),
  confirmMobile: routePath('confirm-mobile'),
  advisoryAgreement: routePath('advisory-agreement'),
  custodianAgreement: routePath('custodian-agreement'),
  personalInformation: routePath('personal-information'),
  beneficiaries: routePath('beneficiaries'),
  institutionInformation: routePath('institution-information'),
  idVerification: routePath('id-verification'),
  institutionDocuments: routePath('institution-documents'),
  institutionQuestionnaire: routePath('institution-questionnaire'),
  retailQuestionnaire: routePath('retail-questionnaire'),
  investmentStyles: routePath('investment-styles'),
  taxLossHarvesting: routePath('tax-loss-harvesting'),
  advisoryFees: routePath('advisory-fees'),
  review: routePath('review'),
  complete: routePath('complete'),
  dashboard: routePath('dashboard'),
} as const;

/** One of {@link ONBOARDING_PAGES}. */
export type OnboardingPage = (typeof ONBOARDING_PAGES)[keyof typeof ONBOARDING_PAGES];

/** Onboarding location names, in flow order (doc 1 §2.2). */
export const ONBOARDING_LOCATIONS = [
  'LOGIN',
  'CONTACT_DETAILS',
  'EMAIL_VERIFICATION',
  'PHONE_VERIFICATION',
  'ADVISORY_AGREEMENT',
  'CUSTODIAN_AGREEMENT',
  'INDIVIDUAL_INFORMATION',
  'BENEFICIARIES',
  'INSTITUTION_INFORMATION',
  'INDIVIDUAL_DOCUMENTS',
  'INSTITUTION_DOCUMENTS',
  'INSTITUTION_QUESTIONNAIRE',
  'INDIVIDUAL_QUESTIONNAIRE',
  'INVESTMENT_STYLES',
  'TLH',
  'ADVISORY_FEES',
  'REVIEW',
  'DASHBOARD',
] as const;

/** One of {@link ONBOARDING_LOCATIONS}. */
export type OnboardingLocation = (typeof ONBOARDING_LOCATIONS)[number];

const P = ONBOARDING_PAGES;

/**
 * The pages of each location (doc 1 §2.2). The first page is where the location lands, except
 * DASHBOARD, which lands on /dashboard ("DASHBOARD goes to /dashboard", doc 1 §4) and also owns
 * /onboarding/complete.
 */
export const LOCATION_PAGES: Readonly<
  Record<OnboardingLocation, readonly [OnboardingPage, ...OnboardingPage[]]>
> = {
  LOGIN: [P.login],
  CONTACT_DETAILS: [P.signup],
  EMAIL_VERIFICATION: [P.emailNotice, P.confirmEmail],
  PHONE_VERIFICATION: [P.phoneNotice, P.confirmMobile],
  ADVISORY_AGREEMENT: [P.advisoryAgreement],
  CUSTODIAN_AGREEMENT: [P.custodianAgreement],
  INDIVIDUAL_INFORMATION: [P.personalInformation],
  BENEFICIARIES: [P.beneficiaries],
  INSTITUTION_INFORMATION: [P.institutionInformation],
  INDIVIDUAL_DOCUMENTS: [P.idVerification],
  INSTITUTION_DOCUMENTS: [P.institutionDocuments],
  INSTITUTION_QUESTIONNAIRE: [P.institutionQuestionnaire],
  INDIVIDUAL_QUESTIONNAIRE: [P.retailQuestionnaire],
  INVESTMENT_STYLES: [P.investmentStyles],
  TLH: [P.taxLossHarvesting],
  ADVISORY_FEES: [P.advisoryFees],
  REVIEW: [P.review],
  DASHBOARD: [P.dashboard, P.complete],
};

/** The page a location sends the user to (doc 1 §2.2, §2.3): its first page; DASHBOARD -> /dashboard. */
export function pageOfLocation(location: OnboardingLocation): OnboardingPage {
  return LOCATION_PAGES[location][0];
}

/**
 * The path without query string, hash or trailing slash, so '/onboarding/signup/?x=1' is
 * '/onboarding/signup'.
 */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const LOCATION_OF_PAGE: ReadonlyMap<string, OnboardingLocation> = new Map(
  ONBOARDING_LOCATIONS.flatMap((location) =>
    LOCATION_PAGES[location].map((page) => [page, location] as const),
  ),
);

/**
 * The location a page belongs to (doc 1 §2.2), or `null` for a path outside the table (such as
 * self-identification). Query strings, hashes and trailing slashes are ignored.
 */
export function locationOfPage(path: string): OnboardingLocation | null {
  return LOCATION_OF_PAGE.get(normalizePath(path)) ?? null;
}
