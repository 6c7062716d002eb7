import { expect, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { answerQuestionnairePage } from './flow';
import { expectPath } from './support';

test.use({ actionTimeout: 10_000 });

/** The shell's Back (the kit's `BackLink`: a link, also when it goes one questionnaire page back). */
const backControl = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: 'Back', exact: true });

/** Opens `from`, presses the shell's Back, and expects `to` (doc 1 §2.5). */
async function back(page: import('@playwright/test').Page, from: string, to: string) {
  await page.goto(from);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await backControl(page).click();
  await expectPath(page, to);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('every back button (doc 1 §2.5)', () => {
  test.setTimeout(90_000);

  test('signed out: signup goes back to self-identification', async ({ page }) => {
    await page.goto('/onboarding/self-identification');
    await page.evaluate(() => window.localStorage.setItem('userType', 'INDIVIDUAL'));
    await back(page, '/onboarding/signup', '/onboarding/self-identification');
  });

  test('the individual branch', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'REVIEW' });
    await useSession(page, applicant.token);
    const signup = '/onboarding/signup';
    for (const page_ of [
      '/onboarding/phone-notice',
      '/onboarding/confirm-mobile',
      '/onboarding/email-notice',
      '/onboarding/confirm-email',
      '/onboarding/advisory-agreement',
    ]) {
      await back(page, page_, signup);
    }
    await back(page, '/onboarding/personal-information', '/onboarding/custodian-agreement');
    await back(page, '/onboarding/id-verification', '/onboarding/personal-information');
    await back(page, '/onboarding/beneficiaries', '/onboarding/id-verification');
    await back(page, '/onboarding/retail-questionnaire', '/onboarding/beneficiaries');
    await back(page, '/onboarding/investment-styles', '/onboarding/retail-questionnaire');
    await back(page, '/onboarding/tax-loss-harvesting', '/onboarding/investment-styles');
    await back(page, '/onboarding/advisory-fees', '/onboarding/tax-loss-harvesting');
    await back(page, '/onboarding/review', '/onboarding/advisory-fees');
    // The custodian agreement has no back target (the signed agreement left the history).
    await page.goto('/onboarding/custodian-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'Custodial Agreement' })).toBeVisible();
    await expect(backControl(page)).toHaveCount(0);

    // Later questionnaire pages go back one page; the first leaves the questionnaire.
    await page.goto('/onboarding/retail-questionnaire');
    await expect(page.getByText('Page 1 of 4')).toBeVisible();
    await answerQuestionnairePage(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Page 2 of 4')).toBeVisible();
    await backControl(page).click();
    await expect(page.getByText('Page 1 of 4')).toBeVisible();
    await expectPath(page, '/onboarding/retail-questionnaire');
    // The title of the page shown takes focus.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  });

  test('the institution branch', async ({ page, request }) => {
    const applicant = await createApplicant(request, { type: 'INSTITUTION', until: 'REVIEW' });
    await useSession(page, applicant.token);
    await back(page, '/onboarding/institution-information', '/onboarding/custodian-agreement');
    await back(page, '/onboarding/institution-documents', '/onboarding/institution-information');
    await back(page, '/onboarding/institution-questionnaire', '/onboarding/institution-documents');
    await back(page, '/onboarding/investment-styles', '/onboarding/institution-questionnaire');
    await back(page, '/onboarding/advisory-fees', '/onboarding/tax-loss-harvesting');
  });
});
