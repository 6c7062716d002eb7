import { expect, test } from '../fixtures';
import {
  answerQuestionnairePage,
  finish,
  fullName,
  institutionInformation,
  newApplicant,
  personalInformation,
  questionnaire,
  signAgreements,
  signUp,
  upload,
  verifyContacts,
} from './flow';
import { allowHttpErrors, expectPath } from './support';

test.describe('onboarding end to end (doc 1 §2.5)', () => {
  test.setTimeout(180_000);
  test.use({ actionTimeout: 10_000 });

  test('a new individual from / to /dashboard', async ({ page, consoleErrors }) => {
    const applicant = newApplicant('individual');
    await page.goto('/');
    await expectPath(page, '/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await signUp(page, applicant, 'Individual');
    expect(await page.evaluate(() => window.localStorage.getItem('userType'))).toBe('INDIVIDUAL');
    await verifyContacts(page, applicant);
    await signAgreements(page, applicant, '/onboarding/personal-information');
    await personalInformation(page);

    await page.getByRole('radio', { name: 'Passport' }).click({ force: true });
    await expect(page.getByRole('radio', { name: 'Passport' })).toBeChecked();
    await upload(page, 'Passport');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/onboarding/beneficiaries');

    await page.getByRole('radio', { name: 'No' }).check({ force: true });
    await page.getByRole('button', { name: 'Skip' }).click();
    await expectPath(page, '/onboarding/retail-questionnaire');

    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await answerQuestionnairePage(page);
    await questionnaire(page);
    await finish(page, { tlh: 'confirm', name: fullName(applicant) });
    // The custodian's stand-in page has no favicon.
    allowHttpErrors(consoleErrors, [404]);
  });

  test('a new institution from / to /dashboard', async ({ page, consoleErrors }) => {
    const applicant = newApplicant('institution', 'Acme Holdings LLC');
    await page.goto('/onboarding/self-identification');
    await signUp(page, applicant, 'Institutional');
    expect(await page.evaluate(() => window.localStorage.getItem('userType'))).toBe('INSTITUTION');
    await verifyContacts(page, applicant);
    await signAgreements(page, applicant, '/onboarding/institution-information');
    await expect(page.getByLabel('Legal Entity Name*')).toHaveValue('Acme Holdings LLC');
    await institutionInformation(page, 'Acme Capital');

    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await upload(page, 'Constitution document or trust agreement', 'constitution.pdf');
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: 'No' }).check({ force: true });
    await expect(next).toBeDisabled();
    await page.getByLabel('Explanation*').fill('The company was formed last week; no bills yet.');
    await next.click();
    await expectPath(page, '/onboarding/institution-questionnaire');

    await questionnaire(page);
    await finish(page, { tlh: 'off', name: 'Acme Capital' });
    allowHttpErrors(consoleErrors, [404]);
  });
});
