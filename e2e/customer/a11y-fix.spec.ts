import { modelDetailsPath } from '@cairn/domain';
import { performancePageTexts } from '../../apps/customer/src/routes/performance/copy';
import { expect, test } from '../fixtures';
import { horizontalOverflow } from '../support/focus';
import { signInAs } from '../support/session';

// Issue 31 (a11y-fix): the model path defect that broke a focus case, and reflow at 320 CSS px of
// the dashboard and Performance. Both only read the shared demo investor.
test.describe.configure({ timeout: 120_000 });

const INVESTOR = 'investor@cairn.example';

test('a model whose name contains "&" opens from its row (issue 30: the path parameter was encoded twice)', async ({
  page,
}) => {
  await signInAs(page, INVESTOR);
  await page.goto('/marketplace/models');
  await page.getByRole('link', { name: 'Bitcoin & Ether', exact: true }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`${modelDetailsPath('Bitcoin & Ether').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin & Ether' })).toBeVisible();
  await expect(page.getByText('Model Not Found')).toHaveCount(0);
  // Opened directly (a reload, a shared link) as well.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin & Ether' })).toBeVisible();
});

test('at 320 CSS px the dashboard and Performance do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, INVESTOR);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page), { message: 'dashboard overflow' }).toBeLessThanOrEqual(0);
  await page.goto('/performance');
  await expect(page.getByRole('heading', { level: 1, name: performancePageTexts.heading })).toBeVisible();
  await expect(page.locator('[data-chart-state="ready"]').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => horizontalOverflow(page), { message: 'Performance overflow' })
    .toBeLessThanOrEqual(0);
});
