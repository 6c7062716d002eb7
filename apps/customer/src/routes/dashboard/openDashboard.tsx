import { type StubApi, sandboxAnswers, stubApi, TestApp, testRouter } from '@cairn/app-shell/testing';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { CustomerRoutes } from '../../App';

/**
 * The dashboards' component tests: the demo investor's dashboard (one deposit lacks cost basis, the
 * tutorial already done) from the captured sandbox answers, rendered through the app's routes.
 */
export async function openDashboard(): Promise<{ api: StubApi; screen: Awaited<ReturnType<typeof render>> }> {
  const api = stubApi(
    {
      ...sandboxAnswers.investor,
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
    },
    { token: 'token' },
  );
  const screen = await render(
    <TestApp app="customer" location={testRouter('/dashboard')}>
      <CustomerRoutes />
    </TestApp>,
  );
  await expect.element(screen.getByRole('heading', { level: 1, name: /^Hello, / })).toBeInTheDocument();
  return { api, screen };
}
