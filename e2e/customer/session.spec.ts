import { globalMessages, idleWarningMessages } from '@cairn/domain';
import { expect, expectAxeClean, test } from '../fixtures';
import { signInOnce } from '../support/session';

const INVESTOR = 'investor@cairn.example';

test.describe('the investor app: the one app root (doc 1 §4, doc 3 §4)', () => {
  test('a signed-out visitor opening /dashboard goes to /login with the page to come back to', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  });

  test('30 idle minutes: the warning first, then logout with the inactivity toast, the session and its cache gone', async ({
    page,
  }) => {
    await page.clock.install();
    const token = await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible();

    // The idle clock started when the app did, seconds before the dashboard drew on a busy
    // machine: a pointer move starts the 30 minutes from here.
    await page.mouse.move(5, 5);
    await page.clock.fastForward('28:59');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('00:02');
    const warning = page.getByRole('alertdialog', { name: idleWarningMessages.title });
    await expect(warning).toBeVisible();

    // Hold the page on the investor app when the session ends, to see what it still shows: a 204
    // answer to a navigation leaves the current document in place.
    const toLogin = (url: URL) => url.pathname === '/login';
    await page.route(toLogin, (route) => route.fulfill({ status: 204 }));
    // And hold the page's reads from here on: one refused with the old token while the DELETE is
    // under way would end the session a second time, as a 401, to /login?redirect=%2Fdashboard
    // (the notice stays 'idle', but that navigation would leave this page before the checks).
    const aRead = (url: URL) => url.pathname.startsWith('/api/') && !url.pathname.endsWith('/authentication');
    await page.route(aRead, () => {});
    // The server's answer, not the request: the token is refused only once the DELETE is done.
    const loggedOut = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().endsWith('/api/user/authentication'),
    );
    await page.clock.fastForward('01:00');
    await loggedOut;
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => window.sessionStorage.getItem('cairn.accessToken')))
      .toBeNull();
    await expect
      .poll(() => page.evaluate(() => window.sessionStorage.getItem('cairn.sessionEnd')))
      .toBe('idle');
    // The server ended the session too: the old token is refused.
    const after = await page.request.get('/api/user/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);

    // Leave the investor app before letting /login through: a late request of its own (a read
    // refused with the old token) would otherwise reach /login first and use up the notice.
    await page.goto('about:blank');
    await page.unroute(aRead);
    await page.unroute(toLogin);
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      globalMessages.sessionExpired,
    );
    // The reason stays on the sign-in page after its toast has gone, until dismissed (issue 31).
    const main = page.getByRole('main');
    await expect(main.getByText(globalMessages.sessionExpired)).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page.getByText(globalMessages.sessionExpired)).toHaveCount(1);
    await expect(main.getByText(globalMessages.sessionExpired)).toBeVisible();
    await main.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(globalMessages.sessionExpired)).toHaveCount(0);
  });

  test('the idle warning passes axe', async ({ page }) => {
    await page.clock.install();
    await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.fastForward('29:01');
    await expect(page.getByRole('alertdialog', { name: idleWarningMessages.title })).toBeVisible();
    await expectAxeClean(page, 'idle warning');
  });
});
