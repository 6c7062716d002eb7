import { readFile } from 'node:fs/promises';
import { adminMessages } from '@cairn/domain';
import type { Locator, Page } from '@playwright/test';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { signInAs } from '../support/session';
import { ADMIN, ADMIN_PAGES, openChooserByKeyboard, uniqueSuffix } from './support';

// Issue 31: keyboard-only flows of the admin console. No pointer anywhere (the fixture fails a test
// on any pointer press); after every step focus is on a visible element, never on <body>.
test.describe.configure({ timeout: 120_000 });

/** Chooses `option` of the kit Select labelled `label` inside `scope`, by keyboard. */
async function chooseByKeyboard(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  const trigger = scope.getByRole('button', { name: new RegExp(`(^| )${label}$`) });
  await tabKeeping(page, trigger, label);
  await pressKeeping(page, 'Enter', `${label} opened`);
  const choice = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  // The list opens on the chosen option: the arrow goes towards the wanted one.
  await choice.waitFor();
  const above = await choice.evaluate(
    (element) =>
      document.activeElement !== null &&
      (document.activeElement.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
  );
  await arrowKeeping(page, choice, above ? 'ArrowUp' : 'ArrowDown', `${label}: ${String(option)}`, 40);
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
  await chooseByKeyboard(page, page, 'Status', /^Active$/);
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
  await expect(row.getByRole('gridcell').nth(1)).toHaveText('Inactive');
  await expectFocusKept(page, 'the index deactivated');
  // The name, the row's one link, opens the editor on this index, its heading focused.
  await arrowKeeping(page, row.getByRole('link', { name, exact: true }), 'ArrowLeft', 'the index name');
  await pressKeeping(page, 'Enter', 'the index opened from its name');
  await expect(page).toHaveURL(/\/admin\/index-creation\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Index Creation Tool' })).toBeFocused();
  await expect(page.getByText(`Editing ${name}.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Index Name' })).toHaveValue(name);
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

test('a model created, saved and edited with the keyboard; a product change clears its settings; hidden from its row', async ({
  page,
  consoleErrors,
}) => {
  // A fresh model of this test's own: the shared models are never changed.
  await signInAs(page, ADMIN);
  await page.goto('/admin/model-creation');
  await expect(page.getByRole('heading', { level: 1, name: 'Model Creation Tool' })).toBeVisible();
  const name = `Keyboard Alpha ${uniqueSuffix(5)}`;
  await typeInto(page, page.getByRole('textbox', { name: 'Model Name' }), name, 'Model Name');
  await typeInto(page, page.getByRole('textbox', { name: 'Description' }), 'Made by keys', 'Description');
  await typeInto(page, page.getByRole('textbox', { name: 'Objective' }), 'Track the leaders', 'Objective');
  await chooseByKeyboard(page, page, 'Product', 'Alpha');
  await typeInto(page, page.getByRole('textbox', { name: 'Drift Threshold' }), '5', 'Drift Threshold');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Rebalance Period (days)' }),
    '30',
    'Rebalance Period (days)',
  );
  const rows = page.getByRole('region', { name: 'Indices' }).getByRole('listitem');
  await chooseByKeyboard(page, rows.nth(0), 'Index', /^Cairn Crypto 10 /);
  await typeInto(page, rows.nth(0).getByRole('textbox', { name: 'Weight (%)' }), '60', 'the first weight');
  await tabKeeping(page, page.getByRole('button', { name: 'Add Index' }), 'Add Index');
  await pressKeeping(page, 'Enter', 'Add Index pressed');
  await expect(rows).toHaveCount(2);
  await chooseByKeyboard(page, rows.nth(1), 'Index', /^Cairn DeFi Index /);
  await typeInto(page, rows.nth(1).getByRole('textbox', { name: 'Weight (%)' }), '40', 'the second weight');
  await pressKeeping(page, 'Tab', 'the second weight left');
  await expect(page.getByText('Total: 100%')).toBeVisible();

  // ALPHA asks for a Target Tracking Error; changing the product clears it (doc 3 §2).
  const target = page.getByRole('region', { name: 'Target Tracking Error' });
  await chooseByKeyboard(page, target, 'Strategy', 'Alpha: Trend Following');
  await typeInto(page, target.getByRole('textbox', { name: 'Tracking Error' }), '7', 'Tracking Error');
  await pressKeeping(page, 'Tab', 'Tracking Error left');
  await expect(target.getByRole('textbox', { name: 'Maximum Deviation' })).toHaveCount(0);
  await chooseByKeyboard(page, page, 'Product', 'Smart Beta');
  const tilts = page.getByRole('region', { name: 'Style Tilts' });
  await expect(tilts.getByRole('textbox', { name: 'Maximum Tracking Error' })).toHaveValue('');
  await expect(tilts.getByRole('button', { name: / Strategy$/ })).toContainText('Select a strategy');
  await chooseByKeyboard(page, page, 'Product', 'Market');
  await expect(page.getByRole('region', { name: /Style Tilts|Target Tracking Error/ })).toHaveCount(0);
  await chooseByKeyboard(page, page, 'Product', 'Alpha');
  await chooseByKeyboard(page, target, 'Strategy', 'Alpha: Trend Following');
  await typeInto(page, target.getByRole('textbox', { name: 'Tracking Error' }), '7', 'Tracking Error again');

  // Save of a new model moves to its own route; focus stays on the page.
  await tabKeeping(page, page.getByRole('button', { name: 'Save' }), 'Save');
  await pressKeeping(page, 'Enter', 'Save of a new model');
  await expect(page.getByText(adminMessages.modelCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/model-creation\/[^/]+$/);
  await expect(page.getByRole('grid', { name: 'Asset Weights' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tracking Error' })).toHaveValue('7');
  await expectFocusKept(page, 'the saved model shown');

  // Edited: the objective changed and saved again.
  const objective = page.getByRole('textbox', { name: 'Objective' });
  await tabKeeping(page, objective, 'Objective of the saved model');
  await pressKeeping(page, 'ControlOrMeta+a', 'the objective selected');
  await typeKeeping(page, 'A steadier objective', 'the objective retyped');
  await tabKeeping(page, page.getByRole('button', { name: 'Save' }), 'Save of the saved model');
  await pressKeeping(page, 'Enter', 'Save of an edited model');
  await expect(page.getByText(adminMessages.modelUpdated)).toBeVisible();
  await expectFocusKept(page, 'the edited model saved');

  // Models through the side menu; the new model hidden from its row (Show/Hide), then opened by
  // its name, all by keyboard.
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await tabKeeping(page, menu.getByRole('link', { name: 'Models', exact: true }), 'Models in the menu');
  await pressKeeping(page, 'Enter', 'Models opened');
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeFocused();
  const table = page.getByRole('grid', { name: 'Models' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Alpha');
  await tabKeeping(page, table.getByRole('row').nth(1), 'the first model row');
  await arrowKeeping(page, row, 'ArrowDown', name, 200);
  await arrowKeeping(page, row.getByRole('button', { name: 'Hide' }), 'ArrowRight', 'Hide');
  await pressKeeping(page, 'Enter', 'Hide');
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('Hidden');
  await expectFocusKept(page, 'the model hidden');
  await arrowKeeping(page, row.getByRole('link', { name, exact: true }), 'ArrowLeft', 'the model name');
  await pressKeeping(page, 'Enter', 'the model opened from its name');
  await expect(page).toHaveURL(/\/admin\/model-creation\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Model Creation Tool' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('keys: a key generated and copied, the sample decrypted to a download, by keyboard', async ({
  page,
  consoleErrors,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, ADMIN);
  await page.goto('/admin/keys');
  await expect(page.getByRole('heading', { level: 1, name: 'Keys' })).toBeVisible();

  await tabKeeping(page, page.getByRole('button', { name: 'Generate Key' }), 'Generate Key');
  await pressKeeping(page, 'Enter', 'Generate Key pressed');
  const generated = page.getByRole('textbox', { name: 'Generated key' });
  await expect(generated).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
  await expect(generated).toHaveAttribute('readonly', '');
  const key = await generated.inputValue();
  await pressKeeping(page, 'Enter', 'Generate Key again');
  await expect(generated).not.toHaveValue(key);
  const newest = await generated.inputValue();
  await tabKeeping(page, page.getByRole('button', { name: 'Copy generated key' }), 'Copy generated key');
  await pressKeeping(page, 'Enter', 'Copy pressed');
  await expect(page.getByRole('button', { name: 'Copied generated key' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newest);

  // The sandbox encrypts its sample with the newest key; the file is chosen through the file
  // chooser that the button opens from the keyboard.
  const sample = await page.request.get('/__sandbox/crypto-withdrawals.csv.enc');
  expect(sample.ok()).toBe(true);
  const decrypt = page.getByRole('form', { name: 'Decrypt a file' });
  await tabKeeping(page, decrypt.getByRole('textbox', { name: 'Key' }), 'Key');
  await pressKeeping(page, 'ControlOrMeta+v', 'the key pasted');
  await expect(decrypt.getByRole('textbox', { name: 'Key' })).toHaveValue(newest);
  await tabKeeping(page, decrypt.getByRole('button', { name: /^Choose file/ }), 'Choose file');
  await (await openChooserByKeyboard(page)).setFiles({
    name: 'crypto-withdrawals.csv.enc',
    mimeType: 'application/octet-stream',
    buffer: await sample.body(),
  });
  await expect(decrypt.getByText('crypto-withdrawals.csv.enc')).toBeVisible();
  await expectFocusKept(page, 'the file chosen');
  await tabKeeping(page, decrypt.getByRole('button', { name: 'Decrypt and Download' }), 'Decrypt');
  const downloading = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Decrypt and Download pressed');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('crypto-withdrawals.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(
    'withdrawal_id,requested_at,account_email,symbol,network_id,quantity,destination_address,status',
  );
  expect(lines).toHaveLength(7);
  expect(lines[1]).toMatch(/^cw-000001,[^,]+,investor@cairn\.example,BTC,[^,]+,0\.25000000,[^,]+,PENDING$/);
  await expectFocusKept(page, 'the file decrypted');
  expect(consoleErrors).toEqual([]);
});

test('waitlist settings: an access code got for an email, the same each time, and copied, by keyboard', async ({
  page,
  consoleErrors,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, ADMIN);
  await page.goto('/admin/waitlist-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Code' })).toBeVisible();
  const email = `waitlist-${uniqueSuffix(6).toLowerCase()}@example.com`;
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email, 'Email');
  await pressKeeping(page, 'Enter', 'Enter in Email');
  const code = page.getByRole('textbox', { name: 'Access code' });
  await expect(code).toHaveValue(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`The access code of ${email}.`)).toBeVisible();
  const first = await code.inputValue();
  await tabKeeping(page, page.getByRole('button', { name: 'Get Access Code' }), 'Get Access Code');
  await pressKeeping(page, 'Enter', 'Get Access Code again');
  await expect(code).toHaveValue(first);
  await tabKeeping(page, page.getByRole('button', { name: 'Copy access code' }), 'Copy access code');
  await pressKeeping(page, 'Enter', 'Copy pressed');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  expect(consoleErrors).toEqual([]);
});
