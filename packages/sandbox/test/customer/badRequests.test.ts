import type { CallSpec } from '@cairn/api-client';
import { describe, expect, it } from 'vitest';
import { modelIdFor } from '../../src/seed/catalog';
import { apiError, calls, harness } from './harness';

const withdrawal = {
  currency: 'USD',
  amount: '2000',
  account_network: '011000015',
  account_number: '000123456789',
  is_complete: false,
  submission_confirmed: true,
};
const crypto = {
  currency: 'BTC',
  amount: '0.01',
  account_number: 'bc1qdestination',
  account_network: 'bitcoin',
  owner_confirmed: true,
  wallet_self_hosted: true,
  deposit_notice_acknowledged: true,
  submission_confirmed: true,
};
const sending = {
  address: '0xabc',
  network_id: 'ethereum',
  currency: 'ETH',
  is_self_hosted: true,
  owner_confirmed: true,
  deposit_notice_acknowledged: true,
  submission_confirmed: true,
};

/** Requests that break the transport schemas: each must get 400 BAD_REQUEST naming the field, and change nothing. */
const BAD_REQUESTS: [string, CallSpec, Record<string, unknown>, string][] = [
  ['deactivation without is_termination', calls.deactivateAccount, {}, 'is_termination'],
  [
    'deactivation with is_termination false',
    calls.deactivateAccount,
    { is_termination: false },
    'is_termination',
  ],
  ['portfolio without fields', calls.savePortfolio, {}, 'models'],
  ['portfolio with models as text', calls.savePortfolio, { models: 'all', excluded_assets: [] }, 'models'],
  [
    'portfolio with a weight as text',
    calls.savePortfolio,
    { models: [{ id: modelIdFor('Momentum'), weight: 'fifty' }], excluded_assets: [] },
    'models.0.weight',
  ],
  [
    'portfolio with an unknown investment',
    calls.savePortfolio,
    { models: [{ id: 'model-nope', weight: 100 }], excluded_assets: [] },
    'model-nope',
  ],
  [
    'portfolio excluding an unknown asset',
    calls.savePortfolio,
    { models: [{ id: modelIdFor('Momentum'), weight: 100 }], excluded_assets: ['asset-nope'] },
    'asset-nope',
  ],
  ['withdrawal without fields', calls.createWithdrawal, {}, 'currency'],
  ['withdrawal with an amount as words', calls.createWithdrawal, { ...withdrawal, amount: 'lots' }, 'amount'],
  [
    'withdrawal not confirmed',
    calls.createWithdrawal,
    { ...withdrawal, submission_confirmed: false },
    'submission_confirmed',
  ],
  [
    'withdrawal with a reason code of 9',
    calls.createWithdrawal,
    { ...withdrawal, reason_for_leaving: 9 },
    'reason_for_leaving',
  ],
  [
    'crypto withdrawal without owner answer',
    calls.createWithdrawal,
    { ...crypto, owner_confirmed: undefined },
    'owner_confirmed',
  ],
  ['crypto withdrawal of an unknown asset', calls.createWithdrawal, { ...crypto, currency: 'NOPE' }, 'NOPE'],
  ['sending address without fields', calls.createSendingAddress, {}, 'address'],
  [
    'sending address with a number address',
    calls.createSendingAddress,
    { ...sending, address: 42 },
    'address',
  ],
  [
    'sending address without notice',
    calls.createSendingAddress,
    { ...sending, deposit_notice_acknowledged: false },
    'deposit_notice',
  ],
  ['cost basis without entries', calls.saveCostBasis, { depositId: 'dep-1' }, 'cost_bases'],
  [
    'cost basis with a number amount',
    calls.saveCostBasis,
    { depositId: 'dep-1', cost_bases: [{ cost_basis: 5, purchase_date: '2024-01-01', native_amount: '1' }] },
    'cost_bases.0.cost_basis',
  ],
  [
    'cost basis with an MM/DD/YYYY date',
    calls.saveCostBasis,
    {
      depositId: 'dep-1',
      cost_bases: [{ cost_basis: '5', purchase_date: '01/02/2024', native_amount: '1' }],
    },
    'purchase_date',
  ],
  [
    'a line chart with a bar timeframe',
    calls.getPerformanceChart,
    { type: 'line', level: 'asset', timeframe: 'weekly' },
    'timeframe',
  ],
  [
    'a chart of an unknown level',
    calls.getPerformanceChart,
    { type: 'bar', level: 'coin', timeframe: 'weekly' },
    'level',
  ],
  ['a table without level', calls.getPerformanceTable, {}, 'level'],
  [
    'fees with fewer weights than ids',
    calls.getPortfolioFees,
    { ids: ['a', 'b'], weights: [100] },
    'same length',
  ],
  ['fees with a weight as words', calls.getPortfolioFees, { ids: ['a'], weights: ['most'] }, 'weights'],
  ['a summary without dates', calls.getTaxSummary, {}, 'start_date'],
  [
    'a summary of month 13',
    calls.getTaxSummary,
    { start_date: '2025-13-01', end_date: '2025-12-31' },
    'start_date',
  ],
  [
    'a summary ending before it starts',
    calls.getTaxSummary,
    { start_date: '2025-12-01', end_date: '2025-01-31' },
    'start_date',
  ],
  ['losses without dates', calls.getHarvestedLosses, { start_date: '2025-01-01' }, 'end_date'],
  ['transactions of an unknown filter', calls.getTaxTransactions, { time_filter: 'week' }, 'time_filter'],
  ['a report of year "last"', calls.downloadTaxReport, { year: 'last' }, 'year'],
  ['a balance of an unknown type', calls.getBalance, { type: 'savings', symbol: 'ALL' }, 'type'],
  [
    'details of the fee category',
    calls.getActivityDetails,
    { category: 'custodyFee', id: 'fee-1' },
    'category',
  ],
  ['traded assets of an unknown type', calls.getTradedAssets, { type: 'STAKING' }, 'type'],
  ['models of an unknown product', calls.getModels, { products: ['HEDGE'] }, 'products'],
];

