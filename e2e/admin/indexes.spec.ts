import { adminMessages } from '@cairn/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAs, signInThroughApi } from '../support/session';
import { ADMIN, choose, fillNumber, INVESTOR, uniqueSuffix } from './support';

/** The tickers the investor marketplace offers (GET /api/model/models, doc 2 §7), as the investor sees them. */
async function marketplaceTickers(request: APIRequestContext): Promise<string[]> {
  const token = await signInThroughApi(request, INVESTOR);
  const response = await request.get('/api/model/models?type=INDEX', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { ticker: string | null }[]).flatMap((entry) =>
    entry.ticker === null ? [] : [entry.ticker],
  );
}

test('create an index, see its breakdown, edit it, then deactivate and hide it from the marketplace', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN);
  await page.goto('/admin/index-creation');
  const breakdown = page.getByRole('region', { name: 'Asset Breakdown' });
  await expect(breakdown.getByText(adminMessages.buildIndexForBreakdown)).toBeVisible();

  const ticker = `E${uniqueSuffix(4)}`;
  const name = `E2E Top Caps ${ticker}`;
  await page.getByRole('textbox', { name: 'Index Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Index Ticker' }).fill(ticker);
  await choose(page, page, 'Status', /^Active$/);
  await page.getByRole('textbox', { name: 'Description' }).fill('The largest assets by market cap');
  const ranking = page.getByRole('region', { name: 'Ranking' });
  await choose(page, ranking, 'Metric', 'Market Cap (USD)');
  await fillNumber(ranking.getByRole('textbox', { name: 'Max Assets' }), '5');
  await choose(page, ranking, 'Ascending', 'No');
  await choose(page, page, 'Weighting Methodology', 'Market Cap Weighted');

  const rows = breakdown.getByRole('grid', { name: 'Asset Breakdown' }).getByRole('row');
  await expect(rows).toHaveCount(6); // the header and five assets
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(adminMessages.indexCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/index-creation\/[^/]+$/);
  await expect(page.getByText(`Editing ${name}.`)).toBeVisible();
  expect(await marketplaceTickers(page.request)).toContain(ticker);

  // Edit: three assets instead of five.
  await fillNumber(
    page.getByRole('region', { name: 'Ranking' }).getByRole('textbox', { name: 'Max Assets' }),
    '3',
  );
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(adminMessages.indexUpdated)).toBeVisible();

  // Deactivate and hide it from the list; the marketplace no longer offers it.
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Indices' }).click();
  const row = page.getByRole('grid', { name: 'Indices' }).getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByRole('gridcell').nth(1)).toHaveText('Inactive');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('Hidden');
  await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show' })).toBeVisible();
  expect(await marketplaceTickers(page.request)).not.toContain(ticker);

  // The list is read again from the server: the change held.
  await page.reload();
  const reloaded = page.getByRole('grid', { name: 'Indices' }).getByRole('row', { name: new RegExp(name) });
  await expect(reloaded.getByRole('gridcell').nth(1)).toHaveText('Inactive');
  await expect(reloaded.getByRole('gridcell').nth(2)).toHaveText('Hidden');
  expect(consoleErrors).toEqual([]);
});

test('an empty asset result says No assets found', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/index-creation');
  await page.getByRole('button', { name: 'Add Off-Chain Factor' }).click();
  const factors = page.getByRole('region', { name: 'Off-Chain Factors' });
  await choose(page, factors, 'Metric', 'Market Cap (USD)');
  await choose(page, factors, 'Strictness', 'Hard');
  await fillNumber(factors.getByRole('textbox', { name: 'Min', exact: true }), '1000000000000000');
  await choose(page, page, 'Weighting Methodology', 'Equal Weighted');
  await expect(
    page.getByRole('region', { name: 'Asset Breakdown' }).getByText(adminMessages.noAssetsFound),
  ).toBeVisible();
});
