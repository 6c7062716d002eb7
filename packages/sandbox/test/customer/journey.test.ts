import {
  addInvestmentMessages,
  costBasisMessages,
  dec,
  MAX_INVESTMENTS,
  portfolioWeightMessages,
  taxSummaryQuery,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { indexIdFor, modelIdFor } from '../../src/seed/catalog';
import { apiError, calls, harness } from './harness';

const today = { year: 2026, month: 11, day: 21 };

describe('a funded investor edits the portfolio through the api-client', () => {
  it('saves a new portfolio, reads it back, and schedules a rebalance', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const before = await investor.call(calls.getPortfolio, {});
    expect(before.models.map((entry) => entry.weight).reduce((a, b) => a + b, 0)).toBe(100);
    const saved = await investor.call(calls.savePortfolio, {
      models: [
        { id: modelIdFor('Bitcoin & Ether'), weight: 55 },
        { id: indexIdFor('CDEFI'), weight: 25 },
        { id: modelIdFor('Sector Rotation'), weight: 20 },
      ],
      excluded_assets: ['asset-doge'],
    });
    const read = await investor.call(calls.getPortfolio, {});
    expect(read).toEqual(saved);
    expect(read.models).toEqual([
      { id: modelIdFor('Bitcoin & Ether'), name: 'Bitcoin & Ether', weight: 55, index_tracker: false },
      { id: indexIdFor('CDEFI'), name: 'Cairn DeFi Index', weight: 25, index_tracker: true },
      { id: modelIdFor('Sector Rotation'), name: 'Sector Rotation', weight: 20, index_tracker: false },
    ]);
    expect(read.excluded_assets).toEqual([
      { id: 'asset-doge', name: 'Dogecoin', symbol: 'DOGE', icon: null },
    ]);
    const models = await investor.call(calls.getModels, { names: ['Bitcoin & Ether'] });
    expect(models[0]?.weight).toBe(55);
    const activity = await investor.call(calls.getActivity, {});
    const queued = activity.find((entry) => entry.category === 'rebalance' && entry.status === 'queued');
    expect(queued).toBeDefined();
    const details = await investor.call(calls.getActivityDetails, {
      category: 'rebalance',
      id: queued?.id ?? '',
    });
    expect(details).toMatchObject({ category: 'rebalance', reason: 'Portfolio change', completed: null });
  });

  it.each([
    ['weights that do not total 100', [60, 30], portfolioWeightMessages.allocationRule],
    ['a weight under 5', [97, 3], portfolioWeightMessages.allocationRule],
    ['no investment', [], portfolioWeightMessages.selectionRequired],
    [
      'more than the maximum',
      Array.from({ length: MAX_INVESTMENTS + 1 }, () => 9),
      addInvestmentMessages.maximumReachedReason,
    ],
  ])(
    'refuses %s with 400 USER_CORRECTABLE and the domain message, changing nothing',
    async (_, weights, message) => {
      const h = harness();
      const investor = await h.signedIn('investor@cairn.example');
      const ids = (await investor.call(calls.getModels, {})).map((model) => model.id);
      const before = await investor.call(calls.getPortfolio, {});
      const snapshot = h.snapshot();
      const error = await apiError(
        investor.call(calls.savePortfolio, {
          models: weights.map((weight, at) => ({ id: ids[at] ?? '', weight })),
          excluded_assets: [],
        }),
      );
      expect(error.status).toBe(400);
      expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
      expect(h.snapshot()).toBe(snapshot);
      expect(await investor.call(calls.getPortfolio, {})).toEqual(before);
    },
  );

  it('refuses a non-MARKET model holding an excluded asset', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const error = await apiError(
      investor.call(calls.savePortfolio, {
        models: [{ id: modelIdFor('DeFi Alpha'), weight: 100 }],
        excluded_assets: ['asset-aave'],
      }),
    );
    expect(error.body).toEqual({
      code: 'USER_CORRECTABLE',
      message: 'DeFi Alpha: Not Available Due to Client Asset Exclusions',
    });
  });
});

