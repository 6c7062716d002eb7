import { taxDateOf } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { taxCenterPageTexts, taxLotTexts } from '../../apps/customer/src/routes/activity/copy';
import { expect, test } from '../fixtures';
import { signInAs } from '../support/session';

/**
 * Issue 27: the browser's zone never decides a tax figure. The Tax Center of history@ (sales over
 * three tax years) shows the same Summary, lot table and Form 8949 CSV in Los Angeles and in Tokyo,
 * and they agree with the sandbox: its Tax Summary for the current year, its gain/loss CSV for the
 * last one (the server offers past years only).
 */
const TAX_CENTER = '/activity/tax-center';
const HISTORY = 'history@cairn.example';

const summaryCard = (page: Page) => page.getByRole('region', { name: 'Tax Summary' });
// A summary value reads 'Loss −$1,051.87' (a money Delta): the CSV's form is '-1051.87'.
const plain = (shown: string | null) =>
  (shown ?? '')
    .replace(/^(Gain|Loss) /, '')
    .replace('\u2212', '-')
    .replace(/[+$,]/g, '');

async function downloaded(page: Page, button: string): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const path = await (await download).path();
  const fs = await import('node:fs');
  return fs
    .readFileSync(path, 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function figures(page: Page, year: number) {
  await page.goto(TAX_CENTER);
  await page.getByRole('button', { name: new RegExp(taxCenterPageTexts.taxYear) }).click();
  await page.getByRole('option', { name: String(year) }).click();
  await expect(summaryCard(page)).toHaveAttribute('aria-busy', 'false');
  const row = async (name: RegExp) =>
    plain(await summaryCard(page).getByRole('row', { name }).getByRole('cell').textContent());
  const summary = [await row(/^Short-term/), await row(/^Long-term/), await row(/^Total/)];
  const sales = page
    .getByRole('grid', { name: taxLotTexts.salesCaption(year) })
    .or(page.getByRole('table', { name: taxLotTexts.salesCaption(year) }));
  await expect(sales).toBeVisible();
  const form = await downloaded(page, taxLotTexts.downloadForm8949);
  return { summary, form };
}

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`the Tax Center in ${timezoneId} (issue 27)`, () => {
    test.use({ timezoneId });

    test('shows the sandbox’s figures for the current and the last tax year', async ({ page }) => {
      const token = await signInAs(page, HISTORY);
      const year = taxDateOf(new Date()).year;
      const browserYear = await page.evaluate(() => new Date().getFullYear());
      expect(Math.abs(browserYear - year)).toBeLessThanOrEqual(1);

      // The current year: the card (the sandbox's summary up to today in the tax calendar) equals
      // the Form 8949 CSV the app computes, to the cent.
      const current = await figures(page, year);
      const totals = (form: string[][], label: string) => form.find((row) => row[0] === label)?.[5];
      expect([
        totals(current.form, 'Total short-term'),
        totals(current.form, 'Total long-term'),
        current.form.at(-1)?.[5],
      ]).toEqual(current.summary);
      const api = await page.request.get(
        `/api/tax/gains/summary?start_date=${year}-01-01&end_date=${year}-12-31`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      expect(api.ok()).toBe(true);
      const served = (await api.json()) as { short_term: string; long_term: string; total: string };
      expect([served.short_term, served.long_term, served.total]).toEqual(current.summary);

      // The last year: the server's gain/loss CSV has the same pieces and cents as Form 8949.
      const last = await figures(page, year - 1);
      const server = await downloaded(page, taxCenterPageTexts.download);
      const pieces = server.slice(1);
      const cents = (rows: string[][], at: number) =>
        rows.reduce((total, row) => total + Math.round(Number(row[at]) * 100), 0);
      const formPieces = last.form.slice(1).filter((row) => row[1] !== '');
      expect(pieces.length).toBe(formPieces.length);
      expect([cents(pieces, 4), cents(pieces, 5), cents(pieces, 6)]).toEqual([
        cents(formPieces, 3),
        cents(formPieces, 4),
        cents(formPieces, 5),
      ]);
      expect((cents(pieces, 6) / 100).toFixed(2)).toBe(last.summary[2]);
    });
  });
}
