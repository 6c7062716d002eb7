import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import { onboardingShellMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { allowHttpErrors, DEMO_PASSWORD, expectPath } from './support';

test.use({ actionTimeout: 10_000 });

test.describe('guards (doc 1 §2.3)', () => {
  test('halfway@ signs in and resumes at personal information', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('halfway@cairn.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/onboarding/personal-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Onboarding progress' })).toContainText('Account');
    await expect(
      page.getByRole('button', { name: onboardingShellMessages.restartApplication }),
    ).toBeVisible();
    // The account type comes from the application (local storage 'userType', doc 1 §2.1).
    expect(await page.evaluate(() => window.localStorage.getItem('userType'))).toBe('INDIVIDUAL');
  });

  test('a signed-in user is sent to the page of their location', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'ADVISORY_AGREEMENT' });
    await useSession(page, applicant.token);
    for (const path of [
      '/',
      '/login',
      '/2fa',
      '/onboarding/review',
      '/onboarding/self-identification',
      '/onboarding/nowhere',
    ]) {
      await page.goto(path);
      await expectPath(page, '/onboarding/advisory-agreement');
    }
    // Earlier steps stay open (permitted locations); /forgot-password is always allowed.
    await page.goto('/onboarding/confirm-mobile');
    await expect(page.getByText('This is already verified.')).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  });

  test('/onboarding/complete only at DASHBOARD; other onboarding pages send DASHBOARD to /dashboard', async ({
    page,
    request,
  }) => {
    const pending = await createApplicant(request, { until: 'REVIEW' });
    await useSession(page, pending.token);
    await page.goto('/onboarding/complete');
    await expectPath(page, '/onboarding/review');
    await expect(page.getByRole('button', { name: 'Confirm and Submit' })).toBeDisabled();

    const done = await createApplicant(request, { until: 'DASHBOARD' });
    await useSession(page, done.token);
    await page.goto('/onboarding/complete');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Congratulations, Ada King Lovelace!' }),
    ).toBeVisible();
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next.getByText(/may take up to 5 business days/)).toBeVisible();
    await expect(next.getByText(/you cannot deposit or trade/)).toBeVisible();
    await expect(page.getByRole('button', { name: onboardingShellMessages.restartApplication })).toHaveCount(
      0,
    );
    await page.goto('/onboarding/review');
    await expectPath(page, '/dashboard');
    await page.goto('/login');
    await expectPath(page, '/dashboard');
  });

  test('signup without a stored user type goes to self-identification; signed out, other pages go to /login', async ({
    page,
  }) => {
    await page.goto('/onboarding/signup');
    await expectPath(page, '/onboarding/self-identification');
    await expect(page.getByRole('radio', { name: /Advisor/ })).toBeDisabled();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(page.getByText('Estimated completion time: 10 mins').first()).toBeVisible();
    await page.goto('/onboarding/phone-notice');
    await expectPath(page, '/login');
    await page.goto('/onboarding/complete');
    await expectPath(page, '/login');
    await page.goto('/2fa');
    await expectPath(page, '/login');
  });

  test('the institution admin is congratulated by the dba name', async ({ page, request }) => {
    const institution = await createApplicant(request, { type: 'INSTITUTION', until: 'DASHBOARD' });
    await useSession(page, institution.token);
    await page.goto('/onboarding/complete');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Congratulations, Api Capital!' }),
    ).toBeVisible();
  });
});

test.describe('the shell (doc 1 §2.4)', () => {
  test('Restart Application asks, then deletes the application, logs out and returns to self-identification', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/phone-notice');
    await page.getByRole('button', { name: 'Restart Application' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await expect(dialog).toContainText(
      'Restarting your application will delete any login credentials and discard your progress',
    );
    await dialog.getByRole('button', { name: 'No, Go Back' }).click();
    await expect(dialog).toBeHidden();
    await expectPath(page, '/onboarding/phone-notice');

    await page.getByRole('button', { name: 'Restart Application' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Restart' }).click();
    await expectPath(page, '/onboarding/self-identification');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How will you invest with Cairn?' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('userType'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Restart Application' })).toHaveCount(0);
    const signIn = await request.post('/api/user/authentication', {
      data: { username: applicant.email, password: applicant.password, type: 'USER_PASS' },
    });
    expect(signIn.status()).toBe(400);
    allowHttpErrors(consoleErrors, [401]);
  });

  test('Return to Onboarding Review shows at REVIEW on other pages', async ({ page, request }) => {
    const applicant = await createApplicant(request, { until: 'REVIEW' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/review');
    await expect(page.getByRole('link', { name: 'Return to Onboarding Review' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit Personal Information' }).click();
    await expectPath(page, '/onboarding/personal-information');
    await page.getByRole('link', { name: 'Return to Onboarding Review' }).click();
    await expectPath(page, '/onboarding/review');
  });
});

test.describe('session (doc 1 §4, §8)', () => {
  test('a 401 mid-flow logs out to /login', async ({ page, request, consoleErrors }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/confirm-mobile');
    await request.post('/__sandbox/faults', {
      data: { path_pattern: '/auth-attribute/verify', fault: '401' },
    });
    await page.getByLabel('Verification code').pressSequentially('123456');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    allowHttpErrors(consoleErrors, [401]);
  });

  test('a server fault mid-flow shows the generic toast and keeps the form', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = await createApplicant(request, { until: 'INDIVIDUAL_DOCUMENTS' });
    await useSession(page, applicant.token);
    await page.goto('/onboarding/personal-information');
    // The saved SSN is shown masked to its last 4 digits, with no more of it in the page.
    await expect(page.getByRole('textbox', { name: 'Social Security Number*' })).toHaveValue('•••-••-6789');
    expect(await page.content()).not.toContain('123-45');
    await page.getByLabel('Address Line 1*').fill('9 Elm Street');
    await request.post('/__sandbox/faults', {
      data: { path_pattern: '^/api/account/application$', fault: '500' },
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    );
    await expectPath(page, '/onboarding/personal-information');
    await expect(page.getByLabel('Address Line 1*')).toHaveValue('9 Elm Street');
    allowHttpErrors(consoleErrors, [500]);
  });

  test('30 minutes idle: a warning a minute before, then logout with the notice', async ({
    page,
    request,
  }) => {
    const applicant = await createApplicant(request, { until: 'PHONE_VERIFICATION' });
    await page.clock.install();
    await useSession(page, applicant.token);
    await page.goto('/onboarding/phone-notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Mobile Number' })).toBeVisible();
    await page.clock.fastForward('29:01');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('29:30');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Your session expired due to inactivity.',
    );
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  });
});
