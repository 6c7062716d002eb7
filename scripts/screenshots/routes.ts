/**
 * Every route `npm run screenshots` renders, by app. A route says how to reach it: signed out, as a
 * demo user, as a fresh applicant walked (through the API) to an onboarding location, or with a few
 * steps on the page first. Add the investor app's routes here as they are built.
 */
import type { OnboardingLocation } from '@cairn/domain';
import type { Page } from '@playwright/test';

export type Reach =
  | { readonly as: 'visitor' }
  | { readonly as: 'demo'; readonly email: string }
  | {
      readonly as: 'applicant';
      readonly type: 'INDIVIDUAL' | 'INSTITUTION';
      readonly until: OnboardingLocation;
    };

export interface Shot {
  /** The file name (without theme and extension). */
  readonly name: string;
  /** The path to open; `{model}` / `{index}` are filled with an admin-made id. */
  readonly path: string;
  readonly reach: Reach;
  /** Steps on the page before the picture (open a dialog, sign in to reach /2fa...). */
  readonly before?: (page: Page) => Promise<void>;
}

const visitor = { as: 'visitor' } as const;
const investor = { as: 'demo', email: 'investor@cairn.example' } as const;
const admin = { as: 'demo', email: 'admin@cairn.example' } as const;
const individual = (until: OnboardingLocation) => ({ as: 'applicant', type: 'INDIVIDUAL', until }) as const;
const institution = (until: OnboardingLocation) => ({ as: 'applicant', type: 'INSTITUTION', until }) as const;