describe('bad requests get 400 with a clear message and change no state', () => {
  it.each(BAD_REQUESTS)('%s', async (_, spec, input, mentions) => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    // Seed the customer state first, so the snapshot holds everything a refused request could touch.
    await investor.call(calls.getPortfolio, {});
    const snapshot = h.snapshot();
    const error = await apiError(investor.call(spec, input));
    expect(error.status).toBe(400);
    expect(error.body?.code).toBe('BAD_REQUEST');
    expect(error.body?.message).toContain(mentions);
    expect(h.snapshot()).toBe(snapshot);
  });

  it('answers 401 to every customer call without a session', async () => {
    const h = harness();
    const client = h.client();
    for (const spec of Object.values(calls)) {
      const input = {
        networkId: 'bitcoin',
        name: 'x',
        ticker: 'CC10',
        type: 'total',
        symbol: 'ALL',
        currency: 'USD',
        id: 'x',
        category: 'deposit',
        depositId: 'x',
      };
      await expect(client.call(spec, input), spec.name).rejects.toMatchObject({ status: 401 });
    }
  });

  it('answers 404 to unknown ids', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const notFound = [
      investor.call(calls.getCostBasis, { depositId: 'dep-nope' }),
      investor.call(calls.saveCostBasis, { depositId: 'dep-nope', cost_bases: [] }),
      investor.call(calls.getActivityDetails, { category: 'deposit', id: 'dep-nope' }),
      investor.call(calls.getCustodyDocumentUrl, { id: 'doc-nope' }),
      investor.call(calls.getWithdrawalMinimum, { currency: 'NOPE' }),
      investor.call(calls.getBalance, { type: 'total', symbol: 'NOPE' }),
      investor.call(calls.getTrackRecord, { model_id: 'model-nope' }),
      investor.call(calls.getIndexAssetClassification, { ticker: 'NOPE' }),
    ];
    for (const promise of notFound) expect((await apiError(promise)).status).toBe(404);
  });
});
