import { describe, expect, it } from 'vitest';
import { ONBOARDING_LOCATIONS, ONBOARDING_PAGES, type OnboardingLocation } from './locations';
import {
  ONBOARDING_STEPS,
  onboardingShellMessages,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
  subStepOfPage,
} from './shell';

describe('stepper (doc 1 §2.2)', () => {
  it('has the four labels', () => {
    expect(ONBOARDING_STEPS).toEqual(['Profile', 'Account', 'Portfolio', 'Confirm']);
  });

  it.each([
    ['/onboarding/signup', 'Profile'],
    ['/onboarding/phone-notice', 'Profile'],
    ['/onboarding/confirm-mobile', 'Profile'],
    ['/onboarding/email-notice', 'Profile'],
    ['/onboarding/confirm-email', 'Profile'],
    ['/onboarding/advisory-agreement', 'Account'],
    ['/onboarding/custodian-agreement', 'Account'],
    ['/onboarding/personal-information', 'Account'],
    ['/onboarding/institution-information', 'Account'],
    ['/onboarding/id-verification', 'Account'],
    ['/onboarding/institution-documents', 'Account'],
    ['/onboarding/beneficiaries', 'Account'],
    ['/onboarding/retail-questionnaire', 'Portfolio'],
    ['/onboarding/institution-questionnaire', 'Portfolio'],
    ['/onboarding/investment-styles', 'Portfolio'],
    ['/onboarding/tax-loss-harvesting', 'Portfolio'],
    ['/onboarding/advisory-fees', 'Portfolio'],
    ['/onboarding/review', 'Confirm'],
    ['/onboarding/complete/', 'Confirm'],
    ['/onboarding/self-identification', null],
    ['/login', null],
    ['/dashboard', null],
  ])('%s is in step %j', (page, step) => {
    expect(stepOfPage(page)).toBe(step);
  });

  it('places every onboarding page except self-identification', () => {
    const pages = Object.values(ONBOARDING_PAGES).filter((page) => page.startsWith('/onboarding/'));
    const unplaced = pages.filter((page) => stepOfPage(page) === null);
    expect(unplaced).toEqual(['/onboarding/self-identification']);
  });
});

