import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_LOCATIONS, type OnboardingLocation } from '../onboarding/locations';
import {
  type AccountFacts,
  describeOperationRule,
  operationRefusalMessages as M,
  type OperationRule,
  operationVerdict,
} from './operations';

const verified: AccountFacts = {
  location: 'DASHBOARD',
  permittedLocations: ['DASHBOARD'],
  status: 'ACTIVE',
  kycStatus: 'SUCCESS',
  roles: [],
  accountType: 'INDIVIDUAL',
};
const pending: AccountFacts = { ...verified, kycStatus: 'PENDING' };
const inactive: AccountFacts = { ...verified, status: 'INACTIVE' };
const halfway: AccountFacts = {
  location: 'INDIVIDUAL_INFORMATION',
  permittedLocations: [
    'CONTACT_DETAILS',
    'EMAIL_VERIFICATION',
    'PHONE_VERIFICATION',
    'ADVISORY_AGREEMENT',
    'CUSTODIAN_AGREEMENT',
    'INDIVIDUAL_INFORMATION',
  ],
  status: 'ACTIVE',
  kycStatus: 'NOT_STARTED',
  roles: [],
  accountType: 'INDIVIDUAL',
};
const fresh: AccountFacts = {
  location: 'EMAIL_VERIFICATION',
  permittedLocations: ['CONTACT_DETAILS', 'EMAIL_VERIFICATION'],
  status: 'ACTIVE',
  kycStatus: 'NOT_STARTED',
  roles: [],
  accountType: 'INDIVIDUAL',
};

const VERIFIED: OperationRule = { kind: 'verified' };
const ACTIVE: OperationRule = { kind: 'active' };
const ANY_STEP: OperationRule = { kind: 'onboarding', locations: 'any' };
const AGREEMENT: OperationRule = { kind: 'onboarding', locations: ['ADVISORY_AGREEMENT'] };
const REVIEW: OperationRule = { kind: 'onboarding', locations: ['REVIEW'] };
const BENEFICIARIES: OperationRule = {
  kind: 'onboarding',
  locations: ['BENEFICIARIES'],
  atDashboard: 'active',
};

const TLH: OperationRule = { kind: 'onboarding', locations: ['TLH'], atDashboard: 'verified' };

const allow = { kind: 'allow' };
const refuse = (message: string) => ({ kind: 'refuse', message });

describe('operationVerdict (issue 28: transfers and investment changes need DASHBOARD, ACTIVE and KYC approved)', () => {
  it.each([
    ['verified account, verified rule', VERIFIED, verified, allow],
    ['KYC pending', VERIFIED, pending, refuse(M.kycPending)],
    ['deactivated', VERIFIED, inactive, refuse(M.inactive)],
    ['mid-onboarding', VERIFIED, halfway, refuse(M.onboardingUnfinished)],
    ['fresh signup, nothing verified', VERIFIED, fresh, refuse(M.onboardingUnfinished)],
    ['KYC pending, active rule', ACTIVE, pending, allow],
    ['deactivated, active rule', ACTIVE, inactive, refuse(M.inactive)],
    ['mid-onboarding, active rule', ACTIVE, halfway, refuse(M.onboardingUnfinished)],
    ['mid-onboarding, any step', ANY_STEP, halfway, allow],
    ['submitted, any step', ANY_STEP, verified, refuse(M.submitted)],
    ['a permitted earlier step', AGREEMENT, halfway, allow],
    ['a step not reached yet', REVIEW, halfway, refuse(M.wrongStep)],
    ['a step not reached yet (fresh)', AGREEMENT, fresh, refuse(M.wrongStep)],
    ['beneficiaries in the customer app', BENEFICIARIES, pending, allow],
    ['beneficiaries, deactivated', BENEFICIARIES, inactive, refuse(M.inactive)],
    ['beneficiaries before their step', BENEFICIARIES, halfway, refuse(M.wrongStep)],
    ['TLH in the customer app, KYC pending', TLH, pending, refuse(M.kycPending)],
    ['TLH in the customer app', TLH, verified, allow],
    ['TLH at its onboarding step', TLH, { ...halfway, location: 'TLH' }, allow],
    ['TLH before its onboarding step', TLH, halfway, refuse(M.wrongStep)],
    [
      'beneficiaries at their step',
      BENEFICIARIES,
      {
        ...halfway,
        location: 'BENEFICIARIES',
        permittedLocations: [...halfway.permittedLocations, 'BENEFICIARIES'],
      },
      allow,
    ],
  ] as const)('%s', (_, rule, facts, expected) => {
    expect(operationVerdict(rule, facts)).toEqual(expected);
  });

  const location = fc.constantFrom(...ONBOARDING_LOCATIONS);
  const facts = fc.record({
    location,
    permittedLocations: fc.array(location, { maxLength: 6 }),
    status: fc.constantFrom('ACTIVE', 'INACTIVE', 'SUSPENDED'),
    kycStatus: fc.constantFrom('SUCCESS', 'PENDING', 'NOT_STARTED', null),
    roles: fc.constant([] as string[]),
    accountType: fc.constantFrom('INDIVIDUAL' as const, 'INSTITUTION' as const),
  });

  it('the verified rule allows exactly DASHBOARD + ACTIVE + KYC SUCCESS', () => {
    fc.assert(
      fc.property(facts, (account) => {
        const allowed = operationVerdict(VERIFIED, account).kind === 'allow';
        expect(allowed).toBe(
          account.location === 'DASHBOARD' && account.status === 'ACTIVE' && account.kycStatus === 'SUCCESS',
        );
      }),
    );
  });

  it('an onboarding step is refused at DASHBOARD and allowed only at the current or a permitted location (signup: until DASHBOARD)', () => {
    fc.assert(
      fc.property(facts, location, (account, step: OnboardingLocation) => {
        const rule: OperationRule = { kind: 'onboarding', locations: [step] };
        const allowed = operationVerdict(rule, account).kind === 'allow';
        if (account.location === 'DASHBOARD' || step === 'DASHBOARD') expect(allowed).toBe(false);
        // The onboarding guard keeps signup (CONTACT_DETAILS) open until DASHBOARD.
        else if (step === 'CONTACT_DETAILS') expect(allowed).toBe(true);
        else expect(allowed).toBe(step === account.location || account.permittedLocations.includes(step));
      }),
    );
  });

  it('every refusal message is one the error policy shows (no "disabled", no "Incorrect")', () => {
    for (const message of Object.values(M)) {
      expect(message).not.toMatch(/disabled|Incorrect/);
    }
  });

  it('describes each rule for the OpenAPI document', () => {
    expect(describeOperationRule(VERIFIED)).toContain('DASHBOARD, with status ACTIVE and KYC approved');
    expect(describeOperationRule(BENEFICIARIES)).toContain(
      'BENEFICIARIES (current or permitted), or an ACTIVE account at DASHBOARD',
    );
    expect(describeOperationRule(ANY_STEP)).toContain('any onboarding location before DASHBOARD');
  });
});
