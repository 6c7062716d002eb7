// The kit's tokens (an app's entry loads them first).
import '@cairn/ui/theme';
import {
  endTest,
  type StubApi,
  sandboxAnswers,
  stubApi,
  TestApp,
  testRouter,
} from '@cairn/app-shell/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CustomerRoutes } from '../../App';
import { dashboardTexts } from './copy';

let api: StubApi | undefined;

afterEach(async () => {
  await endTest(api);
});

/** The investor's dashboard, from the captured sandbox answers. */
async function openDashboard() {
  api = stubApi(
    {
      ...sandboxAnswers.investor,
      'GET /custody-integrations/balance/{type}/{symbol}': () => ({
        type: 'total',
        symbol: 'ALL',
        currency: 'USD',
        balance: '214688.56',
        fees_owed: '0.00',
        pending_withdrawals: '0.00',
        available_balance: '214688.56',
        last_pull_time: '2026-11-21T08:00:00.000Z',
      }),
      'GET /trading-integration/tlh/harvested-losses': () => ({
        total_harvested_losses: '0.00',
        chart_data: [],
      }),
    },
    { token: 'token' },
  );
  const screen = await render(
    <TestApp app="customer" location={testRouter('/dashboard')}>
      <CustomerRoutes />
    </TestApp>,
  );
  await expect.element(screen.getByRole('heading', { level: 1, name: /^Hello, / })).toBeInTheDocument();
  return screen;
}

// Issue 30: every figure of the dashboard goes through the kit's figure components.
describe('the dashboard’s figures', () => {
  it('shows the balance, the holdings and the allocation as Money and Percent, one precision a column', async () => {
    const screen = await openDashboard();
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
