import { globalMessages, LOAD_STATE_TEXTS } from '@cairn/domain';
import type { APIRequestContext } from '@playwright/test';
import { dashboardTexts } from '../../apps/customer/src/routes/dashboard/copy';
import { expect, test } from '../fixtures';
import { signInAs, signInOnce } from '../support/session';

const INVESTOR = 'investor@cairn.example';

/** Makes the next `count` API calls whose path matches `pattern` fail with `fault`. */
async function injectFault(
  request: APIRequestContext,
  pattern: string,
  fault: string,
  count = 1,
): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: { path_pattern: pattern, fault, count } });
  expect(response.ok(), `fault injection ${fault} on ${pattern}`).toBe(true);
}

/** Drops the browser's own log lines for the statuses a test provokes on purpose. */
function allowHttpErrors(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = statuses.map((status) => `the server responded with a status of ${status}`);
  const kept = consoleErrors.filter((line) => !expected.some((text) => line.includes(text)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

const notifications = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Notifications' });

test.describe('the dashboard when its reads and changes fail (doc 2 §8, the one error policy)', () => {
  test('500 on the balance: the generic toast and a retry in place, the rest of the page intact', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInAs(page, INVESTOR);
    await injectFault(request, '/custody-integrations/balance/total', '500');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(notifications(page)).toContainText(globalMessages.serverError);
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await expect(page.getByRole('region', { name: dashboardTexts.holdings })).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(page.getByText(dashboardTexts.totalBalance, { exact: true })).toBeVisible();
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toHaveCount(0);
    allowHttpErrors(consoleErrors, [500]);
  });

  test('401 on a read: the session ends and the user is at /login', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Once: a token stored on every load would sign the user straight back in at /login.
    await signInOnce(page, INVESTOR);
    await injectFault(request, '/portfolio/allocations', '401');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Cairn' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    allowHttpErrors(consoleErrors, [401]);
  });

  test('418 on a change (the TLH switch): the demo toast, and the setting stays as it was', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await signInAs(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible({
      timeout: 15_000,
    });
    const tlh = page.getByRole('switch', { name: dashboardTexts.taxLossHarvesting });
    await expect(tlh).toBeChecked();
    await injectFault(request, '/user/profile/tlh', '418');
    await page.getByText(dashboardTexts.taxLossHarvesting, { exact: true }).click();
    await expect(notifications(page)).toContainText(globalMessages.demoAccount);
    await expect(tlh).toBeChecked();
    await expect(tlh).toBeEnabled();
    allowHttpErrors(consoleErrors, [418]);
  });

  test('the TLH switch under 500 and USER_CORRECTABLE (the setting stays), then 401 → /login', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Once: the 401 at the end must not be undone by a token stored on every load.
    await signInOnce(page, INVESTOR);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible({
      timeout: 15_000,
    });
    const tlh = page.getByRole('switch', { name: dashboardTexts.taxLossHarvesting });
    const label = page.getByText(dashboardTexts.taxLossHarvesting, { exact: true });
    await expect(tlh).toBeChecked();
    await injectFault(request, '/user/profile/tlh', '500');
    await label.click();
    await expect(notifications(page)).toContainText(globalMessages.serverError);
    await expect(tlh).toBeChecked();
    await injectFault(request, '/user/profile/tlh', 'user-correctable');
    await label.click();
    await expect(notifications(page)).toContainText('Sandbox fault: please correct your request.');
    await expect(tlh).toBeChecked();
    await injectFault(request, '/user/profile/tlh', '401');
    await label.click();
    await expect(page).toHaveURL(/\/login/);
    allowHttpErrors(consoleErrors, [500, 400, 401]);
  });

  test('a malformed balance history: an error state where the chart was, never a blank page', async ({
    page,
    request,
  }) => {
    await signInAs(page, INVESTOR);
    await injectFault(request, '/custody-integrations/balance/balance-history', 'malformed');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible();
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await expect(page.getByRole('region', { name: dashboardTexts.allocation })).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(
      page
        .getByRole('region', { name: dashboardTexts.balanceChart, exact: true })
        .getByText(/^Balance chart, Full, /),
    ).toBeVisible();
  });

  test('slow reads: skeletons in the shape of what comes, then the content', async ({ page }) => {
    await signInAs(page, INVESTOR);
    // The sandbox's slow answers (2.5 s) can arrive before a busy machine has drawn the page:
    // hold them here instead, and let them go once the skeletons have been seen.
    const held = new Map<string, () => Promise<void>>();
    await page.route(
      /\/api\/(portfolio\/allocations|custody-integrations\/balance\/balance-history)$/,
      (route) => {
        held.set(new URL(route.request().url()).pathname, () => route.fallback());
      },
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Avery!' })).toBeVisible({
      timeout: 15_000,
    });
    const chart = page.getByRole('region', { name: dashboardTexts.balanceChart, exact: true });
    const allocation = page.getByRole('region', { name: dashboardTexts.allocation });
    // The allocations decide the banner above the body and the holdings' height: until they are
    // in, the body is the page's skeleton, so nothing drawn moves when they come.
    await expect.poll(() => held.has('/api/portfolio/allocations')).toBe(true);
    await expect(page.locator('main [data-skeleton]').first()).toBeVisible();
    await expect(chart).toHaveCount(0);
    await expect(allocation).toHaveCount(0);
    await held.get('/api/portfolio/allocations')?.();
    await expect(allocation.getByRole('row')).not.toHaveCount(0);
    // The chart asks for its history once it is drawn: its own skeleton until the history comes.
    await expect.poll(() => held.has('/api/custody-integrations/balance/balance-history')).toBe(true);
    await expect(chart).toHaveAttribute('data-state', 'loading');
    await held.get('/api/custody-integrations/balance/balance-history')?.();
    await expect(chart).toHaveAttribute('data-state', 'ready');
  });
});
