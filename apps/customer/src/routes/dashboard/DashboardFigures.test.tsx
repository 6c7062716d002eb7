// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import { sandboxAnswers } from '@cairn/app-shell/testing';
import { balanceChange, rekeyBalanceHistory } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { balanceHeadlineTexts, dashboardTexts } from './copy';
import { openDashboard } from './openDashboard';

// Issue 30: every figure of the dashboard goes through the kit's figure components.
describe('the dashboard’s figures', () => {
  it('shows the balance, the holdings and the allocation as Money and Percent, one precision a column', async () => {
    const { screen } = await openDashboard();
    const label = screen.getByText(dashboardTexts.totalBalance, { exact: true }).first();
    await expect.element(label).toBeInTheDocument();
    const total = label.element().parentElement;
    await expect
      .poll(() => total?.querySelector('[data-figure="money"]')?.parentElement?.textContent)
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

  // Issue 30 "Dashboard headline": the balance with its change over the chosen range and since the
  // first deposit, through Delta, the currency symbol lighter than the digits.
  it('heads the page with the balance, its gain since the first deposit and over the chosen range', async () => {
    const { screen } = await openDashboard();
    const changes = screen.getByRole('list', { name: balanceHeadlineTexts.changes });
    await expect.element(changes).toBeInTheDocument();
    const history = sandboxAnswers.investor['GET /custody-integrations/balance/balance-history']?.(
      {} as never,
    ) as Parameters<typeof rekeyBalanceHistory>[0];
    const flowsAnswer = sandboxAnswers.investor['GET /custody-integrations/balance/flows/chart']?.(
      {} as never,
    ) as { flows_data: Record<string, Record<string, string>> } | undefined;
    const flows = flowsAnswer?.flows_data ?? {};
    const now = new Date();
    const rekeyed = rekeyBalanceHistory(history, now, now.getTimezoneOffset());
    const full = balanceChange(rekeyed.full, flows.full ?? {});
    expect(full).not.toBeNull();
    const lines = () => Array.from(changes.element().querySelectorAll('li'));
    await expect.poll(() => lines().length).toBe(1);
    const [sinceFirst] = lines();
    expect(sinceFirst?.textContent).toContain(balanceHeadlineTexts.sinceFirstDeposit);
    const [amount, ratio] = Array.from(sinceFirst?.querySelectorAll('[data-figure="delta"]') ?? []);
    const gain = Number(full?.amount);
    const expected = `${gain > 0 ? '+' : gain < 0 ? '\u2212' : ''}$${Math.abs(gain).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })}`;
    expect(amount?.querySelector('[class]:last-child')?.textContent).toBe(expected);
    expect(amount?.getAttribute('data-trend')).toBe(gain > 0 ? 'gain' : gain < 0 ? 'loss' : 'none');
    expect(ratio?.textContent).toMatch(/%$/);
    // The chosen range's line comes first and follows the chart's timeframe.
    await screen.getByRole('radio', { name: 'Month' }).click();
    await expect.poll(() => lines().length).toBe(2);
    expect(lines()[0]?.textContent).toContain(balanceHeadlineTexts.range['1m']);
    expect(lines()[1]?.textContent).toContain(balanceHeadlineTexts.sinceFirstDeposit);
    // The currency symbol is its own span before the digits (drawn lighter: checked in e2e, where
    // the app's styles load).
    const figure = screen.getByText(dashboardTexts.totalBalance, { exact: true }).first().element()
      .nextElementSibling as HTMLElement;
    const digits = figure.querySelector('[data-figure="money"]') as HTMLElement;
    expect(digits.previousElementSibling?.textContent).toBe('$');
    expect(digits.textContent).toMatch(/^[\d,]+\.\d{2}$/);
  });
});
