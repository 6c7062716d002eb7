import { advisoryAgreementMessages, globalMessages, verificationMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { scrollToEnd, upload } from './flow';
import { allowHttpErrors, expectPath, toast } from './support';

test.use({ actionTimeout: 10_000 });

test.describe('screens of doc 1 §2.6 and their states (§4)', () => {
  test('phone verification: outcome chips, resend lock, too many attempts', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/confirm-mobile');
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(/Enter the 6-digit code sent to \(•••\) •••-\d{4}\./)).toBeVisible();
    await code.pressSequentially('000000');
    await expect(
      page.getByRole('alert').filter({ hasText: verificationMessages.INVALID_CODE }),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The boxes are cleared after each submit; the focus stays in the field.
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();

    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(page.getByText(verificationMessages.codeSent)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
    // A new code is on its way: the boxes are no longer red, and the focus is back in the field.
    await expect(code).not.toHaveAttribute('aria-invalid');
    await expect(code).toBeFocused();

    // The new code allows 5 wrong tries; the 6th is refused as too many (TOO_MANY_REQUESTS).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await code.pressSequentially('000000');
      await expect(code).toHaveValue('');
      // Read-only while the code is checked, and still focused: the next code goes in as typed.
      await expect(code).toBeEditable();
      await expect(code).toBeFocused();
    }
    await code.pressSequentially('000000');
    await expect(page.getByText(verificationMessages.TOO_MANY_TRIES).first()).toBeVisible();
    await expectPath(page, '/onboarding/confirm-mobile');
  });

  test('email verification advises the spam folders', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'EMAIL_VERIFICATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/confirm-email');
    await expect(page.getByText(`Enter the 6-digit code sent to ${applicant.email}.`)).toBeVisible();
    // The row of confirm-mobile and 2FA, the tip behind an info button; the note where Verify would be.
    await expect(page.getByText('Did not get a code?')).toBeVisible();
    await expect(page.getByText('We check the code as you type.')).toBeVisible();
    await page.getByRole('button', { name: 'Where to look for the email' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('spam and all-mail folders');
  });

  test('advisory agreement: scrolled to the end and the exact name, then history replaced', async ({
    page,
    request,
  }) => {
    const applicant = await createApplicant(request, { until: 'ADVISORY_AGREEMENT' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/advisory-agreement');
    const agree = page.getByRole('button', { name: 'Agree & Continue' });
    await expect(agree).toBeDisabled();
    const name = page.getByLabel('Full legal name');
    // The disabled button stays in the tab order and says why, as a tooltip and as its description.
    // The footer row holds Back at its left, then the primary action: two presses from the name.
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(agree).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(advisoryAgreementMessages.disabledTooltip);
    await expect(agree).toHaveAccessibleDescription(advisoryAgreementMessages.disabledTooltip);
    await name.fill('Ada King Lovelace');
    await expect(agree).toBeDisabled();
    await scrollToEnd(page, 'Advisory Agreement');
    await expect(agree).toBeEnabled();
    await name.fill('ada king lovelace');
    await expect(agree).toBeDisabled();
    await name.fill('Ada King Lovelace');
    await agree.click();
    await expectPath(page, '/onboarding/custodian-agreement');
    await page.goBack();
    await expect(page).not.toHaveURL(/advisory-agreement/);
  });

  test('custodian agreement: another event, a decline (timeout dialog), then signing', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = await createApplicant(request, { until: 'CUSTODIAN_AGREEMENT' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/custodian-agreement?event=cancel');
    const notSigned = page.getByRole('alertdialog', { name: 'Agreement Not Signed' });
    await expect(notSigned).toBeVisible();
    await notSigned.getByRole('button', { name: 'Close' }).click();
    await expect(notSigned).toBeHidden();
    await expectPath(page, '/onboarding/custodian-agreement');

    await page.getByRole('link', { name: 'Sign Custodial Agreement' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    const timeout = page.getByRole('alertdialog', { name: 'Custodial Agreement Timeout' });
    await expect(timeout).toBeVisible();
    await expect(timeout.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await timeout.getByRole('button', { name: 'Access Agreement' }).click();
    await page.getByRole('button', { name: 'Sign' }).click();
    await expectPath(page, '/onboarding/custodian-agreement');
    await expect(page.getByText('Signed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    allowHttpErrors(consoleErrors, [404]);
  });

  test('ID verification: changing the document type resets the uploads', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'INDIVIDUAL_DOCUMENTS' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/id-verification');
    await page.getByRole('button', { name: 'Why do we need this?' }).click();
    await expect(page.getByRole('dialog', { name: 'Identity Verification (KYC)' })).toContainText(
      '5 business days',
    );
    await page.keyboard.press('Escape');
    // The dialog's exit must be over before the page under it takes clicks.
    await expect(page.getByRole('dialog', { name: 'Identity Verification (KYC)' })).toBeHidden();
    await page.getByRole('radio', { name: 'Passport' }).click({ force: true });
    await expect(page.getByRole('button', { name: 'Choose file Passport' })).toBeVisible();
    await upload(page, 'Passport');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.getByRole('radio', { name: 'Government-Issued ID' }).click({ force: true });
    await expect(page.getByRole('button', { name: 'Choose file ID card front' })).toBeVisible();
    await upload(page, 'ID card front', 'front.pdf');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Passport' }).click({ force: true });
    await expect(page.getByRole('button', { name: 'Choose file Passport' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  test('tax-loss harvesting: off saves at once; on asks first', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'TLH' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/tax-loss-harvesting');
    const toggle = page.getByRole('switch', { name: 'Enable tax-loss harvesting' });
    // On by default for individuals.
    await expect(toggle).toBeChecked();
    // Continue with the unsaved default asks first; behind the question the switch shows Off.
    await page.getByRole('button', { name: 'Continue' }).click();
    const asking = page.getByRole('alertdialog', { name: 'Turn On Tax-Loss Harvesting?' });
    await expect(asking).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toBeHidden();
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    const saved = await request.get('/api/account/application', {
      headers: { Authorization: `Bearer ${applicant.token}` },
    });
    expect(((await saved.json()) as { tlh_enabled: boolean | null }).tlh_enabled).toBe(false);
    await toggle.click({ force: true });
    const dialog = page.getByRole('alertdialog', { name: 'Turn On Tax-Loss Harvesting?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).not.toBeChecked();
    await page.getByRole('button', { name: 'What is Tax-Loss Harvesting?' }).click();
    await expect(page.getByRole('dialog', { name: 'What is Tax-Loss Harvesting?' })).toBeVisible();
  });

  test('beneficiaries with an allocation total, and the 418 demo toast', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = await createApplicant(request, { until: 'BENEFICIARIES' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/beneficiaries');
    await page.getByRole('radio', { name: 'Yes' }).check({ force: true });
    await page.getByRole('button', { name: /Relationship/ }).click();
    await page.getByRole('option', { name: 'Spouse' }).click();
    await page.getByLabel('Full legal name').fill('Grace Brewster Hopper');
    await page.getByRole('textbox', { name: /^Allocation/ }).fill('60');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Total allocation must equal 100').first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Allocation/ }).fill('100');
    await request.post('/__sandbox/faults', {
      data: { path_pattern: '/account/beneficiaries', fault: '418' },
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page)).toContainText(globalMessages.demoAccount);
    await expectPath(page, '/onboarding/beneficiaries');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/onboarding/retail-questionnaire');
    allowHttpErrors(consoleErrors, [418]);
  });

  test('signup with an existing profile: password locked, the profile updated', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByLabel('Email*')).toHaveValue(applicant.email);
    await expect(page.getByLabel('Password*', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Confirm Password*')).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await page.getByLabel(/Mobile Phone Number/).fill('2025559876');
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await expectPath(page, '/onboarding/phone-notice');
    await expect(page.getByText('We sent a 6-digit code to (•••) •••-9876.')).toBeVisible();
  });

  test('signing up again with another password gives the INCORRECT_PASSWORD message', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await page.goto('/onboarding/self-identification');
    await page.evaluate(() => window.localStorage.setItem('userType', 'INDIVIDUAL'));
    await page.goto('/onboarding/signup');
    await page.getByLabel('First Name*').fill(applicant.first);
    await page.getByLabel('Last Name*').fill(applicant.last);
    await page.getByLabel('Email*').fill(applicant.email);
    await page.getByLabel(/Mobile Phone Number/).fill(applicant.phone);
    await page.getByLabel('Password*', { exact: true }).fill('Another-pass-9!');
    await page.getByLabel('Confirm Password*').fill('Another-pass-9!');
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check({ force: true });
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await expect(toast(page)).toContainText(verificationMessages.INCORRECT_PASSWORD);
    await expectPath(page, '/onboarding/signup');
    allowHttpErrors(consoleErrors, [400]);
  });
});
