// The kit's tokens (an app's entry loads them first): the popup's place is drawn with them.
import '@cairn/ui/theme';
import { sandboxAnswers } from '@cairn/app-shell/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Locator, page } from 'vitest/browser';
import { taxCenterPageTexts } from '../activity/copy';
import { dashboardTexts, missingCostBasisPopupTexts } from './copy';
import { openDashboard } from './openDashboard';

afterEach(async () => {
  await page.viewport(1280, 800);
});

/** Whether two rectangles share any area. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** What a reader of the page sees: headings, figures' tables, links, buttons, fields. */
const CONTENT = 'h1, h2, h3, table, a[href], button, input, [role="switch"]';

beforeEach(() => {
  // The popup shows once per browser session: each test starts a fresh session.
  sessionStorage.clear();
});

/**
 * Holds the popup open as a reader does, with focus inside it (its clock stops while focus is in
 * it): on a busy machine the page can take longer than the popup's 7.5 s to settle.
 */
function holdOpen(popup: Locator): void {
  (popup.getByRole('link', { name: missingCostBasisPopupTexts.action }).element() as HTMLElement).focus();
}

/** Waits until the page stops growing (the charts and tables arrive after the popup). */
async function settled(): Promise<void> {
  await expect
    .poll(async () => {
      const before = document.documentElement.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.documentElement.scrollHeight === before;
    })
    .toBe(true);
}

// Issue 30 (and 31, WCAG 2.2.1, 2.4.11): the 7.5 s missing-cost-basis popup announces a task that
// stays open. It stands in the page's flow where the task's banner stands, pushing the content
// down and covering nothing; when it closes the task's banner takes its place and stays.
describe('the dashboard’s open cost basis task', () => {
  it('is announced by the popup, then stays as a banner in the Tax Center’s words', async () => {
    const { api, screen } = await openDashboard();
    const popup = screen.getByRole('status').filter({ hasText: missingCostBasisPopupTexts.title });
    await expect.element(popup).toBeVisible();
    await expect
      .element(popup.getByRole('link', { name: missingCostBasisPopupTexts.action }))
      .toHaveAttribute('href', missingCostBasisPopupTexts.href);
    holdOpen(popup);
    await settled();
    const place = (popup.element() as HTMLElement).getBoundingClientRect().top;
    await popup.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(screen.getByText(missingCostBasisPopupTexts.title)).not.toBeInTheDocument();
    const missing = sandboxAnswers.investor['GET /tax/transactions/missing-cost-basis']?.(
      {} as never,
    ) as unknown[];
    const link = screen.getByRole('link', { name: taxCenterPageTexts.missingAction(missing.length) });
    await expect.element(link).toHaveAttribute('href', '/activity/tax-center/transactions');
    const title = screen.getByText(taxCenterPageTexts.missingTitle);
    await expect.element(title).toBeVisible();
    // The banner stands where the popup stood: the task keeps one place on the page.
    const banner = (title.element() as HTMLElement).closest('[data-tone]') ?? title.element();
    expect(Math.abs(banner.getBoundingClientRect().top - place)).toBeLessThan(2);
    expect(api.unrouted.map((call) => call.path)).toEqual([]);
  });

  for (const [width, height] of [
    [320, 640],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    it(`at ${width} px the popup sits in the page's flow and covers nothing`, async () => {
      await page.viewport(width, height);
      const { screen } = await openDashboard();
      const popup = screen.getByRole('status').filter({ hasText: missingCostBasisPopupTexts.title });
      await expect.element(popup).toBeVisible();
      holdOpen(popup);
      await settled();
      const box = (popup.element() as HTMLElement).closest('[data-timed-popup]') as HTMLElement;
      const main = screen.getByRole('main').element() as HTMLElement;
      const content = Array.from(main.querySelectorAll<HTMLElement>(CONTENT)).filter(
        (element) => !box.contains(element) && element.getClientRects().length > 0,
      );
      expect(content.length).toBeGreaterThan(10);
      const covered = content
        .filter((element) => overlap(element.getBoundingClientRect(), box.getBoundingClientRect()))
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName);
      expect(covered).toEqual([]);
      // In the flow: it scrolls with the page, above the balance and the holdings.
      for (const position of ['fixed', 'absolute', 'sticky'])
        expect(getComputedStyle(box).position).not.toBe(position);
      const balance = screen.getByText(dashboardTexts.totalBalance, { exact: true }).element();
      expect(balance.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.getBoundingClientRect().bottom);
    });
  }
});
