import { expect } from 'vitest';
import { openInvestorApp } from '../../testing';

/**
 * The dashboards' component tests: the demo investor's dashboard (one deposit lacks cost basis, the
 * tutorial already done) from the captured sandbox answers, rendered through the app's routes.
 */
export async function openDashboard(): ReturnType<typeof openInvestorApp> {
  const { api, screen } = await openInvestorApp('/dashboard', {
    // The two reads with parameters the captured answers leave out, in the sandbox's shape.
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
  });
  await expect.element(screen.getByRole('heading', { level: 1, name: /^Hello, / })).toBeInTheDocument();
  return { api, screen };
}