export const SHOTS: Readonly<Record<'onboarding' | 'customer' | 'admin', readonly Shot[]>> = {
  onboarding: [
    { name: 'login', path: '/login', reach: visitor },
    {
      name: '2fa',
      path: '/login',
      reach: visitor,
      before: async (page) => {
        await page.getByLabel('Email').fill('investor@cairn.example');
        await page.getByLabel('Password', { exact: true }).fill('Cairn-demo-1!');
        await page.getByRole('button', { name: /sign in|log in/i }).click();
        await page.waitForURL('**/2fa');
      },
    },
    { name: 'forgot-password', path: '/forgot-password', reach: visitor },
    { name: '403', path: '/403', reach: visitor },
    { name: 'not-found', path: '/no-such-page', reach: visitor },
    { name: 'terms', path: '/terms-and-conditions', reach: visitor },
    { name: 'privacy', path: '/privacy-policy', reach: visitor },
    { name: 'appredirect', path: '/appredirect?screen=portfolio', reach: visitor },
    { name: 'self-identification', path: '/onboarding/self-identification', reach: visitor },
    {
      name: 'signup',
      path: '/onboarding/signup',
      reach: visitor,
      before: async (page) => {
        await page.evaluate(() => window.localStorage.setItem('userType', 'INDIVIDUAL'));
        await page.reload();
      },
    },
    { name: 'phone-notice', path: '/onboarding/phone-notice', reach: individual('PHONE_VERIFICATION') },
    { name: 'confirm-mobile', path: '/onboarding/confirm-mobile', reach: individual('PHONE_VERIFICATION') },
    { name: 'email-notice', path: '/onboarding/email-notice', reach: individual('EMAIL_VERIFICATION') },
    { name: 'confirm-email', path: '/onboarding/confirm-email', reach: individual('EMAIL_VERIFICATION') },
    {
      name: 'advisory-agreement',
      path: '/onboarding/advisory-agreement',
      reach: individual('ADVISORY_AGREEMENT'),
    },
    {
      name: 'custodian-agreement',
      path: '/onboarding/custodian-agreement',
      reach: individual('CUSTODIAN_AGREEMENT'),
    },
    {
      name: 'personal-information',
      path: '/onboarding/personal-information',
      reach: individual('INDIVIDUAL_INFORMATION'),
    },
    {
      name: 'id-verification',
      path: '/onboarding/id-verification',
      reach: individual('INDIVIDUAL_DOCUMENTS'),
    },
    { name: 'beneficiaries', path: '/onboarding/beneficiaries', reach: individual('BENEFICIARIES') },
    {
      name: 'retail-questionnaire',
      path: '/onboarding/retail-questionnaire',
      reach: individual('INDIVIDUAL_QUESTIONNAIRE'),
    },
    {
      name: 'investment-styles',
      path: '/onboarding/investment-styles',
      reach: individual('INVESTMENT_STYLES'),
    },
    { name: 'tax-loss-harvesting', path: '/onboarding/tax-loss-harvesting', reach: individual('TLH') },
    {
      name: 'tax-loss-harvesting-confirm',
      path: '/onboarding/tax-loss-harvesting',
      reach: individual('TLH'),
      before: async (page) => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('button', { name: 'Turn On' }).click();
        await page.getByText('Must confirm TLH settings').waitFor();
      },
    },
    { name: 'advisory-fees', path: '/onboarding/advisory-fees', reach: individual('ADVISORY_FEES') },
    { name: 'review', path: '/onboarding/review', reach: individual('REVIEW') },
    { name: 'complete', path: '/onboarding/complete', reach: individual('DASHBOARD') },
    {
      name: 'institution-information',
      path: '/onboarding/institution-information',
      reach: institution('INSTITUTION_INFORMATION'),
    },
    {
      name: 'institution-documents',
      path: '/onboarding/institution-documents',
      reach: institution('INSTITUTION_DOCUMENTS'),
    },
    {
      name: 'institution-documents-explanation',
      path: '/onboarding/institution-documents',
      reach: institution('INSTITUTION_DOCUMENTS'),
      before: async (page) => {
        await page.getByRole('radio', { name: 'No' }).check({ force: true });
        await page.getByLabel('Explanation*').fill(' ');
        await page.getByLabel('Explanation*').blur();
        await page.getByText('Explanation is required').waitFor();
      },
    },
    {
      name: 'institution-questionnaire',
      path: '/onboarding/institution-questionnaire',
      reach: institution('INSTITUTION_QUESTIONNAIRE'),
    },
    { name: 'institution-review', path: '/onboarding/review', reach: institution('REVIEW') },
    { name: 'institution-complete', path: '/onboarding/complete', reach: institution('DASHBOARD') },
  ],
  customer: [
    { name: 'dashboard', path: '/dashboard', reach: investor },
    {
      name: 'dashboard-institution',
      path: '/dashboard',
      reach: { as: 'demo', email: 'institution@cairn.example' },
    },
    { name: 'dashboard-friends', path: '/dashboard', reach: { as: 'demo', email: 'friends@cairn.example' } },
    { name: 'dashboard-pending', path: '/dashboard', reach: { as: 'demo', email: 'pending@cairn.example' } },
    {
      name: 'dashboard-inactive',
      path: '/dashboard',
      reach: { as: 'demo', email: 'inactive@cairn.example' },
    },
    {
      name: 'dashboard-awaiting',
      path: '/dashboard',
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    {
      name: 'dashboard-noselection',
      path: '/dashboard',
      reach: { as: 'demo', email: 'noselection@cairn.example' },
    },
    { name: 'models', path: '/marketplace/models', reach: investor },
    { name: 'models-cards', path: '/marketplace/models?view=card', reach: investor },
    { name: 'model-details', path: '/marketplace/models/Crypto%20Market', reach: investor },
    { name: 'indices', path: '/marketplace/indices', reach: investor },
    { name: 'index-details', path: '/marketplace/indices/CC10', reach: investor },
    {
      name: 'model-guide',
      path: '/marketplace/models',
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Model Selection Guide' }).click();
        for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next' }).click();
      },
    },
    {
      name: 'performance',
      path: '/performance',
      reach: investor,
      before: async (page) => {
        await page.locator('[data-chart-state="ready"]').waitFor();
      },
    },
    {
      name: 'performance-bar',
      path: '/performance',
      reach: investor,
      before: async (page) => {
        await page.getByRole('radio', { name: 'Bar' }).click();
        await page.locator('[data-chart-state="ready"]').waitFor();
      },
    },
    {
      name: 'performance-awaiting',
      path: '/performance',
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    { name: 'activity-log', path: '/activity/log', reach: investor },
    { name: 'documents', path: '/activity/documents', reach: investor },
    { name: 'trades', path: '/activity/trades', reach: investor },
    { name: 'tax-center', path: '/activity/tax-center', reach: investor },
    { name: 'transactions', path: '/activity/tax-center/transactions', reach: investor },
    { name: 'portfolio', path: '/portfolio', reach: investor },
    {
      name: 'portfolio-apply',
      path: '/portfolio',
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Apply Changes' }).click();
        await page.getByRole('alertdialog').getByText('Estimated total gain').waitFor({ timeout: 30_000 });
      },
    },
    {
      name: 'portfolio-fees',
      path: '/portfolio',
      reach: investor,
      before: async (page) => {
        await page.getByRole('button', { name: 'Fee Details' }).click();
        await page.getByRole('dialog').getByText('Total Annual Fee').waitFor();
      },
    },
    {
      name: 'portfolio-belowmin',
      path: '/portfolio',
      reach: { as: 'demo', email: 'belowmin@cairn.example' },
    },
    { name: 'portfolio-friends', path: '/portfolio', reach: { as: 'demo', email: 'friends@cairn.example' } },
    {
      name: 'portfolio-awaiting',
      path: '/portfolio',
      reach: { as: 'demo', email: 'awaiting@cairn.example' },
    },
    {
      name: 'portfolio-noselection',
      path: '/portfolio',
      reach: { as: 'demo', email: 'noselection@cairn.example' },
    },
    { name: 'portfolio-maxed', path: '/portfolio', reach: { as: 'demo', email: 'maxed@cairn.example' } },
    { name: 'account', path: '/account', reach: investor },
    {
      name: 'account-institution',
      path: '/account',
      reach: { as: 'demo', email: 'institution@cairn.example' },
    },
    { name: 'account-inactive', path: '/account', reach: { as: 'demo', email: 'inactive@cairn.example' } },
    {
      name: 'account-exclude-assets',
      path: '/account',
      reach: investor,
      // Opening the picker changes nothing: exclusions are stored only once confirmed.
      before: async (page) => {
        await page.getByRole('button', { name: 'Add Exclusions' }).click();
        await page.getByRole('dialog', { name: 'Exclude Assets' }).waitFor();
      },
    },
  ],
  admin: [
    { name: 'index-creation', path: '/admin/index-creation', reach: admin },
    { name: 'index-edit', path: '/admin/index-creation/{index}', reach: admin },
    { name: 'indices', path: '/admin/indices', reach: admin },
    { name: 'model-creation', path: '/admin/model-creation', reach: admin },
    { name: 'model-edit-momentum', path: '/admin/model-creation/{model}', reach: admin },
    { name: 'models', path: '/admin/models', reach: admin },
    { name: 'trade-settings', path: '/admin/trade-settings', reach: admin },
    { name: 'waitlist-settings', path: '/admin/waitlist-settings', reach: admin },
    { name: 'keys', path: '/admin/keys', reach: admin },
  ],
};
