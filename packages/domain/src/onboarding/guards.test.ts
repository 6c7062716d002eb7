import { describe, expect, it } from 'vitest';
import {
  adminAreaGuard,
  FORBIDDEN_PATH,
  type GuardInput,
  type GuardResult,
  type GuardUser,
  onboardingAreaGuard,
  publicAreaGuard,
  signedInAreaGuard,
} from './guards';
import type { OnboardingLocation } from './locations';

const active: GuardUser = { status: 'ACTIVE', roles: [] };
const inactive: GuardUser = { status: 'INACTIVE', roles: [] };
const admin: GuardUser = { status: 'ACTIVE', roles: ['CAIRN_ADMIN'] };
const institutionAdmin: GuardUser = { status: 'ACTIVE', roles: ['INSTITUTION_ADMIN'] };

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });

type Row = [string, Partial<GuardInput> & { path: string }, GuardResult];

function input(row: Partial<GuardInput> & { path: string }): GuardInput {
  return { location: 'LOGIN', permittedLocations: [], user: null, storedUserType: null, ...row };
}

describe('publicAreaGuard (doc 1 §2.3 rule 2)', () => {
  it.each<Row>([
    ['signed out on /login', { path: '/login' }, allow],
    ['signed out on /', { path: '/' }, allow],
    ['signed out on /2fa', { path: '/2fa' }, allow],
    ['signed out on /forgot-password', { path: '/forgot-password' }, allow],
    ['signed in at LOGIN on /login', { path: '/login', user: active }, allow],
    ['signed in at LOGIN on /login?next=x', { path: '/login?next=x', user: active }, allow],
    ['signed in at LOGIN on /', { path: '/', user: active }, redirect('/login')],
    [
      'signed in at DASHBOARD on /forgot-password',
      { path: '/forgot-password', user: active, location: 'DASHBOARD' },
      allow,
    ],
    [
      'signed in at DASHBOARD on /login',
      { path: '/login', user: active, location: 'DASHBOARD' },
      redirect('/dashboard'),
    ],
    [
      'signed in at DASHBOARD on /',
      { path: '/', user: active, location: 'DASHBOARD' },
      redirect('/dashboard'),
    ],
    [
      'signed in at PHONE_VERIFICATION on /login',
      { path: '/login', user: active, location: 'PHONE_VERIFICATION' },
      redirect('/onboarding/phone-notice'),
    ],
    [
      'signed in at EMAIL_VERIFICATION on /2fa',
      { path: '/2fa', user: active, location: 'EMAIL_VERIFICATION' },
      redirect('/onboarding/email-notice'),
    ],
    [
      'signed in at REVIEW on /login',
      { path: '/login', user: active, location: 'REVIEW' },
      redirect('/onboarding/review'),
    ],
  ])('%s', (_name, row, expected) => {
    expect(publicAreaGuard(input(row))).toEqual(expected);
  });
});

describe('signedInAreaGuard (doc 1 §2.3 rule 3, doc 2 §2 access by status)', () => {
  it.each<Row>([
    ['signed out', { path: '/dashboard' }, redirect('/login')],
    ['location LOGIN', { path: '/dashboard', user: active, location: 'LOGIN' }, redirect('/login')],
    ['location REVIEW', { path: '/dashboard', user: active, location: 'REVIEW' }, redirect(FORBIDDEN_PATH)],
    [
      'location CONTACT_DETAILS',
      { path: '/portfolio', user: active, location: 'CONTACT_DETAILS' },
      redirect('/403'),
    ],
    ['DASHBOARD, active, /portfolio', { path: '/portfolio', user: active, location: 'DASHBOARD' }, allow],
    ['DASHBOARD, active, /dashboard', { path: '/dashboard', user: active, location: 'DASHBOARD' }, allow],
    ['DASHBOARD, inactive, /dashboard', { path: '/dashboard', user: inactive, location: 'DASHBOARD' }, allow],
    ['DASHBOARD, inactive, /account', { path: '/account', user: inactive, location: 'DASHBOARD' }, allow],
    [
      'DASHBOARD, inactive, /activity/log',
      { path: '/activity/log', user: inactive, location: 'DASHBOARD' },
      allow,
    ],
    [
      'DASHBOARD, inactive, /portfolio',
      { path: '/portfolio', user: inactive, location: 'DASHBOARD' },
      redirect('/dashboard'),
    ],
    [
      'DASHBOARD, inactive, /marketplace/models',
      { path: '/marketplace/models', user: inactive, location: 'DASHBOARD' },
      redirect('/dashboard'),
    ],
  ])('%s', (_name, row, expected) => {
    expect(signedInAreaGuard(input(row))).toEqual(expected);
  });
});

