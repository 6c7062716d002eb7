// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from './copy';
import { openDashboard } from './openDashboard';

// Issue 30: every figure of the dashboard goes through the kit's figure components.
describe('the dashboard’s figures', () => {
  it('shows the balance, the holdings and the allocation as Money and Percent, one precision a column', async () => {
    const { screen } = await openDashboard();
    const label = screen.getByText(dashboardTexts.totalBalance, { exact: true }).first();
    await expect.element(label).toBeInTheDocument();
    const total = label.element().parentElement;
    await expect
      .poll(() => total?.querySelector('[data-figure="money"]')?.textContent)
      .toMatch(/^\$[\d,]+\.\d{2}$/);
    const holdings = screen
      .getByRole('heading', { name: dashboardTexts.holdings })
      .element()
      .closest('section');
    await expect
      .poll(() => holdings?.querySelectorAll('[data-figure="percent"]').length ?? 0)
      .toBeGreaterThan(0);
    for (const weight of holdings?.querySelectorAll('[data-figure="percent"]') ?? [])
      expect(weight.textContent).toMatch(/^\d+\.\d{2}%$/);
    for (const value of holdings?.querySelectorAll('[data-figure="money"]') ?? [])
      expect(value.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expect.element(screen.getByRole('grid').first()).toBeInTheDocument();
    const allocation = screen.getByRole('grid').first().element();
    await expect.poll(() => allocation.querySelectorAll('[data-figure="percent"]').length).toBeGreaterThan(0);
    const main = screen.getByRole('main').element();
    // One minus glyph: no figure shows the hyphen-minus.
    for (const figure of main.querySelectorAll('[data-figure]'))
      expect(figure.textContent).not.toMatch(/-\d|-\$/);
  });
});