describe('sub-step under the stepper (DESIGN.md "Onboarding")', () => {
  const individual = { userType: 'INDIVIDUAL', tlhFlag: true } as const;
  const individualWithoutTlh = { userType: 'INDIVIDUAL', tlhFlag: false } as const;
  const institution = { userType: 'INSTITUTION', tlhFlag: true } as const;
  const institutionWithoutTlh = { userType: 'INSTITUTION', tlhFlag: false } as const;

  it.each([
    // Profile: signup, then the phone and the email, each a notice and a code entry (doc 1 §2.5).
    ['/onboarding/signup', individual, 'Profile', 1, 5],
    ['/onboarding/phone-notice', individual, 'Profile', 2, 5],
    ['/onboarding/confirm-mobile', institution, 'Profile', 3, 5],
    ['/onboarding/email-notice', institution, 'Profile', 4, 5],
    ['/onboarding/confirm-email?x=1', individual, 'Profile', 5, 5],
    // Account: individuals add personal information, ID verification and beneficiaries.
    ['/onboarding/advisory-agreement', individual, 'Account', 1, 5],
    ['/onboarding/custodian-agreement', individual, 'Account', 2, 5],
    ['/onboarding/personal-information', individual, 'Account', 3, 5],
    ['/onboarding/id-verification', individualWithoutTlh, 'Account', 4, 5],
    ['/onboarding/beneficiaries', individual, 'Account', 5, 5],
    // Institutions add their information and their documents.
    ['/onboarding/advisory-agreement', institution, 'Account', 1, 4],
    ['/onboarding/custodian-agreement', institutionWithoutTlh, 'Account', 2, 4],
    ['/onboarding/institution-information', institution, 'Account', 3, 4],
    ['/onboarding/institution-documents/', institution, 'Account', 4, 4],
    // Portfolio: tax-loss harvesting is a page of its own only when the flag is on.
    ['/onboarding/retail-questionnaire', individual, 'Portfolio', 1, 4],
    ['/onboarding/investment-styles', individual, 'Portfolio', 2, 4],
    ['/onboarding/tax-loss-harvesting', individual, 'Portfolio', 3, 4],
    ['/onboarding/advisory-fees', individual, 'Portfolio', 4, 4],
    ['/onboarding/retail-questionnaire', individualWithoutTlh, 'Portfolio', 1, 3],
    ['/onboarding/advisory-fees', individualWithoutTlh, 'Portfolio', 3, 3],
    ['/onboarding/institution-questionnaire', institution, 'Portfolio', 1, 4],
    ['/onboarding/tax-loss-harvesting', institution, 'Portfolio', 3, 4],
    ['/onboarding/investment-styles', institutionWithoutTlh, 'Portfolio', 2, 3],
    ['/onboarding/advisory-fees', institutionWithoutTlh, 'Portfolio', 3, 3],
    // Confirm: the review, then the completion page.
    ['/onboarding/review', individual, 'Confirm', 1, 2],
    ['/onboarding/complete', institutionWithoutTlh, 'Confirm', 2, 2],
  ] as const)('%s for %j is step %s, %i of %i', (page, options, step, index, count) => {
    expect(subStepOfPage(page, options)).toEqual({ step, index, count });
  });

  it.each([
    ['/onboarding/self-identification', individual],
    ['/login', individual],
    ['/dashboard', institution],
    // Pages of the other account type, or tax-loss harvesting with the flag off, are not on the flow.
    ['/onboarding/institution-information', individual],
    ['/onboarding/id-verification', institution],
    ['/onboarding/beneficiaries', institution],
    ['/onboarding/retail-questionnaire', institution],
    ['/onboarding/tax-loss-harvesting', individualWithoutTlh],
  ] as const)('%s for %j has no sub-step', (page, options) => {
    expect(subStepOfPage(page, options)).toBeNull();
  });

  it('numbers the pages of each step 1 to its count, in flow order, for every flow', () => {
    for (const userType of ['INDIVIDUAL', 'INSTITUTION'] as const) {
      for (const tlhFlag of [true, false]) {
        const options = { userType, tlhFlag };
        const seen = Object.values(ONBOARDING_PAGES).flatMap((page) => {
          const subStep = subStepOfPage(page, options);
          return subStep === null ? [] : [subStep];
        });
        for (const step of ONBOARDING_STEPS) {
          const ofStep = seen.filter((subStep) => subStep.step === step);
          expect(ofStep.length, `${step} for ${userType}, TLH ${tlhFlag}`).toBeGreaterThan(0);
          expect(ofStep.map((subStep) => subStep.index).sort((a, b) => a - b)).toEqual(
            ofStep.map((_, i) => i + 1),
          );
          expect(new Set(ofStep.map((subStep) => subStep.count))).toEqual(new Set([ofStep.length]));
        }
      }
    }
  });
});

describe('shell links (doc 1 §2.4)', () => {
  it.each(
    ONBOARDING_LOCATIONS.map((location) => [location, location !== 'LOGIN' && location !== 'DASHBOARD']),
  )('Restart Application at %s: %s', (location, shown) => {
    expect(showRestartApplication(location as OnboardingLocation)).toBe(shown);
  });

  it.each<[OnboardingLocation, string, boolean]>([
    ['REVIEW', '/onboarding/review', false],
    ['REVIEW', '/onboarding/review/', false],
    ['REVIEW', '/onboarding/signup', true],
    ['REVIEW', '/onboarding/beneficiaries', true],
    ['ADVISORY_FEES', '/onboarding/signup', false],
    ['ADVISORY_FEES', '/onboarding/review', false],
  ])('Return to Onboarding Review at %s on %s: %s', (location, page, shown) => {
    expect(showReturnToReview(location, page)).toBe(shown);
  });

  it('has the exact restart texts', () => {
    expect(onboardingShellMessages).toEqual({
      restartApplication: 'Restart Application',
      returnToReview: 'Return to Onboarding Review',
      restartTitle: 'Are You Sure?',
      restartBody: 'Restarting your application will delete any login credentials and discard your progress',
      restartConfirm: 'Yes, Restart',
      restartCancel: 'No, Go Back',
    });
  });
});
