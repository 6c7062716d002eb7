// The kit's tokens (an app's entry loads them first): the popup's place is drawn with them.
import '@cairn/ui/theme';
import { sandboxAnswers } from '@cairn/app-shell/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { taxCenterPageTexts } from '../activity/copy';
import { missingCostBasisPopupTexts } from './copy';
import { openDashboard } from './openDashboard';

afterEach(async () => {
  await page.viewport(1280, 800);
});

/** Whether two rectangles share any area. */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex="0"]';

// Issue 31 (WCAG 2.2.1, 2.4.11): the 7.5 s missing-cost-basis popup is a reminder of a task that
// stays open; the task stays on the dashboard as a banner, and the floating popup covers no control.
describe('the dashboard’s open cost basis task', () => {
  it('shows as a banner on the dashboard, in the Tax Center’s words, linking to the transactions', async () => {
    const { api, screen } = await openDashboard();
    const missing = sandboxAnswers.investor['GET /tax/transactions/missing-cost-basis']?.(
      {} as never,
    ) as unknown[];
    const link = screen.getByRole('link', { name: taxCenterPageTexts.missingAction(missing.length) });
    await expect.element(link).toHaveAttribute('href', '/activity/tax-center/transactions');
    await expect.element(screen.getByText(taxCenterPageTexts.missingTitle)).toBeVisible();
    expect(api.unrouted.map((call) => call.path)).toEqual([]);
  });

  for (const [width, height] of [
    [320, 640],
    [1280, 800],
  ] as const) {
    it(`at ${width} px the popup covers no control once focus reaches it`, async () => {
      await page.viewport(width, height);
      const { screen } = await openDashboard();
      const popup = screen.getByRole('status').filter({ hasText: missingCostBasisPopupTexts.title });
      await expect.element(popup).toBeVisible();
      const box = (popup.element() as HTMLElement).parentElement as HTMLElement;
      // The page's charts and table arrive after the popup: wait until the page stops growing.
      await expect
        .poll(async () => {
          const before = document.documentElement.scrollHeight;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return document.documentElement.scrollHeight === before;
        })
        .toBe(true);
      const controls = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (control) => !box.contains(control) && control.getClientRects().length > 0,
      );
      expect(controls.length).toBeGreaterThan(10);
      const covered: string[] = [];
      for (const control of controls) {
        control.focus();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && overlap(rect, box.getBoundingClientRect()))
          covered.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
      }
      expect(covered).toEqual([]);
    });
  }
});
