/**
 * Onboarding locations (the server's "waldo") and the pages each maps to (doc 1 §2.2).
 */

/** Every onboarding page, by name, as a path (doc 1 §2.1, §2.2). */
export const ONBOARDING_PAGES = {
  login: '/login',
  selfIdentification: '/onboarding/self-identification',
  signup: '/onboarding/signup',
  emailNotice: '/onboarding/email-notice',
  confirmEmail: '/onboarding/confirm-email',
  phoneNotice: '/onboarding/phone-notice',
  confirmMobile: '/onboarding/confirm-mobile',
  advisoryAgreement: '/onboarding/advisory-agreement',
  custodianAgreement: '/onboarding/custodian-agreement',
  personalInformation: '/onboarding/personal-information',
  beneficiaries: '/onboarding/beneficiaries',
  institutionInformation: '/onboarding/institution-information',
  idVerification: '/onboarding/id-verification',
  institutionDocuments: '/onboarding/institution-documents',
  institutionQuestionnaire: '/onboarding/institution-questionnaire',
  retailQuestionnaire: '/onboarding/retail-questionnaire',
  investmentStyles: '/onboarding/investment-styles',
  taxLossHarvesting: '/onboarding/tax-loss-harvesting',
  advisoryFees: '/onboarding/advisory-fees',
  review: '/onboarding/review',
  complete: '/onboarding/complete',
  dashboard: '/dashboard',
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
