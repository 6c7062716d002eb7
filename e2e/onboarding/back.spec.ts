import { expect, expectAxeClean, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { answerQuestionnairePage } from './flow';
import { allowHttpErrors, expectPath } from './support';

test.use({ actionTimeout: 10_000 });

/** The shell's Back (the kit's `BackLink`: a link, also when it goes one questionnaire page back). */
const backControl = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: 'Back', exact: true });

/**
 * Opens `from`, presses the shell's Back, and expects `to` (doc 1 §2.5). With `axe`, `from` is
 * first checked with axe in both colour modes: the branches below open every onboarding page of an
 * applicant at review, the very pages and state the axe check of every route needs, so the check
 * runs here instead of loading each page a second time for it.
 */
async function back(
  page: import('@playwright/test').Page,
  from: string,
  to: string,
  { axe = false }: { axe?: boolean } = {},
) {
  await page.goto(from);
  await expectPath(page, from);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (axe) {
    await expectAxeClean(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
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

  test('the individual branch; axe on each of its pages, dark and light', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
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
      await back(page, page_, signup, { axe: true });
      if (page_ === '/onboarding/phone-notice') await expectAxeClean(page);
    }
    await back(page, '/onboarding/personal-information', '/onboarding/custodian-agreement', { axe: true });
    await back(page, '/onboarding/id-verification', '/onboarding/personal-information', { axe: true });
    await back(page, '/onboarding/beneficiaries', '/onboarding/id-verification', { axe: true });
    await back(page, '/onboarding/retail-questionnaire', '/onboarding/beneficiaries', { axe: true });
    await back(page, '/onboarding/investment-styles', '/onboarding/retail-questionnaire', { axe: true });
    await back(page, '/onboarding/tax-loss-harvesting', '/onboarding/investment-styles', { axe: true });
    await back(page, '/onboarding/advisory-fees', '/onboarding/tax-loss-harvesting', { axe: true });
    await back(page, '/onboarding/review', '/onboarding/advisory-fees', { axe: true });
    // The custodian agreement has no back target (the signed agreement left the history).
    await page.goto('/onboarding/custodian-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'Custodial Agreement' })).toBeVisible();
    await expect(backControl(page)).toHaveCount(0);
    await expectAxeClean(page);

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

    // The shell's dialog.
    await page.getByRole('button', { name: 'Restart Application' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAxeClean(page, 'Restart Application');
    allowHttpErrors(consoleErrors, []);
  });

  test('the institution branch; axe on its own pages, dark and light', async ({ page, request }) => {
    test.setTimeout(150_000);
    const applicant = await createApplicant(request, { type: 'INSTITUTION', until: 'REVIEW' });
    await useSession(page, applicant.token);
    const axe = { axe: true };
    await back(page, '/onboarding/institution-information', '/onboarding/custodian-agreement', axe);
    await back(page, '/onboarding/institution-documents', '/onboarding/institution-information', axe);
    await back(page, '/onboarding/institution-questionnaire', '/onboarding/institution-documents', axe);
    await back(page, '/onboarding/investment-styles', '/onboarding/institution-questionnaire');
    await back(page, '/onboarding/advisory-fees', '/onboarding/tax-loss-harvesting');
  });
});
