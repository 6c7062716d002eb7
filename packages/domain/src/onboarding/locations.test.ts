import { describe, expect, it } from 'vitest';
import {
  LOCATION_PAGES,
  locationOfPage,
  normalizePath,
  ONBOARDING_LOCATIONS,
  type OnboardingLocation,
  pageOfLocation,
} from './locations';

/** doc 1 §2.2, row by row. */
const TABLE: [OnboardingLocation, string[]][] = [
  ['LOGIN', ['/login']],
  ['CONTACT_DETAILS', ['/onboarding/signup']],
  ['EMAIL_VERIFICATION', ['/onboarding/email-notice', '/onboarding/confirm-email']],
  ['PHONE_VERIFICATION', ['/onboarding/phone-notice', '/onboarding/confirm-mobile']],
  ['ADVISORY_AGREEMENT', ['/onboarding/advisory-agreement']],
  ['CUSTODIAN_AGREEMENT', ['/onboarding/custodian-agreement']],
  ['INDIVIDUAL_INFORMATION', ['/onboarding/personal-information']],
  ['BENEFICIARIES', ['/onboarding/beneficiaries']],
  ['INSTITUTION_INFORMATION', ['/onboarding/institution-information']],
  ['INDIVIDUAL_DOCUMENTS', ['/onboarding/id-verification']],
  ['INSTITUTION_DOCUMENTS', ['/onboarding/institution-documents']],
  ['INSTITUTION_QUESTIONNAIRE', ['/onboarding/institution-questionnaire']],
  ['INDIVIDUAL_QUESTIONNAIRE', ['/onboarding/retail-questionnaire']],
  ['INVESTMENT_STYLES', ['/onboarding/investment-styles']],
  ['TLH', ['/onboarding/tax-loss-harvesting']],
  ['ADVISORY_FEES', ['/onboarding/advisory-fees']],
  ['REVIEW', ['/onboarding/review']],
  ['DASHBOARD', ['/dashboard', '/onboarding/complete']],
];

describe('location ↔ page table (doc 1 §2.2)', () => {
  it('has every location of the table, in order', () => {
    expect(ONBOARDING_LOCATIONS).toEqual(TABLE.map(([location]) => location));
  });

  it.each(TABLE)('%s owns %j', (location, pages) => {
    expect(LOCATION_PAGES[location]).toEqual(pages);
    expect(pageOfLocation(location)).toBe(pages[0]);
    for (const page of pages) expect(locationOfPage(page)).toBe(location);
  });

  it('sends DASHBOARD to /dashboard', () => {
    expect(pageOfLocation('DASHBOARD')).toBe('/dashboard');
  });

  it.each([
    ['/onboarding/signup?step=2', 'CONTACT_DETAILS'],
    ['/onboarding/confirm-email/', 'EMAIL_VERIFICATION'],
    ['/onboarding/complete#top', 'DASHBOARD'],
    ['/onboarding/self-identification', null],
    ['/onboarding/unknown', null],
    ['/portfolio', null],
    ['/', null],
  ])('locationOfPage(%j) is %j', (path, expected) => {
    expect(locationOfPage(path)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/onboarding/signup', '/onboarding/signup'],
    ['/onboarding/signup/', '/onboarding/signup'],
    ['/onboarding/signup?x=1', '/onboarding/signup'],
    ['/onboarding/signup/?x=1#y', '/onboarding/signup'],
    ['/', '/'],
    ['', '/'],
    ['/?x=1', '/'],
  ])('%j -> %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});
