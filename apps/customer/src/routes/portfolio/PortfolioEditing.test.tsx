import type { StubApi, StubRequest } from '@cairn/app-shell/testing';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { openInvestorApp, REFUSED_WRITES } from '../../testing';

let api: StubApi | undefined;

const ALLOCATION_RULE = 'Allocations must add up to 100% and each must be at least 5%.';

/** The saved portfolio: Crypto Market and Bitcoin & Ether at 50% each. */
const SAVED = {
  models: [
    { id: 'model-crypto-market', name: 'Crypto Market', weight: 50, index_tracker: false },
    { id: 'model-bitcoin-ether', name: 'Bitcoin & Ether', weight: 50, index_tracker: false },
  ],
  excluded_assets: [],
};

/** $60,000 in the account. */
function balance({ params }: StubRequest) {
  return {
    type: params.type,
    symbol: params.symbol,
    currency: 'USD',
    balance: '60000',
    fees_owed: '0',
    pending_withdrawals: '0',
    available_balance: '60000',
    last_pull_time: '2026-11-28T12:00:00.000Z',
  };
}

/** My Portfolio of investor@ (captured answers) with the 50/50 portfolio saved; PUT answers as `save` says. */
async function openPortfolio(save: (request: StubRequest) => Response | null = () => null) {
  const opened = await openInvestorApp('/portfolio', {
    'GET /custody-integrations/balance/{type}/{symbol}': balance,
    'GET /portfolio': () => SAVED,
    'PUT /portfolio': async (request) => {
      const answer = await save(request);
      if (answer instanceof Response) return answer;
      const { models } = request.body as { models: { id: string; weight: number }[] };
      return {
        ...SAVED,
        models: models.map(({ id, weight }) => ({
          ...SAVED.models.find((model) => model.id === id),
          weight,
        })),
      };
    },
  });
  api = opened.api;
  const screen = opened.screen;
  await expect.element(screen.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Investments' });
  await expect.element(list.getByRole('listitem').nth(1)).toBeInTheDocument();
  return { screen, list, api };
}

type Screen = Awaited<ReturnType<typeof openPortfolio>>['screen'];

const percent = (screen: Screen, name: string) =>
  screen.getByRole('textbox', { name: `Weight of ${name} in percent` });
const slider = (screen: Screen, name: string) => screen.getByRole('slider', { name: `Weight of ${name}` });
const apply = (screen: Screen) => screen.getByRole('button', { name: 'Apply Changes' });

/** Replaces a percent input's text by typing, as a user does. */
async function typeWeight(screen: Screen, name: string, value: string) {
  const field = percent(screen, name);
  await field.fill('');
  await field.click();
  await userEvent.keyboard(value);
}

describe('My Portfolio: editing the weights (doc 2 §2 My Portfolio, §4, §5)', () => {
  it('below 5 and empty become 5, the total rule, above 100 stops at 100, Reset, removing, A Selection is Required', async () => {
    const { screen, list, api } = await openPortfolio();

    // Below 5 becomes 5, at once for the slider and on leaving the field for the text.
    await typeWeight(screen, 'Bitcoin & Ether', '3');
    await expect.element(slider(screen, 'Bitcoin & Ether')).toHaveValue('5');
    await userEvent.keyboard('{Tab}');
    await expect.element(percent(screen, 'Bitcoin & Ether')).toHaveValue('5');
    await expect.element(screen.getByText('Total: 55%')).toBeInTheDocument();
    await expect.element(screen.getByText(ALLOCATION_RULE)).toBeInTheDocument();
    await expect.element(apply(screen)).toBeDisabled();

    // Empty becomes 5; e, +, - and the point are refused.
    await typeWeight(screen, 'Crypto Market', 'e+-.');
    await expect.element(percent(screen, 'Crypto Market')).toHaveValue('');
    await userEvent.keyboard('{Tab}');
    await expect.element(percent(screen, 'Crypto Market')).toHaveValue('5');
    // Above 100 stops at 100.
    await typeWeight(screen, 'Crypto Market', '250');
    await expect.element(slider(screen, 'Crypto Market')).toHaveValue('100');

    // Reset returns to the saved weights.
    await screen.getByRole('button', { name: 'Reset' }).click();
    await expect.element(percent(screen, 'Crypto Market')).toHaveValue('50');
    await expect.element(percent(screen, 'Bitcoin & Ether')).toHaveValue('50');
    await expect.element(apply(screen)).toBeEnabled();

    // Removing: the total follows; the last one is refused.
    await screen.getByRole('button', { name: 'Remove Bitcoin & Ether' }).click();
    await expect.element(list.getByRole('listitem').nth(1)).not.toBeInTheDocument();
    await expect.element(screen.getByText('Total: 50%')).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Remove Crypto Market' }).click();
    const required = screen.getByRole('alertdialog', { name: 'A Selection is Required' });
    await expect
      .element(required.getByText('At least one investment is required in your portfolio'))
      .toBeInTheDocument();
    await required.getByRole('button', { name: 'OK' }).click();
    await expect.element(required).not.toBeInTheDocument();
    expect(list.getByRole('listitem').elements()).toHaveLength(1);
    await expect.element(percent(screen, 'Crypto Market')).toHaveValue('50');
    expect(api.calls('PUT /portfolio')).toHaveLength(0);
  });

  it('Apply → the preview → Save & Activate sends the weights and announces Changes Applied', async () => {
    const { screen, api } = await openPortfolio();
    await typeWeight(screen, 'Crypto Market', '70');
    await typeWeight(screen, 'Bitcoin & Ether', '30');
    await expect.element(screen.getByText('Total: 100%')).toBeInTheDocument();
    await apply(screen).click();
    const confirm = screen.getByRole('alertdialog', { name: 'Apply Changes & Rebalance?' });
    // The preview's content (its reads unanswered here) is the keyboard e2e test's: only its place.
    await expect.element(confirm.getByRole('region', { name: 'Estimated Trades' })).toBeInTheDocument();
    await confirm.getByRole('button', { name: 'Save & Activate' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Changes Applied' }))
      .toHaveTextContent('Changes Applied');
    expect(api.calls('PUT /portfolio').map((call) => call.body)).toMatchObject([
      {
        models: [
          { id: 'model-crypto-market', weight: 70 },
          { id: 'model-bitcoin-ether', weight: 30 },
        ],
      },
    ]);
  });

  it('Save & Activate refused (500, 418, USER_CORRECTABLE): its message, the draft stays unsaved; No, Cancel keeps it', async () => {
    let fault: Response | null = null;
    const { screen, api } = await openPortfolio(() => fault);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await typeWeight(screen, 'Crypto Market', '60');
    await typeWeight(screen, 'Bitcoin & Ether', '40');
    const confirm = screen.getByRole('alertdialog', { name: 'Apply Changes & Rebalance?' });

    await apply(screen).click();
    await confirm.getByRole('button', { name: 'No, Cancel' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(apply(screen)).toHaveFocus();
    await expect.element(percent(screen, 'Crypto Market')).toHaveValue('60');

    for (const refusal of REFUSED_WRITES) {
      fault = refusal.answer();
      await apply(screen).click();
      await confirm.getByRole('button', { name: 'Save & Activate' }).click();
      await expect.element(notifications).toHaveTextContent(refusal.toast);
      await expect.element(confirm).not.toBeInTheDocument();
      await expect.element(screen.getByText('Changes Applied')).not.toBeInTheDocument();
      await expect.element(percent(screen, 'Crypto Market')).toHaveValue('60');
      await expect.element(apply(screen)).toBeEnabled();
    }
    expect(api.calls('PUT /portfolio')).toHaveLength(3);
  });
});
