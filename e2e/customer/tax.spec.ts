import { globalMessages, LOAD_STATE_TEXTS, TABLE_PAGE_SIZE, taxCenterTexts } from '@cairn/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  activityTexts,
  costBasisExplanationTexts,
  taxCenterPageTexts,
  taxDisclosuresTexts,
  taxLotTexts,
  transactionsPageTexts,
} from '../../apps/customer/src/routes/activity/copy';
import { expect, expectAxeClean, test } from '../fixtures';
import { useSession as storeSession } from '../onboarding/api';
import {
  arrowKeeping,
  chooseKeeping,
  expectFocusKept,
  pressKeeping,
  tabKeeping,
  typeKeeping,
} from '../support/focus';
import { test as keyboardTest } from '../support/keyboardOnly';
import { signInAs, signInOnce } from '../support/session';
import { freshInvestor } from './transfers-support';

const TAX_CENTER = '/activity/tax-center';
const TRANSACTIONS = '/activity/tax-center/transactions';
const INVESTOR = 'investor@cairn.example';

/** A fresh investor with one crypto deposit from an external wallet, its cost basis missing. */
async function freshDepositor(page: Page, request: APIRequestContext) {
  const investor = await freshInvestor(request, { crypto: { symbol: 'BTC', quantity: '0.25' } });
  await storeSession(page, investor.token);
  return investor;
}

async function addFault(request: APIRequestContext, pathPattern: string, fault: string) {
  const response = await request.post('/__sandbox/faults', {
    data: { path_pattern: pathPattern, fault, count: 1 },
  });
  expect(response.ok()).toBe(true);
}

const summaryCard = (page: Page) => page.getByRole('region', { name: 'Tax Summary' });