describe('onboardingAreaGuard (doc 1 §2.3 rule 4, §2.1)', () => {
  const signedIn = (location: OnboardingLocation, permittedLocations: OnboardingLocation[] = []) => ({
    user: active,
    location,
    permittedLocations,
  });

  it.each<Row>([
    // Signed out.
    ['signed out on self-identification', { path: '/onboarding/self-identification' }, allow],
    [
      'signed out on signup with a stored user type',
      { path: '/onboarding/signup', storedUserType: 'INDIVIDUAL' },
      allow,
    ],
    [
      'signed out on signup without a stored user type',
      { path: '/onboarding/signup' },
      redirect('/onboarding/self-identification'),
    ],
    ['signed out on phone-notice', { path: '/onboarding/phone-notice' }, redirect('/login')],
    ['signed out on complete', { path: '/onboarding/complete' }, redirect('/login')],
    // DASHBOARD.
    ['DASHBOARD on complete', { path: '/onboarding/complete', ...signedIn('DASHBOARD') }, allow],
    [
      'DASHBOARD on review',
      { path: '/onboarding/review', ...signedIn('DASHBOARD', ['REVIEW']) },
      redirect('/dashboard'),
    ],
    [
      'DASHBOARD on signup with a stored user type',
      { path: '/onboarding/signup', storedUserType: 'INSTITUTION', ...signedIn('DASHBOARD') },
      redirect('/dashboard'),
    ],
    [
      'DASHBOARD on self-identification',
      { path: '/onboarding/self-identification', ...signedIn('DASHBOARD') },
      redirect('/dashboard'),
    ],
    // Permitted locations.
    [
      'page of the current location',
      { path: '/onboarding/confirm-mobile', ...signedIn('PHONE_VERIFICATION') },
      allow,
    ],
    [
      'page of a permitted location',
      {
        path: '/onboarding/advisory-agreement',
        ...signedIn('BENEFICIARIES', ['ADVISORY_AGREEMENT', 'BENEFICIARIES']),
      },
      allow,
    ],
    [
      'page of a location not permitted',
      { path: '/onboarding/review', ...signedIn('BENEFICIARIES', ['ADVISORY_AGREEMENT']) },
      redirect('/onboarding/beneficiaries'),
    ],
    [
      'complete before DASHBOARD, even if listed',
      { path: '/onboarding/complete', ...signedIn('REVIEW', ['REVIEW', 'DASHBOARD']) },
      redirect('/onboarding/review'),
    ],
    [
      'unknown onboarding page',
      { path: '/onboarding/nowhere', ...signedIn('TLH', ['TLH']) },
      redirect('/onboarding/tax-loss-harvesting'),
    ],
    // Signup and self-identification while signed in.
    [
      'signed in on signup with a stored user type',
      { path: '/onboarding/signup', storedUserType: 'INDIVIDUAL', ...signedIn('PHONE_VERIFICATION') },
      allow,
    ],
    [
      'signed in on signup without a stored user type',
      { path: '/onboarding/signup', ...signedIn('PHONE_VERIFICATION', ['CONTACT_DETAILS']) },
      redirect('/onboarding/self-identification'),
    ],
    [
      'signed in at CONTACT_DETAILS on self-identification',
      { path: '/onboarding/self-identification', ...signedIn('CONTACT_DETAILS') },
      allow,
    ],
    [
      'signed in past CONTACT_DETAILS on self-identification',
      { path: '/onboarding/self-identification', ...signedIn('PHONE_VERIFICATION') },
      redirect('/onboarding/phone-notice'),
    ],
  ])('%s', (_name, row, expected) => {
    expect(onboardingAreaGuard(input(row))).toEqual(expected);
  });

  it('never redirects a user to a page it would refuse (no loops)', () => {
    const paths = [
      '/onboarding/self-identification',
      '/onboarding/signup',
      '/onboarding/phone-notice',
      '/onboarding/review',
      '/onboarding/complete',
    ];
    const locations: OnboardingLocation[] = ['CONTACT_DETAILS', 'PHONE_VERIFICATION', 'REVIEW'];
    for (const location of locations) {
      for (const storedUserType of ['INDIVIDUAL', null] as const) {
        for (const path of paths) {
          const base = { location, permittedLocations: [], user: active, storedUserType };
          let result = onboardingAreaGuard({ ...base, path });
          for (let hops = 0; result.kind === 'redirect' && result.to.startsWith('/onboarding/'); hops += 1) {
            expect(hops).toBeLessThan(3);
            result = onboardingAreaGuard({ ...base, path: result.to });
          }
        }
      }
    }
  });
});

describe('adminAreaGuard (doc 1 §2.3 rule 1, doc 3 §2)', () => {
  it.each<Row>([
    ['signed out', { path: '/admin' }, redirect('/login')],
    ['DASHBOARD, ACTIVE, CAIRN_ADMIN', { path: '/admin', location: 'DASHBOARD', user: admin }, allow],
    ['not DASHBOARD', { path: '/admin', location: 'REVIEW', user: admin }, redirect('/403')],
    [
      'INACTIVE admin',
      { path: '/admin', location: 'DASHBOARD', user: { ...admin, status: 'INACTIVE' } },
      redirect('/403'),
    ],
    ['no admin role', { path: '/admin', location: 'DASHBOARD', user: active }, redirect('/403')],
    [
      'INSTITUTION_ADMIN only',
      { path: '/admin', location: 'DASHBOARD', user: institutionAdmin },
      redirect('/403'),
    ],
  ])('%s', (_name, row, expected) => {
    expect(adminAreaGuard(input(row))).toEqual(expected);
  });
});
