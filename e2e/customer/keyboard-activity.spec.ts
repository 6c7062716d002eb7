import { readFileSync } from 'node:fs';
import { ACTIVITY_CSV_HEADER } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { activityTexts } from '../../apps/customer/src/routes/activity/copy';
import { documentsTexts } from '../../apps/customer/src/routes/activity/documents/copy';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { signInAs } from '../support/session';

// Issue 31: the activity log (filters, paging, CSV, details) and the documents by keyboard alone.
// It only reads the shared demo investor; one sign-in through the API, one page load, Documents
// reached through the side menu.
test.describe.configure({ timeout: 120_000 });

const INVESTOR = 'investor@cairn.example';
const log = (page: Page) => page.getByRole('grid', { name: activityTexts.activityLog });
const bodyRows = (page: Page) =>
  log(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** Ticks or unticks a type filter's checkbox with Space. */
async function toggleType(page: Page, name: string) {
  const box = page.getByRole('group', { name: activityTexts.type }).getByRole('checkbox', { name });
  await tabKeeping(page, box, `the ${name} filter`);
  await pressKeeping(page, 'Space', `the ${name} filter toggled`);
}

test('the activity log and documents by keyboard alone: time frame, Load More, a type filter, the CSV, a deposit’s details; a document opened', async ({
  page,
  context,
}) => {
  await signInAs(page, INVESTOR);
  await page.goto('/activity/log');
  await expect(page.getByRole('heading', { level: 1, name: activityTexts.activityLog })).toBeVisible();
  const timeFrame = page.getByRole('button', { name: /Time Frame/ });
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
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Advisory Fee|Custody Fee/);
  await tabKeeping(page, page.getByRole('button', { name: activityTexts.exportCsv }), 'Export CSV');
  const exported = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Export CSV pressed');
  const csv = readFileSync(await (await exported).path(), 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(csv[0]).toEqual([...ACTIVITY_CSV_HEADER]);
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
  await pressKeeping(page, 'Escape', 'Details closed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details).toBeFocused();

  // Documents through the side menu: its heading focused, the agreement opened in a new tab.
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
  await tabKeeping(page, menu.locator('a[href="/activity/documents"]'), 'Documents in the menu');
  await pressKeeping(page, 'Enter', 'Documents opened');
  await expect(page.getByRole('heading', { level: 1, name: documentsTexts.heading })).toBeFocused();
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
