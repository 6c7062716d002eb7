import { expect, test } from './fixtures';
import { signInAs } from './support/session';
import { SMOKE_ROUTES } from './support/smokeRoutes';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
}

// One test per route, one sign-in and one load: what reaches the browser (status, security
// headers, the app's own assets, no console error), then the kit's theme in both colour modes. The
// routes' axe checks are where each route is checked with the rest of its app's pages (/login in
// onboarding/axe.spec.ts, /dashboard in customer/dashboard.spec.ts, every admin route in
// admin/shell.spec.ts): a third load here only to run axe again checked the same page twice.
for (const route of SMOKE_ROUTES) {
  test(`${route.app} app renders ${route.path} through the gateway with the security headers, styled by the kit's theme in both colour modes`, async ({
    page,
    consoleErrors,
  }) => {
    if (route.signIn) await signInAs(page, route.signIn);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(response?.headers() ?? {});
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    // The app's own assets come from its own base on the shared origin.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
    expect(scripts.every((src) => src?.startsWith(`/app/${route.app}/`))).toBe(true);
    expect(consoleErrors).toEqual([]);

    // The theme's tokens and reset must reach the built app (not only Storybook's dev server).
    const look = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        token: getComputedStyle(document.documentElement).getPropertyValue('--cairn-color-background').trim(),
        font: getComputedStyle(document.body).fontFamily,
      }));
    expect(await look()).toMatchObject({ background: 'rgb(11, 13, 16)', token: '#0b0d10' });
    // (the minifier may shorten colours, as #ffffff to #fff: the computed background is the check)
    expect((await look()).font).toMatch(/^"Inter Variable", .*system-ui/);
    // The self-hosted font loads under the CSP's font-src 'self' (a blocked font loads no face).
    const interFaces = await page.evaluate(
      async () => (await document.fonts.load('400 16px "Inter Variable"', 'Cairn')).length,
    );
    expect(interFaces).toBe(1);
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    const light = await look();
    expect(light.background).toBe('rgb(245, 246, 248)');
    expect(light.token).not.toBe('');
  });
}

test('the dark theme is the default and applies before the app script runs', async ({ page }) => {
  await page.route('**/app/onboarding/assets/*.js', (r) => r.abort());
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveClass(/cairn-light/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
});

test('an unknown path is the onboarding not-found page with status 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expectSecurityHeaders(response?.headers() ?? {});
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  // Chromium logs the document's own 404 status; nothing else may be logged.
  const documentStatus = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(consoleErrors).toEqual([documentStatus]);
  consoleErrors.length = 0;
});

test('the API answers health and a JSON 404 under /api, with the security headers', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  expectSecurityHeaders(health.headers());
  const missing = await request.get('/api/no-such-call');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
});
