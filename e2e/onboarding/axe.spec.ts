import { expect, expectAxeClean, test } from '../fixtures';
import { createApplicant, useSession } from './api';
import { allowHttpErrors, DEMO_PASSWORD, expectPath } from './support';

// The individual and institution pages of an applicant at review are checked where back.spec.ts
// opens each of them (the same applicant state), not loaded a second time here.

const PUBLIC_PAGES = [
  '/login',
  '/forgot-password',
  '/403',
  '/terms-and-conditions',
  '/privacy-policy',
  '/appredirect',
  '/onboarding/self-identification',
] as const;

/** Opens `path` and checks it with axe in both colour modes. */
async function check(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAxeClean(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('axe on every route, dark and light', () => {
  test.setTimeout(240_000);

  test('public pages', async ({ page, consoleErrors }) => {
    for (const path of PUBLIC_PAGES) await check(page, path);
    await page.evaluate(() => window.localStorage.setItem('userType', 'INDIVIDUAL'));
    await check(page, '/onboarding/signup');
    await page.goto('/nowhere');
    await expectAxeClean(page);
    allowHttpErrors(consoleErrors, [404]);
    // /appredirect forwards without a user gesture after axe's reloads, which Chromium refuses aloud.
    const kept = consoleErrors.filter((line) => !line.includes("launch 'cairn://"));
    consoleErrors.splice(0, consoleErrors.length, ...kept);
  });

  test('/2fa', async ({ page, consoleErrors }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('admin@cairn.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    // Submitted with Enter: a pressed Log In button would leave its progress announcement naming a
    // button that /login took away (react-aria keeps it 7 s), which axe reports.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expectPath(page, '/2fa');
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await expectAxeClean(page);
    allowHttpErrors(consoleErrors, []);
  });

  test('the desktop-only page', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // Safari has no User-Agent Client Hints: the UA string decides.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cairn is available on desktop only' }),
    ).toBeVisible();
    await expectAxeClean(page);
    await context.close();
  });

  test('the complete page', async ({ page, request }) => {
    const done = await createApplicant(request, { until: 'DASHBOARD' });
    await useSession(page, done.token);
    await check(page, '/onboarding/complete');
  });
});