test.describe('the Tax Center and cost basis (doc 2 §2 Tax Center, Transactions page, §4, §5)', () => {
  test('a cost basis entry: a failed save keeps the entries, a saved one turns the pill green and moves the banner', async ({
    page,
  }) => {
    await freshDepositor(page, page.request);
    await page.goto(TAX_CENTER);
    await expect(page.getByRole('heading', { level: 1, name: taxCenterPageTexts.heading })).toBeVisible();
    // Missing cost basis: the banner comes before the summary.
    const missing = page.getByText(taxCenterPageTexts.missingTitle);
    await expect(missing).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add details for 1 transaction' })).toBeVisible();
    const order = await page.evaluate(
      ([title]) => {
        const banner = [...document.querySelectorAll('p')].find((p) => p.textContent === title);
        const summary = document.querySelector('section[aria-labelledby]');
        return banner && summary ? banner.compareDocumentPosition(summary) : 0;
      },
      [taxCenterPageTexts.missingTitle],
    );
    // 4: the summary follows the banner (Node.DOCUMENT_POSITION_FOLLOWING).
    expect(order & 4).toBe(4);
    // The current year's report is not available yet, and says why.
    const download = page.getByRole('button', { name: taxCenterPageTexts.download, exact: true });
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(download).toHaveAccessibleDescription(taxCenterTexts.reportNotAvailable);
    await expect(summaryCard(page).getByText(taxCenterTexts.inProgress)).toBeVisible();

    await page.getByRole('link', { name: 'Add details for 1 transaction' }).click();
    await expect(page).toHaveURL(TRANSACTIONS);
    const table = page.getByRole('grid', { name: transactionsPageTexts.title });
    await expect(table.getByRole('columnheader', { name: transactionsPageTexts.received })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(transactionsPageTexts.deposit);
    await expect(table.getByRole('row').nth(1)).toContainText('BTC');
    const add = table.getByRole('button', { name: transactionsPageTexts.addDetails });
    await expect(add).toHaveAttribute('data-tone', 'danger');
    // The open task is the loud, solid pill; the routine change is the outlined one (issue 30).
    await expect(add).toHaveAttribute('data-variant', 'solid');
    await add.click();

    const dialog = page.getByRole('dialog', { name: 'Add Details' });
    await expect(dialog.getByRole('textbox', { name: 'Asset' })).toHaveValue('BTC');
    await expect(dialog.getByRole('textbox', { name: 'Asset' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Cost Basis (USD)' }).fill('12000');
    await dialog.getByRole('textbox', { name: 'Purchase Date' }).fill('03012024');
    await expect(dialog.getByRole('textbox', { name: 'Purchase Date' })).toHaveValue('03/01/2024');

    // The save fails: the error policy's toast, the modal stays with the entries as typed.
    await addFault(page.request, '^/api/tax/transactions/[^/]+/cost-basis$', '500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(globalMessages.serverError)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Purchase Date' })).toHaveValue('03/01/2024');
    await expect(table.getByRole('button', { name: transactionsPageTexts.addDetails })).toBeVisible();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const modify = table.getByRole('button', { name: transactionsPageTexts.modifyDetails });
    await expect(modify).toHaveAttribute('data-tone', 'success');
    await expect(modify).toHaveAttribute('data-variant', 'outline');
    // Saved entries come back in the modal.
    await modify.click();
    await expect(dialog.getByRole('textbox', { name: 'Purchase Date' })).toHaveValue('03/01/2024');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: transactionsPageTexts.back }).click();
    await expect(page.getByText(taxCenterPageTexts.upToDateTitle)).toBeVisible();
    await expect(page.getByText(taxCenterPageTexts.missingTitle)).toHaveCount(0);
    const below = await page.evaluate(
      ([title]) => {
        const banner = [...document.querySelectorAll('p')].find((p) => p.textContent === title);
        const summary = document.querySelector('section[aria-labelledby]');
        return banner && summary ? banner.compareDocumentPosition(summary) : 0;
      },
      [taxCenterPageTexts.upToDateTitle],
    );
    // 2: the summary precedes the banner (Node.DOCUMENT_POSITION_PRECEDING).
    expect(below & 2).toBe(2);
    // The open lot now carries the entered basis and date, with its long-term date.
    const held = page.getByRole('grid', { name: taxLotTexts.openLotsTitle });
    await expect(held.getByRole('row').nth(1)).toContainText('March 1, 2024');
    await expect(held.getByRole('row').nth(1)).toContainText('$12,000.00');
    await expect(held.getByRole('row').nth(1)).toContainText('March 2, 2025');
  });

  keyboardTest(
    'a cost basis entry with the keyboard alone (no pointer, focus kept at every step)',
    async ({ page }) => {
      await freshDepositor(page, page.request);
      await page.goto(TRANSACTIONS);
      const pill = page.getByRole('button', { name: transactionsPageTexts.addDetails });
      await expect(pill).toBeVisible();
      await tabUntilFocused(page, page.getByRole('grid', { name: transactionsPageTexts.title }), 'within');
      await expectFocusKept(page, 'the transactions grid');
      await arrowKeeping(page, pill, 'ArrowRight', transactionsPageTexts.addDetails);
      await pressKeeping(page, 'Enter', 'Add Details opened');
      const dialog = page.getByRole('dialog', { name: 'Add Details' });
      const costBasis = dialog.getByRole('textbox', { name: 'Cost Basis (USD)' });
      await expect(costBasis).toBeEnabled();
      await tabKeeping(page, costBasis, 'Cost Basis (USD)');
      await typeKeeping(page, '250.5', 'the cost basis typed');
      await pressKeeping(page, 'Tab', 'to the date');
      await typeKeeping(page, '07042024', 'the date typed');
      await pressKeeping(page, 'Enter', 'saved');
      await expect(dialog).toBeHidden();
      // Focus returns to the page, and the pill says the details are there.
      await expect(page.getByRole('button', { name: transactionsPageTexts.modifyDetails })).toBeVisible();
      await expectFocusKept(page, 'the dialog closed on save');
    },
  );

  // Issue 31: the transactions page's sort, paging and period by keyboard alone (focus kept).
  keyboardTest(
    "six deposits by keyboard alone: the table shows 5, a sort orders all six, 'Load More...' reveals the sixth, another period",
    async ({ page }) => {
      // Step by step with a focus check after each: more than the default 30 s on a loaded machine.
      keyboardTest.setTimeout(120_000);
      const investor = await freshDepositor(page, page.request);
      for (const [symbol, quantity] of [
        ['ETH', '1.5'],
        ['SOL', '12'],
        ['BTC', '0.05'],
        ['ETH', '0.8'],
        ['SOL', '3'],
      ] as const) {
        const deposit = await page.request.post(`/__sandbox/deposit/${investor.email}`, {
          data: { symbol, quantity },
        });
        expect(deposit.ok(), await deposit.text()).toBe(true);
      }
      await page.goto(TRANSACTIONS);
      const table = page.getByRole('grid', { name: transactionsPageTexts.title });
      const body = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(body).toHaveCount(TABLE_PAGE_SIZE);
      // AMOUNT is each row's third data cell (after CATEGORY and ASSET).
      const amounts = () =>
        body.evaluateAll((rows) =>
          rows.map((row) => row.querySelectorAll('[role="gridcell"]')[2]?.textContent),
        );
      const amount = table.getByRole('columnheader', { name: transactionsPageTexts.amount });
      // Into the grid, along the first row to its AMOUNT cell, up to the column's header; Enter sorts.
      await tabUntilFocused(page, table, 'within');
      await expectFocusKept(page, 'the transactions grid');
      await arrowKeeping(page, body.first().getByRole('gridcell').nth(2), 'ArrowRight', 'the first AMOUNT');
      await arrowKeeping(page, amount, 'ArrowUp', transactionsPageTexts.amount);
      await pressKeeping(page, 'Enter', 'sorted by AMOUNT');
      await expect(amount).toHaveAttribute('aria-sort', 'ascending');
      await expect
        .poll(amounts)
        // One precision for the column, at least the trades' 6 (issue 30: never '120.0 SOL'), with its unit.
        .toEqual(['0.050000 BTC', '0.250000 BTC', '0.800000 ETH', '1.500000 ETH', '3.000000 SOL']);
      await pressKeeping(page, 'Enter', 'sorted by AMOUNT again');
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect
        .poll(amounts)
        .toEqual(['12.000000 SOL', '3.000000 SOL', '1.500000 ETH', '0.800000 ETH', '0.250000 BTC']);
      const more = page.getByRole('button', { name: activityTexts.loadMore });
      await tabKeeping(page, more, activityTexts.loadMore);
      await pressKeeping(page, 'Enter', 'Load More');
      await expect(body).toHaveCount(6);
      await expect(more).toBeHidden();
      // The button is gone: focus is on the row it revealed, the smallest deposit.
      await expect(body.nth(5)).toBeFocused();
      await expect(body.nth(5).getByRole('gridcell').nth(2)).toHaveText('0.050000 BTC');
      // Another period (all six were received today) keeps the sort and starts again from one page.
      await chooseKeeping(
        page,
        page.getByRole('button', { name: new RegExp(transactionsPageTexts.timePeriod) }),
        'Last 30 Days',
        transactionsPageTexts.timePeriod,
      );
      await expect(body).toHaveCount(TABLE_PAGE_SIZE);
      await expect(amount).toHaveAttribute('aria-sort', 'descending');
      await expect
        .poll(amounts)
        .toEqual(['12.000000 SOL', '3.000000 SOL', '1.500000 ETH', '0.800000 ETH', '0.250000 BTC']);
      await expect(more).toBeVisible();
    },
  );

  test('Save waits for the update-enabled flag, read again each time the modal opens', async ({ page }) => {
    const applicant = await freshDepositor(page, page.request);
    const switchUpdates = async (enabled: boolean) =>
      expect(
        (
          await page.request.post(`/__sandbox/cost-basis-updates/${applicant.email}`, { data: { enabled } })
        ).ok(),
      ).toBe(true);
    await switchUpdates(false);
    await page.goto(TRANSACTIONS);
    await page.getByRole('button', { name: transactionsPageTexts.addDetails }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Details' });
    await expect(dialog.getByRole('textbox', { name: 'Cost Basis (USD)' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await switchUpdates(true);
    await page.getByRole('button', { name: transactionsPageTexts.addDetails }).click();
    await expect(dialog.getByRole('textbox', { name: 'Cost Basis (USD)' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('the fault matrix on the reads: a failed or malformed read offers Try again, a slow one shows the table in the end', async ({
    page,
  }) => {
    await signInAs(page, INVESTOR);
    for (const fault of ['500', 'malformed']) {
      await addFault(page.request, '^/api/tax/transactions$', fault);
      await page.goto(TRANSACTIONS);
      await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
      await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
      await expect(page.getByRole('grid', { name: transactionsPageTexts.title })).toBeVisible();
    }
    await addFault(page.request, '/api/tax/gains/summary', '500');
    await page.goto(TAX_CENTER);
    await expect(page.getByText(globalMessages.serverError)).toBeVisible();
    await expect(page.getByText(LOAD_STATE_TEXTS.failed)).toBeVisible();
    await page.getByRole('button', { name: LOAD_STATE_TEXTS.retry }).click();
    await expect(summaryCard(page).getByRole('row', { name: /^Total/ })).toBeVisible();
    await expect(summaryCard(page)).toHaveAttribute('aria-busy', 'false');

    await addFault(page.request, '^/api/tax/transactions$', 'slow');
    await page.goto(TRANSACTIONS);
    await expect(page.getByRole('grid', { name: transactionsPageTexts.title })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('an expired session on the transactions read signs out to the login', async ({ page }) => {
    // signInOnce: signInAs would store the token again on the login page's load.
    await signInOnce(page, INVESTOR);
    await addFault(page.request, '^/api/tax/transactions$', '401');
    await page.goto(TRANSACTIONS);
    await expect(page).toHaveURL(/\/login/);
  });

  test('axe on the Tax Center, its dialogs, the Transactions page and the Add Details modal, dark and light', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freshDepositor(page, page.request);
    await page.goto(TAX_CENTER);
    await expectAxeClean(page);
    await page.getByRole('link', { name: taxCenterPageTexts.learnMore }).click();
    await expect(page.getByRole('dialog', { name: costBasisExplanationTexts.title })).toBeVisible();
    await expectAxeClean(page, costBasisExplanationTexts.title);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: taxDisclosuresTexts.title }).click();
    await expect(page.getByRole('dialog', { name: taxDisclosuresTexts.title })).toBeVisible();
    await expectAxeClean(page, taxDisclosuresTexts.title);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /What is HIFO/ }).click();
    await expect(page.getByText(/highest in, first out/).first()).toBeVisible();
    await expectAxeClean(page, 'the HIFO explanation shown');

    await page.goto(TRANSACTIONS);
    await expectAxeClean(page);
    await page.getByRole('button', { name: transactionsPageTexts.addDetails }).first().click();
    await expect(page.getByRole('textbox', { name: 'Cost Basis (USD)' })).toBeEnabled();
    await expectAxeClean(page, 'Add Details');
  });
});

/** Presses Tab until the focus is on (or inside) `target`, as a keyboard user would. */
async function tabUntilFocused(page: Page, target: Locator, how: 'is' | 'within') {
  for (let presses = 0; presses < 40; presses++) {
    const there = await target.evaluate(
      (element, mode) =>
        mode === 'is' ? element === document.activeElement : element.contains(document.activeElement),
      how,
    );
    if (there) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
