import { readFileSync } from 'node:fs';
import { ACTIVITY_CSV_HEADER, TRADE_CSV_HEADER } from '@cairn/domain';
import type { Download, Page } from '@playwright/test';
import { activityTexts, tradeHistoryTexts } from '../../apps/customer/src/routes/activity/copy';
import { expect, expectAxeClean, test } from '../fixtures';
import { pressOnKeeping } from '../support/focus';
import { test as keyboardTest } from '../support/keyboardOnly';
import { signInAs } from '../support/session';

const INVESTOR = 'investor@cairn.example';

async function csvOf(download: Promise<Download>): Promise<string[][]> {
  const path = await (await download).path();
  return readFileSync(path, 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** A type filter's checkbox, pressed through its label as a pointer user does. */
const typeFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: activityTexts.type }).getByText(name, { exact: true });

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const bodyRows = (page: Page, name: string) =>
  grid(page, name)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('Activity (doc 2 §2 Activity, §3, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, INVESTOR);
  });

  // axe (dark and light) runs in the tests below on the states they reach: the log, a deposit's
  // details, trade history and documents (a test of its own loaded each of them again only for it).
  test('the log: 5 rows, Load More adds 5, type and time filters, the CSV of what is shown, details and the 24-hour note; axe on the log and the details', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/activity/log');
    await expect(page.getByRole('heading', { level: 1, name: activityTexts.activityLog })).toBeVisible();
    await expect(page.getByText(activityTexts.delayNote)).toBeVisible();
    await expect(page.getByRole('button', { name: /Time Frame/ })).toContainText('Past 3 Months');
    await expectAxeClean(page);

    await page.getByRole('button', { name: /Time Frame/ }).click();
    await page.getByRole('option', { name: 'All Time' }).click();
    const rows = bodyRows(page, activityTexts.activityLog);
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: activityTexts.loadMore }).click();
    await expect(rows).toHaveCount(10);

    // Fees: the advisory and the custody fee only, without details.
    await typeFilter(page, 'Fees').click();
    await expect(rows).toHaveCount(5);
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Advisory Fee|Custody Fee/);
    await expect(
      grid(page, activityTexts.activityLog).getByRole('button', { name: activityTexts.details }),
    ).toHaveCount(0);

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: activityTexts.exportCsv }).click();
    const csv = await csvOf(exported);
    expect(csv[0]).toEqual([...ACTIVITY_CSV_HEADER]);
    expect(csv.length).toBeGreaterThan(5);
    for (const row of csv.slice(1)) expect(['Advisory Fee', 'Custody Fee']).toContain(row[1]);

    // Deposits open their details.
    await typeFilter(page, 'Fees').click();
    await typeFilter(page, 'Deposits').click();
    await grid(page, activityTexts.activityLog)
      .getByRole('button', { name: activityTexts.details })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: `Deposit ${activityTexts.details}` });
    await expect(details.getByText(activityTexts.source)).toBeVisible();
    await expect(details.getByText(activityTexts.received)).toBeVisible();
    await expectAxeClean(page, 'the activity details');
    await page.keyboard.press('Escape');

    // A custom range with nothing in it.
    await page.getByRole('button', { name: /Time Frame/ }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await page.getByRole('textbox', { name: activityTexts.from }).fill('01012000');
    await page.getByRole('textbox', { name: activityTexts.to }).fill('12312000');
    await expect(page.getByText(activityTexts.noActivity)).toBeVisible();
  });

  keyboardTest(
    'trade history by keyboard alone: quantity to 6 decimals, Load More, the CSV with the fee in USD; axe on trade history and documents',
    async ({ page }) => {
      keyboardTest.setTimeout(60_000);
      await page.goto('/activity/trades');
      const rows = bodyRows(page, activityTexts.tradeHistory);
      await expect(rows).toHaveCount(5);
      // Issue 30: a quantity carries its unit; a price keeps its digits under $1; minus is U+2212.
      await expect(rows.first().getByRole('gridcell').nth(2)).toHaveText(/^[\d,]+\.\d{6} [A-Z]+$/);
      await expect(rows.first().getByRole('gridcell').nth(3)).toHaveText(/^\$[\d,]+\.\d{2,8}$/);
      await expect(
        grid(page, activityTexts.tradeHistory).getByRole('columnheader', { name: tradeHistoryTexts.fee }),
      ).toBeVisible();
      await expectAxeClean(page);
      await pressOnKeeping(
        page,
        page.getByRole('button', { name: activityTexts.loadMore }),
        activityTexts.loadMore,
      );
      await expect(rows).not.toHaveCount(5);
      const exported = page.waitForEvent('download');
      await pressOnKeeping(
        page,
        page.getByRole('button', { name: activityTexts.exportCsv }),
        activityTexts.exportCsv,
      );
      const csv = await csvOf(exported);
      expect(csv[0]).toEqual([...TRADE_CSV_HEADER]);
      const trades = (await (
        await page.request.get('/api/portfolio/activity/trades', {
          headers: {
            Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('cairn.accessToken'))}`,
          },
        })
      ).json()) as { quantity: string; price: string; fee: string; fee_currency: string }[];
      const first = trades[0];
      if (!first) throw new Error('the investor has trades');
      const feeUsd =
        first.fee_currency === 'USD' ? Number(first.fee) : Number(first.fee) * Number(first.price);
      expect(csv[1]?.[6]).toBe(feeUsd.toFixed(2));
      expect(csv[1]?.[3]).toMatch(/^\d+\.\d{6}$/);
      await page.goto('/activity/documents');
      await expectAxeClean(page);
    },
  );
});
