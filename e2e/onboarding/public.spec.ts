import { globalMessages, signInErrorMessages, twoFactorMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import {
  allowHttpErrors,
  codeSentAfter,
  DEMO_PASSWORD,
  expectPath,
  outbox,
  recordNavigations,
  toast,
  typeCode,
} from './support';

const INVESTOR = 'investor@cairn.example';
const INVESTOR_PHONE = '+12025550101';
const ADMIN_PHONE = '+12025550107';

test.describe('sign-in (doc 1 §4, §8)', () => {
  test('/ goes to /login on a desktop', async ({ page, consoleErrors: _ }) => {
    await page.goto('/');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/onboarding/self-identification',
    );
  });

  test('shows the form messages and the wrong-password message', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email must be a valid email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(INVESTOR);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(signInErrorMessages.INVALID_USERNAME_OR_PASSWORD)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    allowHttpErrors(consoleErrors, [400]);
  });

  test('2FA with investor@: a wrong code, resend, resend as email, then the dashboard', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(INVESTOR);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/2fa');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');

    await typeCode(page, '000000');
    await expect(page.getByText(twoFactorMessages.INCORRECT_CODE)).toBeVisible();
    // A wrong code leaves the user in the field, boxes cleared, ready for the next one.
    const field = page.getByLabel('Verification code');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    let before = (await outbox(request)).length;
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await expect(toast(page)).toContainText(twoFactorMessages.resentToMobile);
    // A new code is coming: the message and the red are gone, the focus is back in the field.
    await expect(page.getByText(twoFactorMessages.INCORRECT_CODE)).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toBeFocused();
    await codeSentAfter(request, INVESTOR_PHONE, before);
    // Locked for 10 s after each resend (doc 1 §4).
    await expect(page.getByRole('button', { name: 'Resend as email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Resend as email' })).toBeEnabled({ timeout: 12_000 });

    before = (await outbox(request)).length;
    await page.getByRole('button', { name: 'Resend as email' }).click();
    await expect(toast(page)).toContainText(twoFactorMessages.resentToEmail);
    const code = await codeSentAfter(request, INVESTOR, before);
    const visited = recordNavigations(page);
    await typeCode(page, code);
    await expectPath(page, '/dashboard');
    await page.waitForLoadState('load');
    // Straight to the page of the location (DASHBOARD): one full page load, never /login between.
    expect(visited()).toEqual(['/dashboard']);
    allowHttpErrors(consoleErrors, [400]);
  });

  test('a password sign-in without MFA lands directly on the page of the location', async ({
    page,
    consoleErrors: _,
  }) => {
    for (const [email, path] of [
      ['friends@cairn.example', '/dashboard'],
      ['halfway@cairn.example', '/onboarding/personal-information'],
    ] as const) {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      const visited = recordNavigations(page);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expectPath(page, path);
      await page.waitForLoadState('load');
      expect(visited(), email).toEqual([path]);
      await page.evaluate(() => window.sessionStorage.clear());
    }
  });

  test('after 2FA, a sign-in sent from another app returns to its page directly', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    await page.goto('/login?redirect=%2Fadmin%2Findices');
    await page.getByLabel('Email', { exact: true }).fill('admin@cairn.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const before = (await outbox(request)).length;
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/2fa');
    const code = await codeSentAfter(request, ADMIN_PHONE, before);
    const visited = recordNavigations(page);
    await typeCode(page, code);
    await expectPath(page, '/admin/indices');
    await page.waitForLoadState('load');
    expect(visited()).toEqual(['/admin/indices']);
  });
});

test.describe('password recovery (doc 1 §4, §8)', () => {
  test('forgot -> code and new password -> success', async ({ page, request, consoleErrors }) => {
    const email = 'friends@cairn.example';
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nope');
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = (await outbox(request)).length;
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(toast(page)).toContainText('Recovery Email Sent!');
    const code = await codeSentAfter(request, email, before);

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Confirmation code is required')).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirm password is required')).toBeVisible();

    await page.getByLabel('Confirmation code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    // The same password is refused by the server with the spec's message.
    await expect(toast(page)).toContainText('New password cannot be the same as the old password');

    // Resend is debounced 2 s: three quick presses send one email.
    const beforeResend = (await outbox(request)).length;
    for (let press = 0; press < 3; press += 1)
      await page.getByRole('button', { name: 'Resend code' }).click();
    await expect
      .poll(async () => (await outbox(request)).slice(beforeResend).filter((m) => m.to === email).length, {
        timeout: 5_000,
      })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const sent = (await outbox(request)).slice(beforeResend).filter((m) => m.to === email);
    expect(sent).toHaveLength(1);

    const newPassword = 'Cairn-demo-2!';
    await page.getByLabel('Confirmation code').fill(sent[0]?.code ?? '');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Successfully Reset' })).toBeVisible();

    // Put the demo password back for the other tests, through the same flow.
    const again = (await outbox(request)).length;
    await request.post('/api/user/profile/password-reset', { data: { email } });
    const restore = await codeSentAfter(request, email, again);
    const restored = await request.post('/api/user/profile/password-reset/confirm', {
      data: { email, code: restore, password: DEMO_PASSWORD },
    });
    expect(restored.ok()).toBe(true);
    allowHttpErrors(consoleErrors, [400]);
  });
});

test.describe('public pages (doc 1 §2.1)', () => {
  test('the desktop-only page on a mobile device, with a button to the marketing site', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // Safari on an iPhone has no User-Agent Client Hints: the UA string decides.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cairn is available on desktop only' }),
    ).toBeVisible();
    await expect(page.getByText('Please use a desktop computer to sign up or log in.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cairn homepage' })).toHaveAttribute(
      'href',
      'https://cairn.example',
    );
    await expectPath(page, '/');
    await context.close();
  });

  test('/403, the legal pages and their modals', async ({ page, consoleErrors: _ }) => {
    await page.goto('/403');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('The minimum initial deposit is $15,000.')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('governed by the laws of Massachusetts');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('/appredirect forwards the query string to cairn://', async ({ page, consoleErrors }) => {
    await page.goto('/appredirect?code=123&state=a%20b');
    await expect(page.getByRole('heading', { level: 1, name: 'Opening the app...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'cairn://?code=123&state=a%20b',
    );
    // Chromium has no handler for the scheme and says so in the console: that is the forward.
    consoleErrors.length = 0;
  });

  test('the catch-all not-found page', async ({ page }) => {
    await page.goto('/nowhere/at/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('a server fault shows the generic toast', async ({ page, request, consoleErrors }) => {
    await request.post('/__sandbox/faults', { data: { path_pattern: '/user/authentication', fault: '500' } });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(INVESTOR);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText(globalMessages.serverError);
    await expectPath(page, '/login');
    allowHttpErrors(consoleErrors, [500]);
  });
});
