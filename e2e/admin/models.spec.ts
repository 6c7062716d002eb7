import { adminMessages, productStyleLabel } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, choose, uniqueSuffix } from './support';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function fillModel(page: Page, name: string, product: 'SMART_BETA' | 'ALPHA') {
  await page.getByRole('textbox', { name: 'Model Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill(`${product} model made by the e2e tests`);
  await page.getByRole('textbox', { name: 'Objective' }).fill('Track the leaders with a tilt');
  await choose(page, page, 'Product', productStyleLabel(product));
  await page.getByRole('textbox', { name: 'Drift Threshold' }).fill('5');
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: 'Rebalance Period (days)' }).fill('30');
  await page.keyboard.press('Tab');
  const rows = page.getByRole('region', { name: 'Indices' }).getByRole('listitem');
  await choose(page, rows.nth(0), 'Index', /^Cairn Crypto 10 /);
  await rows.nth(0).getByRole('textbox', { name: 'Weight (%)' }).fill('60');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Add Index' }).click();
  await choose(page, rows.nth(1), 'Index', /^Cairn DeFi Index /);
  await rows.nth(1).getByRole('textbox', { name: 'Weight (%)' }).fill('40');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Total: 100%')).toBeVisible();
}

test.describe('the Model Creation Tool', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/admin/model-creation');
  });

  test('creates a SMART_BETA model with Style Tilts, shows its asset weights, then updates it', async ({
    page,
    consoleErrors,
  }) => {
    const name = `E2E Smart Beta ${uniqueSuffix(5)}`;
    await fillModel(page, name, 'SMART_BETA');
    const tilts = page.getByRole('region', { name: 'Style Tilts' });
    await expect(page.getByRole('region', { name: 'Target Tracking Error' })).toHaveCount(0);
    await tilts.getByRole('button', { name: / Strategy$/ }).click();
    const strategies = page.getByRole('listbox').getByRole('option');
    await expect(strategies).toHaveText([
      'Smart Beta: Momentum',
      'Smart Beta: Low Volatility',
      'Smart Beta: Size (smaller caps)',
    ]);
    await strategies.filter({ hasText: 'Smart Beta: Momentum' }).click();
    await page
      .getByRole('region', { name: 'Model', exact: true })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'New icon' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await tilts.getByRole('textbox', { name: 'Maximum Tracking Error' }).fill('5');
    await page.keyboard.press('Tab');
    await tilts.getByRole('textbox', { name: 'Maximum Deviation' }).fill('20');
    await page.keyboard.press('Tab');
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByText(adminMessages.modelCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/model-creation\/[^/]+$/);
    const weights = page.getByRole('grid', { name: 'Asset Weights' });
    await expect(weights.getByRole('columnheader')).toHaveText([
      'Symbol',
      'Benchmark Weight',
      'Strategy Weight',
    ]);
    await expect(weights.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Maximum Tracking Error' })).toHaveValue('5');
    await expect(page.getByRole('img', { name: 'Current icon' })).toBeVisible();

    // Stored ÷100 (doc 3 §3).
    const modelId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    const token = await page.evaluate(() => window.sessionStorage.getItem('cairn.accessToken'));
    const stored = await page.request.get(`/api/admin/model/${encodeURIComponent(modelId)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await stored.json()).active_management_settings).toEqual({
      strategy: 'SMART_BETA_MOMENTUM',
      tracking_error: 0.05,
      max_deviation: 20,
    });

    await page.getByRole('textbox', { name: 'Objective' }).fill('A steadier objective');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(adminMessages.modelUpdated)).toBeVisible();
    await page.goto('/admin/models');
    await expect(
      page.getByRole('grid', { name: 'Models' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('Smart Beta');
    expect(consoleErrors).toEqual([]);
  });
});

test('at 1280 px no Style Tilts strategy is cut, and the total ends under the weights', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, ADMIN);
  await page.goto('/admin/model-creation');
  await choose(page, page, 'Product', productStyleLabel('SMART_BETA'));
  const tilts = page.getByRole('region', { name: 'Style Tilts' });
  const strategy = tilts.getByRole('button', { name: / Strategy$/ });
  await strategy.click();
  const labels = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  // Each option shown in the closed select: its value fits (the longest was cut to 'Smart Beta: Mome…'
  // in a third of the card).
  for (const label of labels) {
    await choose(page, tilts, 'Strategy', label);
    const cut = await strategy.evaluate((button) =>
      [...button.querySelectorAll('*')].some(
        (element) => element.childElementCount === 0 && element.scrollWidth > element.clientWidth + 0.5,
      ),
    );
    expect(cut, `'${label}' is shown whole`).toBe(false);
  }
  // 'Total: 0%' ends on the Weight column's right edge, not under the remove icons.
  // (The field's drawn box: the input sits inside it, inset by its padding.)
  const weightRight = await page
    .getByRole('textbox', { name: 'Weight (%)' })
    .first()
    .evaluate((input) => {
      let node: Element | null = input;
      while (node !== null && getComputedStyle(node).borderRightStyle !== 'solid') node = node.parentElement;
      return (node ?? input).getBoundingClientRect().right;
    });
  const total = await page.getByText(/^Total: /).boundingBox();
  if (total === null) throw new Error('not rendered');
  expect(Math.abs(total.x + total.width - weightRight)).toBeLessThanOrEqual(1);
});

test('on a long model, Save stays in view while the form scrolls', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/models');
  await page
    .getByRole('grid', { name: 'Models' })
    .getByRole('link', { name: 'Momentum', exact: true })
    .click();
  const weights = page.getByRole('region', { name: 'Asset Weights' });
  await expect(weights).toBeVisible();
  // The page is taller than the viewport: the end of the asset weights is below the fold.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    (page.viewportSize()?.height ?? 0) * 1.5,
  );
  await weights.getByRole('row').last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
});
