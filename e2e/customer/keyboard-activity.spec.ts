import { readFileSync } from 'node:fs';
import { ACTIVITY_CSV_HEADER, TRADE_CSV_HEADER } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { activityTexts, tradeHistoryTexts } from '../../apps/customer/src/routes/activity/copy';
import { documentsTexts } from '../../apps/customer/src/routes/activity/documents/copy';
import { expectAxeClean } from '../fixtures';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping, typeKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { signInAs } from '../support/session';

// Issue 31: the activity log (filters, paging, CSV, details), Trade History (paging, CSV) and the
// documents by keyboard alone. It only reads the shared demo investor; one sign-in through the API,
// one page load, Trade History and Documents reached through the side menu.
test.describe.configure({ timeout: 120_000 });

const INVESTOR = 'investor@cairn.example';
const log = (page: Page) => page.getByRole('grid', { name: activityTexts.activityLog });
const bodyRows = (page: Page) =>
  log(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** The rows of a downloaded CSV file, split into cells. */
const csvOf = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** Ticks or unticks a type filter's checkbox with Space. */
async function toggleType(page: Page, name: string) {
  const box = page.getByRole('group', { name: activityTexts.type }).getByRole('checkbox', { name });
  await tabKeeping(page, box, `the ${name} filter`);
  await pressKeeping(page, 'Space', `the ${name} filter toggled`);
}

test('the activity log and documents by keyboard alone: time frame, Load More, a type filter, the CSV, a deposit’s details, a custom range; Trade History’s Load More and CSV; a document opened; axe on each page and the details', async ({
  page,
  context,
}) => {
  await signInAs(page, INVESTOR);
  await page.goto('/activity/log');
  await expect(page.getByRole('heading', { level: 1, name: activityTexts.activityLog })).toBeVisible();
  await expect(page.getByText(activityTexts.delayNote)).toBeVisible();
  const timeFrame = page.getByRole('button', { name: /Time Frame/ });
  await expect(timeFrame).toContainText('Past 3 Months');
  await expectAxeClean(page, 'the activity log');
  await tabKeeping(page, timeFrame, 'Time Frame');
  await pressKeeping(page, 'Enter', 'Time Frame opened');
  await arrowKeeping(page, page.getByRole('option', { name: 'All Time' }), 'ArrowDown', 'All Time');
  await pressKeeping(page, 'Enter', 'All Time chosen');
  await expect(timeFrame).toContainText('All Time');
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(5);
  await tabKeeping(page, page.getByRole('button', { name: activityTexts.loadMore }), 'Load More');
  await pressKeeping(page, 'Enter', 'Load More pressed');
  await expect(rows).toHaveCount(10);

  await toggleType(page, 'Fees');
  await expect(rows).toHaveCount(5);
  // A fee is money out: its amount carries the minus (U+2212), never reads like a deposit.
  for (const text of await rows.allInnerTexts())
    expect(text).toMatch(/(Advisory Fee|Custody Fee)[\s\S]*\u2212\$[\d,]+\.\d{2}/);
  // Fees have no details.
  await expect(log(page).getByRole('button', { name: activityTexts.details })).toHaveCount(0);
  await tabKeeping(page, page.getByRole('button', { name: activityTexts.exportCsv }), 'Export CSV');
  const exported = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Export CSV pressed');
  const csv = csvOf(await (await exported).path());
  expect(csv[0]).toEqual([...ACTIVITY_CSV_HEADER]);
  expect(csv.length).toBeGreaterThan(5);
  for (const row of csv.slice(1)) expect(['Advisory Fee', 'Custody Fee']).toContain(row[1]);

  await toggleType(page, 'Fees');
  await toggleType(page, 'Deposits');
  // Into the grid, then along the first deposit's row to its Details.
  const first = rows.first();
  await tabKeeping(page, first, 'the first deposit row');
  const details = first.getByRole('button', { name: activityTexts.details });
  await arrowKeeping(page, details, 'ArrowRight', 'Details');
  await pressKeeping(page, 'Enter', 'Details opened');
  const dialog = page.getByRole('dialog', { name: `Deposit ${activityTexts.details}` });
  await expect(dialog.getByText(activityTexts.source)).toBeVisible();
  await expect(dialog.getByText(activityTexts.received)).toBeVisible();
  await expectAxeClean(page, 'the activity details');
  await pressKeeping(page, 'Escape', 'Details closed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details).toBeFocused();

  // A custom range with nothing in it.
  await tabKeeping(page, timeFrame, 'Time Frame');
  await pressKeeping(page, 'Enter', 'Time Frame opened');
  await arrowKeeping(page, page.getByRole('option', { name: 'Custom' }), 'ArrowDown', 'Custom');
  await pressKeeping(page, 'Enter', 'Custom chosen');
  await tabKeeping(page, page.getByRole('textbox', { name: activityTexts.from }), activityTexts.from);
  await typeKeeping(page, '01012000', 'the start typed');
  await tabKeeping(page, page.getByRole('textbox', { name: activityTexts.to }), activityTexts.to);
  await typeKeeping(page, '12312000', 'the end typed');
  await expect(page.getByText(activityTexts.noActivity)).toBeVisible();

  // Trade History through the side menu: its heading focused; quantities to 6 decimals, Load More,
  // the CSV with the fee in USD.
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  await tabKeeping(page, menu.locator('a[href="/activity/trades"]'), 'Trade History in the menu');
  await pressKeeping(page, 'Enter', 'Trade History opened');
  await expect(page.getByRole('heading', { level: 1, name: activityTexts.tradeHistory })).toBeFocused();
  const trades = page.getByRole('grid', { name: activityTexts.tradeHistory });
  const tradeRows = trades.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(tradeRows).toHaveCount(5);
  // Issue 30: a quantity carries its unit; a price keeps its digits under $1; minus is U+2212.
  await expect(tradeRows.first().getByRole('gridcell').nth(2)).toHaveText(/^[\d,]+\.\d{6} [A-Z]+$/);
  // The prices stand on one decimal point: a price's decimals and the figure spaces (U+2007) that
  // follow it take the same places on every row ('$2.24' + 3 beside '$0.33012').
  await expect(tradeRows.first().getByRole('gridcell').nth(3)).toHaveText(/^\$[\d,]+\.\d{2,8}\u2007*$/);
  const prices = await tradeRows.evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('[role=gridcell]')[3]?.textContent ?? ''),
  );
  const places = prices.map((price) => /\.(\d+)(\u2007*)$/.exec(price)?.slice(1).join('').length);
  expect(new Set(places).size, `places after the point: ${prices.join(' | ')}`).toBe(1);
  await expect(trades.getByRole('columnheader', { name: tradeHistoryTexts.fee })).toBeVisible();
  await expectAxeClean(page, 'trade history');
  await tabKeeping(page, page.getByRole('button', { name: activityTexts.loadMore }), 'Load More');
  await pressKeeping(page, 'Enter', 'Load More pressed');
  await expect(tradeRows).not.toHaveCount(5);
  await tabKeeping(page, page.getByRole('button', { name: activityTexts.exportCsv }), 'Export CSV');
  const tradesExported = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Export CSV pressed');
  const tradesCsv = csvOf(await (await tradesExported).path());
  expect(tradesCsv[0]).toEqual([...TRADE_CSV_HEADER]);
  const token = await page.evaluate(() => sessionStorage.getItem('cairn.accessToken'));
  const answer = await page.request.get('/api/portfolio/activity/trades', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [trade] = (await answer.json()) as { price: string; fee: string; fee_currency: string }[];
  if (!trade) throw new Error('the investor has trades');
  const feeUsd = trade.fee_currency === 'USD' ? Number(trade.fee) : Number(trade.fee) * Number(trade.price);
  expect(tradesCsv[1]?.[6]).toBe(feeUsd.toFixed(2));
  expect(tradesCsv[1]?.[3]).toMatch(/^\d+\.\d{6}$/);

  // Documents through the side menu: its heading focused, the agreement opened in a new tab.
  await tabKeeping(page, menu.locator('a[href="/activity/documents"]'), 'Documents in the menu');
  await pressKeeping(page, 'Enter', 'Documents opened');
  await expect(page.getByRole('heading', { level: 1, name: documentsTexts.heading })).toBeFocused();
  await expectAxeClean(page, 'documents');
  const open = page.getByRole('button', { name: `${documentsTexts.open} Advisory Agreement` });
  const documents = page.getByRole('grid', { name: documentsTexts.heading });
  await tabKeeping(page, documents.getByRole('row').nth(1), 'the first document row');
  await arrowKeeping(page, open, 'ArrowRight', 'Open the Advisory Agreement');
  const tab = context.waitForEvent('page');
  await pressKeeping(page, 'Enter', 'Open pressed');
  const opened = await tab;
  await expect.poll(() => opened.url()).not.toBe('about:blank');
  await opened.close();
  await expect(open).toBeFocused();
  await expectFocusKept(page, 'the document opened');
});
