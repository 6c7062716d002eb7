import { expect, test } from '../fixtures';
import {
  finish,
  institutionInformation,
  newApplicant,
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

  // The individual's walk from / to /dashboard is keyboard.spec.ts's: the same pages by keyboard
  // alone, with this walk's checks.

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
