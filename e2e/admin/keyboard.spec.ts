import { adminMessages } from '@cairn/domain';
import type { Locator, Page } from '@playwright/test';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { signInAs } from '../support/session';
import { ADMIN, ADMIN_PAGES, uniqueSuffix } from './support';

// Issue 31: keyboard-only flows of the admin console. No pointer anywhere (the fixture fails a test
// on any pointer press); after every step focus is on a visible element, never on <body>.
test.describe.configure({ timeout: 120_000 });

/** Chooses `option` of the kit Select labelled `label` inside `scope`, by keyboard. */
async function chooseByKeyboard(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  const trigger = scope.getByRole('button', { name: new RegExp(`(^| )${label}$`) });
  await tabKeeping(page, trigger, label);
  await pressKeeping(page, 'Enter', `${label} opened`);
  const choice = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await arrowKeeping(page, choice, 'ArrowDown', `${label}: ${String(option)}`, 40);
  await pressKeeping(page, 'Enter', `${label} chosen`);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

/** Tabs to the field named `name` and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string, step: string) {
  await tabKeeping(page, field, step);
  await typeKeeping(page, text, step);
}

test('an index created with the keyboard alone: Save moves to the new index with focus kept', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/index-creation');
  await expect(page.getByRole('heading', { level: 1, name: 'Index Creation Tool' })).toBeVisible();

  const ticker = `K${uniqueSuffix(4)}`;
  const name = `Keyboard Caps ${ticker}`;
  await typeInto(page, page.getByRole('textbox', { name: 'Index Name' }), name, 'Index Name');
  await typeInto(page, page.getByRole('textbox', { name: 'Index Ticker' }), ticker, 'Index Ticker');
  await chooseByKeyboard(page, page, 'Status', /^ACTIVE$/);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Description' }),
    'Largest by market cap',
    'Description',
  );
  const ranking = page.getByRole('region', { name: 'Ranking' });
  await chooseByKeyboard(page, ranking, 'Metric', 'Market Cap (USD)');
  await typeInto(page, ranking.getByRole('textbox', { name: 'Max Assets' }), '5', 'Max Assets');
  await chooseByKeyboard(page, ranking, 'Ascending', 'No');
  await chooseByKeyboard(page, page, 'Weighting Methodology', 'Market Cap Weighted');

  const breakdown = page.getByRole('region', { name: 'Asset Breakdown' });
  await expect(breakdown.getByRole('grid', { name: 'Asset Breakdown' }).getByRole('row')).toHaveCount(6);
  const save = page.getByRole('button', { name: 'Save' });
  await tabKeeping(page, save, 'Save');
  await pressKeeping(page, 'Enter', 'Save of a new index');
  await expect(page.getByText(adminMessages.indexCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/index-creation\/[^/]+$/);
  await expect(page.getByText(`Editing ${name}.`)).toBeVisible();
  await tabKeeping(page, page.getByRole('button', { name: 'Save' }), 'Save of the saved index');

  // The Indices list through the side menu: the new page's heading takes focus; the new index is
  // deactivated from its row, and focus stays on the row's new button.
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await tabKeeping(page, menu.getByRole('link', { name: 'Indices', exact: true }), 'Indices in the menu');
  await pressKeeping(page, 'Enter', 'Indices opened');
  await expect(page.getByRole('heading', { level: 1, name: 'Indices' })).toBeFocused();
  const row = page.getByRole('grid', { name: 'Indices' }).getByRole('row', { name: new RegExp(name) });
  await tabKeeping(
    page,
    page.getByRole('grid', { name: 'Indices' }).getByRole('row').nth(1),
    'the first index row',
  );
  await arrowKeeping(page, row, 'ArrowDown', name, 80);
  await arrowKeeping(page, row.getByRole('button', { name: 'Deactivate' }), 'ArrowRight', 'Deactivate');
  await pressKeeping(page, 'Enter', 'Deactivate');
  await expect(row.getByRole('gridcell').nth(1)).toHaveText('INACTIVE');
  await expectFocusKept(page, 'the index deactivated');
});

test('every admin tool is reached from the side menu by keyboard, its heading focused', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin/index-creation');
  await expect(page.getByRole('heading', { level: 1, name: 'Index Creation Tool' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  for (const { path, heading } of ADMIN_PAGES.slice(1)) {
    const link = menu.locator(`a[href="${path}"]`);
    await tabKeeping(page, link, `${heading} in the menu`);
    await pressKeeping(page, 'Enter', `${heading} opened`);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
});
