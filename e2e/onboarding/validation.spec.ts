import {
  addressMessages,
  dateOfBirthMessages,
  institutionDocumentsMessages,
  institutionInformationMessages,
  passwordMessages,
  signupMessages,
  taxNumberMessages,
  uploadMessages,
} from '@cairn/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { choose, fillAddress } from './flow';
import { allowHttpErrors } from './support';

test.use({ actionTimeout: 10_000 });

/**
 * Expects each message once under its field, exactly; a form's error summary repeats it as a link
 * to the field.
 */
async function expectMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(fieldMessage(page, message)).toBeVisible();
}

const fieldMessage = (page: Page, message: string) =>
  page.getByText(message, { exact: true }).and(page.locator(':not(a)'));

test.describe('validation messages of doc 1 §5 (input -> exact message)', () => {
  test('signup', async ({ page }) => {
    await page.goto('/onboarding/self-identification');
    await page.evaluate(() => window.localStorage.setItem('userType', 'INSTITUTION'));
    await page.goto('/onboarding/signup');
    const submit = page.getByRole('button', { name: 'Agree & Continue' });
    await submit.click();
    await expectMessages(page, [
      'First name is required',
      signupMessages.lastNameRequired,
      signupMessages.emailRequired,
      signupMessages.phoneRequired,
      'Legal entity name is required',
      'Password is required',
      'Confirm password is required',
      'You must accept the Terms of Use to continue',
    ]);

    const email = page.getByLabel('Email*');
    const phone = page.getByLabel(/Mobile Phone Number/);
    const password = page.getByLabel('Password*', { exact: true });
    const confirm = page.getByLabel('Confirm Password*');
    const rows: readonly [input: () => Promise<void>, message: string][] = [
      [() => email.fill('not-an-email'), 'Please enter a valid email'],
      [() => phone.fill('20255'), 'Phone number must contain 10 digits'],
      [() => password.fill('Sh0rt!'), passwordMessages.minLength],
      [() => password.fill('lowercase-1'), passwordMessages.uppercase],
      [() => password.fill('UPPERCASE-1'), passwordMessages.lowercase],
      [() => password.fill('No-numbers!'), passwordMessages.number],
      [() => password.fill('NoSpecial11'), passwordMessages.special],
      [
        async () => {
          await password.fill('Strong-pass-1!');
          await confirm.fill('Strong-pass-2!');
        },
        'Confirm password must match',
      ],
    ];
    for (const [input, message] of rows) {
      await input();
      await submit.click();
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    // The mobile number keeps digits only, at most 10, shown with the fixed +1.
    await phone.fill('');
    await phone.pressSequentially('(202) 555-01234');
    await expect(phone).toHaveValue('2025550123');
    await expect(page.getByText('+1', { exact: true })).toBeVisible();
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  test('personal information', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'INDIVIDUAL_INFORMATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/personal-information');
    const submit = page.getByRole('button', { name: 'Continue' });
    await submit.click();
    await expectMessages(page, [
      dateOfBirthMessages.required,
      addressMessages.addressLine1Required,
      addressMessages.cityRequired,
      addressMessages.stateRequired,
      'Valid zip code is required',
      taxNumberMessages.ssnRequired,
    ]);
    expect(dateOfBirthMessages.required).toBe('Date of birth required');
    const thisYear = String(new Date().getFullYear());
    await choose(page, /Year$/, thisYear);
    await choose(page, /Month$/, '01');
    await choose(page, /Day$/, '01');
    await page.getByLabel('Zip Code*').fill('123');
    await page.getByLabel('Social Security Number*').fill('12345');
    await submit.click();
    await expectMessages(page, [
      'You must be at least 18 years of age to use the product',
      'Valid zip code is required',
      'SSN must contain exactly 9 numbers',
    ]);
    // The SSN is typed with its dashes added as the digits come.
    await expect(page.getByLabel('Social Security Number*')).toHaveValue('123-45');
  });

  test('personal information: a failed submit focuses the first invalid field, the date before Zip', async ({
    page,
    request,
  }) => {
    const applicant = await createApplicant(request, { until: 'INDIVIDUAL_INFORMATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/personal-information');
    await choose(page, /Year$/, String(new Date().getFullYear()));
    await choose(page, /Month$/, '01');
    await choose(page, /Day$/, '01');
    await fillAddress(page);
    await page.getByLabel('Zip Code*').fill('123');
    await page.getByLabel('Social Security Number*').fill('123456789');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMessages(page, [dateOfBirthMessages.underage, addressMessages.zipInvalid]);
    await expect(page.getByRole('button', { name: /Year$/ })).toBeFocused();
    await expect(page.getByLabel('Zip Code*')).not.toBeFocused();
    await expect(page).toHaveURL(/\/onboarding\/personal-information$/);
  });

  test('institution information: a failed submit focuses the first invalid field, the Legal Structure select before Tax ID', async ({
    page,
    request,
  }) => {
    const applicant = await createApplicant(request, {
      type: 'INSTITUTION',
      until: 'INSTITUTION_INFORMATION',
    });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/institution-information');
    await page.getByLabel('Legal Entity Name*').fill('Focus Holdings LLC');
    await page.getByLabel('Tax ID or FEIN*').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMessages(page, [institutionInformationMessages.legalStructureRequired]);
    await expect(page.getByRole('button', { name: /Legal Structure\*/ })).toBeFocused();
    await expect(page.getByLabel('Tax ID or FEIN*')).not.toBeFocused();
  });

  test('institution information', async ({ page, request }) => {
    const applicant = await createApplicant(request, {
      type: 'INSTITUTION',
      until: 'INSTITUTION_INFORMATION',
    });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/institution-information');
    await page.getByLabel('Legal Entity Name*').fill('');
    await page.getByLabel('Tax ID or FEIN*').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMessages(page, [
      'Legal entity name is required',
      institutionInformationMessages.legalStructureRequired,
      institutionInformationMessages.institutionTypeRequired,
      institutionInformationMessages.mainSourceOfWealthRequired,
      institutionInformationMessages.legalSignerPositionRequired,
      'Tax ID or FEIN must contain exactly 9 numbers',
    ]);
    await page.getByLabel('Tax ID or FEIN*').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMessages(page, [taxNumberMessages.taxIdRequired]);
  });

  test('documents and uploads', async ({ page, request, consoleErrors }) => {
    // Sending a 10 MB file through the browser's file chooser took over 10 s on a loaded machine.
    test.slow();
    const applicant = await createApplicant(request, { type: 'INSTITUTION', until: 'INSTITUTION_DOCUMENTS' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/institution-documents');
    const upload = async (name: string, mimeType: string, size: number) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /^Choose file Constitution/ }).click();
      // Uploads are checked by content: the bytes start as a real PDF would.
      const buffer = Buffer.alloc(size);
      buffer.write('%PDF-1.7');
      await (await chooser).setFiles({ name, mimeType, buffer }, { timeout: 60_000 });
    };
    await upload('photo.gif', 'image/gif', 2048);
    await expect(page.getByRole('alert').filter({ hasText: uploadMessages.fileType })).toBeVisible();
    expect(uploadMessages.fileType).toBe('File type must be a JPEG, PNG, or PDF');
    await upload('scan.png', 'image/png', 10 * 1024 * 1024);
    await expect(page.getByText('File size must be smaller than 9MB')).toBeVisible();
    await request.post('/__sandbox/faults', {
      data: { path_pattern: '/application/document', fault: '500' },
    });
    await upload('scan.pdf', 'application/pdf', 1024);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Upload not successful. Please try again.',
    );
    // No proof of address: a written explanation is required.
    await page.getByRole('radio', { name: 'No' }).check({ force: true });
    const explanation = page.getByLabel('Explanation*');
    await explanation.fill(' ');
    await explanation.blur();
    await expect(
      page.getByText(institutionDocumentsMessages.proofOfAddressExplanationRequired),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    allowHttpErrors(consoleErrors, [500]);
  });
});
