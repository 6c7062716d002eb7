import { adminMessages } from '@cairn/domain';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';
import { ADMIN, choose, fillNumber, uniqueSuffix } from './support';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('excluded assets, classification lists and the icon shape the index', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/index-creation');
  const ticker = `X${uniqueSuffix(4)}`;
  await page.getByRole('textbox', { name: 'Index Name' }).fill(`E2E Without Bitcoin ${ticker}`);
  await page.getByRole('textbox', { name: 'Index Ticker' }).fill(ticker);
  await choose(page, page, 'Status', /^Active$/);
  const ranking = page.getByRole('region', { name: 'Ranking' });
  await choose(page, ranking, 'Metric', 'Market Cap (USD)');
  await fillNumber(ranking.getByRole('textbox', { name: 'Max Assets' }), '3');
  await choose(page, ranking, 'Ascending', 'No');
  await choose(page, page, 'Weighting Methodology', 'Equal Weighted');
  const breakdown = page.getByRole('grid', { name: 'Asset Breakdown' });
  await expect(breakdown.getByRole('rowheader', { name: 'BTC' })).toBeVisible();

  // The search matches names as well as symbols, ignoring case, after a 500 ms pause.
  // A combo box's list closes when the page scrolls: bring each one into view before typing.
  const excluded = page.getByRole('combobox', { name: 'Excluded Assets' });
  await excluded.scrollIntoViewIfNeeded();
  await excluded.fill('BITCOIN');
  const option = page.getByRole('listbox').getByRole('option', { name: /^BTC / });
  await expect(option).toBeVisible();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('grid', { name: 'Excluded Assets: chosen' }).getByRole('row', { name: /BTC/ }),
  ).toBeVisible();
  await expect(breakdown.getByRole('rowheader', { name: 'BTC' })).toHaveCount(0);
  await excluded.fill('zzzz');
  await expect(page.getByRole('listbox').getByText(adminMessages.noAssetsFound)).toBeVisible();
  await page.keyboard.press('Escape');

  // Sectors narrow the industry groups offered.
  const showGroups = page.getByRole('button', { name: 'Show suggestions Industry Groups' });
  await showGroups.scrollIntoViewIfNeeded();
  await showGroups.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const allGroups = await options.count();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show suggestions Sectors' }).click();
  await options.first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid', { name: 'Sectors: chosen' })).toBeVisible();
  await showGroups.click();
  await expect(options.first()).toBeVisible();
  await expect.poll(() => options.count()).toBeLessThan(allGroups);
  await page.keyboard.press('Escape');

  await page.getByRole('region', { name: 'Details' }).locator('input[type="file"]').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'New icon' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(adminMessages.indexCreated)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current icon' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Excluded Assets: chosen' }).getByRole('row', { name: /BTC/ }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
