import { readFileSync } from 'node:fs';
import { taxCenterTexts } from '@cairn/domain';
import type { Page } from '@playwright/test';
import { taxCenterPageTexts, taxLotTexts } from '../../apps/customer/src/routes/activity/copy';
import { arrowKeeping, expectFocusKept, pressKeeping, tabKeeping } from '../support/focus';
import { expect, test } from '../support/keyboardOnly';
import { signInAs } from '../support/session';

// Issue 31: the Tax Center's export by keyboard alone. It only reads the shared demo investor (a
// download changes nothing), one sign-in through the API, one page load.
test.describe.configure({ timeout: 120_000 });

const INVESTOR = 'investor@cairn.example';
const summaryCard = (page: Page) => page.getByRole('region', { name: 'Tax Summary' });

test('the tax export by keyboard alone: last year chosen, its report and the Form 8949 CSV downloaded; the CSV totals equal the summary', async ({
  page,
}) => {
  await signInAs(page, INVESTOR);
  await page.goto('/activity/tax-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lastYear = new Date().getFullYear() - 1;
  const year = page.getByRole('button', { name: new RegExp(taxCenterPageTexts.taxYear) });
  await tabKeeping(page, year, 'the tax year');
  await pressKeeping(page, 'Enter', 'the tax year opened');
  await arrowKeeping(
    page,
    page.getByRole('option', { name: String(lastYear) }),
    'ArrowDown',
    String(lastYear),
  );
  await pressKeeping(page, 'Enter', `${lastYear} chosen`);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(year).toBeFocused();
  await expect(
    summaryCard(page).getByText(`January 1, ${lastYear} – December 31, ${lastYear}`),
  ).toBeVisible();
  await expect(summaryCard(page).getByText(taxCenterTexts.inProgress)).toHaveCount(0);

  const download = page.getByRole('button', { name: taxCenterPageTexts.download, exact: true });
  await tabKeeping(page, download, 'Download');
  const report = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Download pressed');
  const file = await report;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(file.suggestedFilename()).toContain(String(lastYear));
  await expectFocusKept(page, 'the report downloaded');

  await expect(summaryCard(page)).toHaveAttribute('aria-busy', 'false');
  const total = await summaryCard(page)
    .getByRole('row', { name: /^Total/ })
    .getByRole('cell')
    .textContent();
  const shortTerm = await summaryCard(page)
    .getByRole('row', { name: /^Short-term/ })
    .getByRole('cell')
    .textContent();
  const form = page.getByRole('button', { name: taxLotTexts.downloadForm8949 });
  await tabKeeping(page, form, 'Download Form 8949');
  const lots = page.waitForEvent('download');
  await pressKeeping(page, 'Enter', 'Download Form 8949 pressed');
  const csv = readFileSync(await (await lots).path(), 'utf8');
  const rows = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows[0]).toEqual([
    'Description of property',
    'Date acquired',
    'Date sold or disposed of',
    'Proceeds',
    'Cost or other basis',
    'Gain or (loss)',
    'Term',
  ]);
  const plain = (shown: string) =>
    shown
      .replace(/^(Gain|Loss) /, '')
      .replace('\u2212', '-')
      .replace(/[+$,]/g, '');
  expect(rows.at(-1)?.[5]).toBe(plain(total ?? ''));
  expect(rows.find((row) => row[0] === 'Total short-term')?.[5]).toBe(plain(shortTerm ?? ''));
  expect(rows.length).toBeGreaterThan(4);
  await expectFocusKept(page, 'the Form 8949 CSV downloaded');
});