describe('cost basis and the tax summary', () => {
  it('adds cost basis to a deposit lacking it: the missing count drops and the entries read back', async () => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    const missing = await friends.call(calls.getMissingCostBasis, {});
    expect(missing).toHaveLength(2);
    const [deposit] = missing;
    if (!deposit) throw new Error('no deposit');
    expect(await friends.call(calls.getCostBasis, { depositId: deposit.deposit_id })).toEqual([]);
    expect((await friends.call(calls.getCostBasisUpdateEnabled, {})).update_enabled).toBe(true);
    const half = dec(deposit.amount).div(2).toString();
    const saved = await friends.call(calls.saveCostBasis, {
      depositId: deposit.deposit_id,
      cost_bases: [
        { cost_basis: '20.50', purchase_date: '2024-03-01', native_amount: half },
        { cost_basis: '11', purchase_date: '2024-07-15', native_amount: half },
      ],
    });
    expect(saved).toEqual([
      {
        deposit_id: deposit.deposit_id,
        cost_basis: '20.5',
        purchase_date: '2024-03-01',
        native_amount: half,
      },
      { deposit_id: deposit.deposit_id, cost_basis: '11', purchase_date: '2024-07-15', native_amount: half },
    ]);
    expect(await friends.call(calls.getMissingCostBasis, {})).toHaveLength(1);
    expect(await friends.call(calls.getCostBasis, { depositId: deposit.deposit_id })).toEqual(saved);
    const listed = await friends.call(calls.getTaxTransactions, { time_filter: 'all' });
    expect(listed.find((entry) => entry.deposit_id === deposit.deposit_id)?.is_missing_cost_basis).toBe(
      false,
    );
  });

  it.each([
    ['quantities that do not sum to the deposit', { native: 'half' }, costBasisMessages.quantitiesMustSum],
    ['a cost basis under 0.01', { cost: '0.001' }, costBasisMessages.costBasisMinimum],
    ['a date that does not exist', { date: '2023-02-30' }, costBasisMessages.purchaseDateFormat],
    ['no entries', { none: true }, costBasisMessages.detailsRequired],
  ])('refuses %s with the domain message and changes nothing', async (_, change, message) => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    const [deposit] = await friends.call(calls.getMissingCostBasis, {});
    if (!deposit) throw new Error('no deposit');
    const snapshot = h.snapshot();
    const entry = {
      cost_basis: 'cost' in change ? change.cost : '10.00',
      purchase_date: 'date' in change ? change.date : '2024-01-02',
      native_amount: 'native' in change ? dec(deposit.amount).div(2).toString() : deposit.amount,
    };
    const error = await apiError(
      friends.call(calls.saveCostBasis, {
        depositId: deposit.deposit_id,
        cost_bases: 'none' in change ? [] : [entry],
      }),
    );
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
    expect(h.snapshot()).toBe(snapshot);
    expect(await friends.call(calls.getMissingCostBasis, {})).toHaveLength(2);
  });

  it('answers with "disabled" (silent in the apps) while updates are switched off', async () => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    const [deposit] = await friends.call(calls.getMissingCostBasis, {});
    const off = await h.app.request('/__sandbox/cost-basis-updates/friends@cairn.example', {
      method: 'POST',
      body: JSON.stringify({ enabled: false }),
    });
    expect(off.status).toBe(200);
    expect((await friends.call(calls.getCostBasisUpdateEnabled, {})).update_enabled).toBe(false);
    const error = await apiError(
      friends.call(calls.saveCostBasis, {
        depositId: deposit?.deposit_id ?? '',
        cost_bases: [
          { cost_basis: '10', purchase_date: '2024-01-02', native_amount: deposit?.amount ?? '1' },
        ],
      }),
    );
    expect(error.body?.message).toContain('disabled');
  });

  it('computes gains by HIFO from the lots: a sale of a $0-basis deposit turns long-term once its basis is added', async () => {
    const h = harness();
    const user = h.newUser();
    const client = await h.signedIn(user.email);
    expect(await client.call(calls.getTaxTransactions, {})).toEqual([]);
    expect((await h.deposit(user.email, { symbol: 'BTC', quantity: '1' })).status).toBe(200);
    const [deposit] = await client.call(calls.getMissingCostBasis, {});
    expect(deposit).toMatchObject({ currency: 'BTC', amount: '1', is_missing_cost_basis: true });
    const receipt = await client.call(calls.createWithdrawal, {
      currency: 'USD',
      amount: '9500',
      account_network: '011000015',
      account_number: '123456789',
      is_complete: false,
      submission_confirmed: true,
    });
    expect(receipt.route).toBe('PROCEED');
    const [sale] = await client.call(calls.getTrades, {});
    expect(sale).toMatchObject({ currency: 'BTC', side: 'SELL', quantity: '0.1' });
    const proceeds = dec(sale?.value ?? '0').minus(dec(sale?.fee ?? '0'));
    const range = taxSummaryQuery(2026, today);
    // Received today with no cost basis: $0 basis, held under a year.
    expect(await client.call(calls.getTaxSummary, range)).toEqual({
      short_term: proceeds.toFixed(2),
      long_term: '0.00',
      total: proceeds.toFixed(2),
    });
    await client.call(calls.saveCostBasis, {
      depositId: deposit?.deposit_id ?? '',
      cost_bases: [{ cost_basis: '30000', purchase_date: '2023-05-01', native_amount: '1' }],
    });
    const gain = proceeds.minus(3000);
    expect(await client.call(calls.getTaxSummary, range)).toEqual({
      short_term: '0.00',
      long_term: gain.toFixed(2),
      total: gain.toFixed(2),
    });
    // Nothing was sold the year before.
    expect(await client.call(calls.getTaxSummary, taxSummaryQuery(2025, today))).toEqual({
      short_term: '0.00',
      long_term: '0.00',
      total: '0.00',
    });
  });

  it('reads a seeded investor summary whose total is short plus long term', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const summary = await investor.call(calls.getTaxSummary, taxSummaryQuery(2025, today));
    expect(dec(summary.short_term).plus(summary.long_term).eq(summary.total)).toBe(true);
    expect(dec(summary.total).eq(0)).toBe(false);
  });
});
