import { describe, expect, it } from 'vitest';
import { ONBOARDING_LOCATIONS, ONBOARDING_PAGES, type OnboardingLocation } from './locations';
import {
  ONBOARDING_STEPS,
  onboardingShellMessages,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
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
