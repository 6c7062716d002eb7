import { describe, expect, it } from 'vitest';
import { type BackTarget, backTarget, type FlowOptions, nextPage } from './flow';

const individual: FlowOptions = { userType: 'INDIVIDUAL', tlhFlag: true };
const individualNoTlh: FlowOptions = { userType: 'INDIVIDUAL', tlhFlag: false };
const institution: FlowOptions = { userType: 'INSTITUTION', tlhFlag: true };
const institutionNoTlh: FlowOptions = { userType: 'INSTITUTION', tlhFlag: false };

function walk(options: FlowOptions): string[] {
  const start = '/onboarding/self-identification';
  const pages = [start];
  for (let next = nextPage(start, options); next !== null; next = nextPage(next, options)) pages.push(next);
  return pages;
}

const common = [
  '/onboarding/self-identification',
  '/onboarding/signup',
  '/onboarding/phone-notice',
  '/onboarding/confirm-mobile',
  '/onboarding/email-notice',
  '/onboarding/confirm-email',
  '/onboarding/advisory-agreement',
  '/onboarding/custodian-agreement',
];
const individualBranch = [
  '/onboarding/personal-information',
  '/onboarding/id-verification',
  '/onboarding/beneficiaries',
  '/onboarding/retail-questionnaire',
  '/onboarding/investment-styles',
];
const institutionBranch = [
  '/onboarding/institution-information',
  '/onboarding/institution-documents',
  '/onboarding/institution-questionnaire',
  '/onboarding/investment-styles',
];
const end = ['/onboarding/advisory-fees', '/onboarding/review', '/onboarding/complete', '/dashboard'];

describe('nextPage (doc 1 §2.5)', () => {
  it.each<[string, FlowOptions, string[]]>([
    [
      'individual with TLH',
      individual,
      [...common, ...individualBranch, '/onboarding/tax-loss-harvesting', ...end],
    ],
    ['individual without TLH', individualNoTlh, [...common, ...individualBranch, ...end]],
    [
      'institution with TLH',
      institution,
      [...common, ...institutionBranch, '/onboarding/tax-loss-harvesting', ...end],
    ],
    ['institution without TLH', institutionNoTlh, [...common, ...institutionBranch, ...end]],
  ])('walks the whole flow: %s', (_name, options, expected) => {
    expect(walk(options)).toEqual(expected);
  });

  it.each([['/login'], ['/dashboard'], ['/portfolio'], ['/onboarding/unknown']])(
    'has no next page after %s',
    (page) => {
      expect(nextPage(page, individual)).toBeNull();
    },
  );

  it('ignores a query string', () => {
    expect(nextPage('/onboarding/signup?edit=1', individual)).toBe('/onboarding/phone-notice');
  });
});

const to = (path: string): BackTarget => ({ kind: 'page', path }) as BackTarget;

describe('backTarget (doc 1 §2.5)', () => {
  it.each<[string, FlowOptions, BackTarget | null]>([
    ['/onboarding/signup', individual, to('/onboarding/self-identification')],
    ['/onboarding/phone-notice', individual, to('/onboarding/signup')],
    ['/onboarding/confirm-mobile', individual, to('/onboarding/signup')],
    ['/onboarding/email-notice', individual, to('/onboarding/signup')],
    ['/onboarding/confirm-email', individual, to('/onboarding/signup')],
    ['/onboarding/advisory-agreement', individual, to('/onboarding/signup')],
    ['/onboarding/custodian-agreement', individual, null],
    ['/onboarding/personal-information', individual, to('/onboarding/custodian-agreement')],
    ['/onboarding/id-verification', individual, to('/onboarding/personal-information')],
    ['/onboarding/beneficiaries', individual, to('/onboarding/id-verification')],
    ['/onboarding/retail-questionnaire', individual, to('/onboarding/beneficiaries')],
    ['/onboarding/institution-information', institution, to('/onboarding/custodian-agreement')],
    ['/onboarding/institution-documents', institution, to('/onboarding/institution-information')],
    ['/onboarding/institution-questionnaire', institution, to('/onboarding/institution-documents')],
    ['/onboarding/investment-styles', individual, to('/onboarding/retail-questionnaire')],
    ['/onboarding/investment-styles', institution, to('/onboarding/institution-questionnaire')],
    ['/onboarding/tax-loss-harvesting', individual, to('/onboarding/investment-styles')],
    ['/onboarding/advisory-fees', individual, to('/onboarding/tax-loss-harvesting')],
    ['/onboarding/advisory-fees', individualNoTlh, to('/onboarding/investment-styles')],
    ['/onboarding/advisory-fees', institutionNoTlh, to('/onboarding/investment-styles')],
    ['/onboarding/review', individual, to('/onboarding/advisory-fees')],
    ['/onboarding/complete', individual, null],
    ['/onboarding/self-identification', individual, null],
    ['/dashboard', individual, null],
  ])('%s (%j) -> %j', (page, options, expected) => {
    expect(backTarget(page, options)).toEqual(expected);
  });

  it.each<[string, number | undefined, BackTarget]>([
    ['/onboarding/retail-questionnaire', undefined, to('/onboarding/beneficiaries')],
    ['/onboarding/retail-questionnaire', 0, to('/onboarding/beneficiaries')],
    ['/onboarding/retail-questionnaire', 1, { kind: 'questionnaire-page', index: 0 }],
    ['/onboarding/retail-questionnaire', 4, { kind: 'questionnaire-page', index: 3 }],
    ['/onboarding/institution-questionnaire', 0, to('/onboarding/institution-documents')],
    ['/onboarding/institution-questionnaire', 2, { kind: 'questionnaire-page', index: 1 }],
  ])('%s page %j -> %j', (page, questionnairePageIndex, expected) => {
    expect(backTarget(page, { ...individual, questionnairePageIndex })).toEqual(expected);
  });
});
