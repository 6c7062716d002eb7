import { type CalendarDate, longTermFrom, rebalanceTradeDate, taxDateOf, taxDateOfIso } from '@cairn/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  applyChangesDialogTexts,
  portfolioTexts,
  rebalancePreviewTexts,
} from '../../apps/customer/src/routes/portfolio/copy';
import { defaultPortfolioEditorMessages as portfolioEditorTexts } from '../../packages/ui/src/domain/PortfolioEditor/messages';
import { expect, test } from '../fixtures';
import { useSession as storeSession } from '../onboarding/api';
import { freshInvestor } from './transfers-support';

/**
 * Issue 27: a rebalance's estimated sales are classified on its trade day (24 hours after now, in
 * the tax calendar), not today. A fresh investor's first lots are bought by its first rebalance;
 * its sandbox clock is moved to two days before those lots' first long-term day (calendar-month
 * rule: the day after the anniversary), then one day on to the anniversary itself, with the
 * browser's clock set to the sandbox's now each time. The Apply dialog's estimate has no long-term
 * gain while the trade day is still short-term, and a long-term gain once the trade day is the
 * first long-term day although today is not. (The account's later rebalances over the year buy
 * younger lots, so the estimate keeps a short-term part: only the long-term part is asserted.)
 */

// A year of the account's life is simulated: generous on a busy machine.
test.describe.configure({ timeout: 600_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Moves only this investor's clock (never the shared demo users'). */
async function advance(request: APIRequestContext, email: string, days: number): Promise<void> {
  const answer = await request.post('/__sandbox/advance', { data: { days, email }, timeout: 480_000 });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The investor's sandbox now. */
async function sandboxNow(request: APIRequestContext, email: string): Promise<Date> {
  const answer = await request.get(`/__sandbox/clock?email=${encodeURIComponent(email)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return new Date(((await answer.json()) as { now: string }).now);
}

const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

/** Dollars shown as '+$1,234.56', '-$1.00' or '$0.00', in cents. */
/** A shown figure in cents: the screen-reader word, '+', '$' and commas dropped, U+2212 read as minus. */
const cents = (shown: string | null) =>
  Math.round(Number((shown ?? '').replace(/\u2212/g, '-').replace(/[^\d.-]/g, '')) * 100);

/** The figure beside a term of the preview's description list. */
const figure = (preview: Locator, term: string) =>
  preview.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/**
 * Sets the browser's clock to the investor's sandbox now, opens My Portfolio, moves 10 points from
 * Bitcoin & Ether to Crypto Market and opens Apply; answers the estimate's short- and long-term
 * gains in cents.
 */
async function estimateAtSandboxNow(
  page: Page,
  request: APIRequestContext,
  investor: { email: string; token: string },
): Promise<{ now: Date; shortTerm: number; longTerm: number }> {
  const now = await sandboxNow(request, investor.email);
  // Off the app first: a clock moved under an open page reads as a day of idleness (sign-out).
  await page.goto('about:blank');
  await page.clock.setFixedTime(now);
  await storeSession(page, investor.token);
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: portfolioTexts.title })).toBeVisible({
    timeout: 60_000,
  });
  const percent = (name: string) => page.getByRole('textbox', { name: portfolioEditorTexts.percentOf(name) });
  await percent('Crypto Market').fill('70');
  await percent('Bitcoin & Ether').fill('30');
  await expect(page.getByText('Total: 100%')).toBeVisible();
  await page.getByRole('button', { name: portfolioEditorTexts.apply }).click();
  const dialog = page.getByRole('alertdialog', { name: applyChangesDialogTexts.title });
  const preview = dialog.getByRole('region', { name: rebalancePreviewTexts.title });
  const trades = preview.getByRole('grid', { name: rebalancePreviewTexts.caption });
  await expect(trades.getByRole('row', { name: /^BTC/ })).toContainText(rebalancePreviewTexts.sell, {
    timeout: 60_000,
  });
  const shortTerm = cents(await figure(preview, rebalancePreviewTexts.estimatedShortTerm).textContent());
  const longTerm = cents(await figure(preview, rebalancePreviewTexts.estimatedLongTerm).textContent());
  const total = cents(await figure(preview, rebalancePreviewTexts.estimatedTotal).textContent());
  expect(shortTerm + longTerm).toBe(total);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return { now, shortTerm, longTerm };
}

test('a rebalance whose lots become long-term the next day is estimated long-term (issue 27)', async ({
  page,
  request,
}) => {
  const investor = await freshInvestor(request, { usd: 60_000 });
  const catalog = (await (
    await request.get('/api/model/models', { headers: auth(investor.token) })
  ).json()) as {
    id: string;
    name: string;
  }[];
  const id = (name: string) => catalog.find((model) => model.name === name)?.id;
  const saved = await request.put('/api/portfolio', {
    headers: auth(investor.token),
    data: {
      models: [
        { id: id('Crypto Market'), weight: 60 },
        { id: id('Bitcoin & Ether'), weight: 40 },
      ],
      excluded_assets: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // The partner trades about 24 hours later: the investor's lots are bought then, all on one day.
  await advance(request, investor.email, 1);
  const bought = (await (
    await request.get('/api/portfolio/activity/trades', { headers: auth(investor.token) })
  ).json()) as { date: string; side: string; currency: string }[];
  expect(bought.some((trade) => trade.side === 'BUY' && trade.currency === 'BTC')).toBe(true);
  const acquired = new Set(bought.map((trade) => JSON.stringify(taxDateOfIso(trade.date))));
  expect(acquired.size).toBe(1);
  const longTerm = longTermFrom(taxDateOfIso(bought[0]?.date ?? ''));

  // Today two days before the first long-term day: the trade day (tomorrow) is still short-term.
  const today = taxDateOf(await sandboxNow(request, investor.email));
  await advance(request, investor.email, dayNumber(longTerm) - dayNumber(today) - 2);
  const before = await estimateAtSandboxNow(page, request, investor);
  expect(dayNumber(rebalanceTradeDate(before.now))).toBe(dayNumber(longTerm) - 1);
  // Nothing the investor holds is long-term on that trade day: the estimate has no long-term gain.
  expect(before.longTerm).toBe(0);

  // One day later: today (the anniversary) is still short-term, the trade day is long-term.
  await advance(request, investor.email, 1);
  const after = await estimateAtSandboxNow(page, request, investor);
  expect(dayNumber(taxDateOf(after.now))).toBe(dayNumber(longTerm) - 1);
  expect(rebalanceTradeDate(after.now)).toEqual(longTerm);
  // The first rebalance's lots are sold long-term on the trade day; classified today (the
  // anniversary, not yet long-term) they would show no long-term gain, as the day before did.
  expect(after.longTerm).not.toBe(0);
});
