import type { ApiClient, MarketplaceModel } from '@cairn/api-client';
import {
  addEligibility,
  assetLedgers,
  dec,
  form8949Rows,
  MAX_INVESTMENTS,
  minimumContribution,
  minimumTierBalance,
  portfolioBanner,
  taxSummaryQuery,
  taxYearReport,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { COST_BASIS_UPDATES_DISABLED } from '../../src/api/customer/tax';
import { DEMO_LOGINS } from '../../src/seed/demoUsers';
import { apiError, calls, harness, userCalls } from './harness';

const today = { year: 2026, month: 11, day: 21 };

/** The balance and the banner My Portfolio shows for a user (domain rules over the API's answers). */
async function bannerOf(client: ApiClient) {
  const total = await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
  const portfolio = await client.call(calls.getPortfolio, {});
  return portfolioBanner({
    balance: total.balance,
    portfolioEmpty: portfolio.models.length === 0,
    minimum: minimumTierBalance('DEFAULT'),
  });
}

/** Why a user could not add an investment (doc 2 §4 add eligibility), from the API's answers. */
async function addReason(client: ApiClient, investment: MarketplaceModel) {
  const total = await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
  const portfolio = await client.call(calls.getPortfolio, {});
  return addEligibility({
    investment: {
      id: investment.id,
      product: investment.product,
      assetSymbols: investment.asset_symbols,
      productMinimum: investment.product_minimum,
    },
    excludedAssetSymbols: portfolio.excluded_assets.map((asset) => asset.symbol),
    portfolioIds: portfolio.models.map((entry) => entry.id),
    balance: total.balance,
    minimumTierBalance: minimumTierBalance('DEFAULT'),
  });
}

describe('the demo users of the investor app, each in its state', () => {
  it('every demo login signs in with the demo password', async () => {
    const h = harness();
    for (const { email } of DEMO_LOGINS) await expect(h.signedIn(email), email).resolves.toBeDefined();
  });

  it('awaiting@: KYC approved, balance 0, nothing selected: Awaiting Deposit', async () => {
    const h = harness();
    const client = await h.signedIn('awaiting@cairn.example');
    expect(await client.call(userCalls.getUserStatus, {})).toMatchObject({
      status: 'ACTIVE',
      kyc_status: 'SUCCESS',
    });
    expect((await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance).toBe('0.00');
    expect(await client.call(calls.getPortfolio, {})).toEqual({ models: [], excluded_assets: [] });
    expect(await bannerOf(client)).toBe('AWAITING_DEPOSIT');
    expect(await client.call(calls.getActivity, {})).toEqual([]);
    expect((await client.call(calls.getCustodyDocuments, {}))[0]?.title).toBe('Advisory Agreement');
    expect(await client.call(calls.getPortfolioAllocations, {})).toEqual({
      investment: [],
      asset: [],
      sector: [],
    });
  });

  it('noselection@: funded in cash with no investment selected: NO_SELECTION', async () => {
    const h = harness();
    const client = await h.signedIn('noselection@cairn.example');
    expect(await bannerOf(client)).toBe('NO_SELECTION');
    const total = await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    expect(dec(total.balance).gte(minimumContribution('DEFAULT', 'MARKET'))).toBe(true);
    const allocations = await client.call(calls.getPortfolioAllocations, {});
    expect(allocations.investment).toEqual([]);
    expect(allocations.asset.map((item) => [item.symbol, item.weight])).toEqual([['USD', 100]]);
    const categories = (await client.call(calls.getActivity, {})).map((entry) => entry.category);
    expect(categories).toContain('deposit');
    expect(categories).not.toContain('rebalance');
  });

  it('belowmin@: holds a Smart Beta model its balance no longer reaches; Alpha and Smart Beta cannot be added', async () => {
    const h = harness();
    const client = await h.signedIn('belowmin@cairn.example');
    const total = dec((await client.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance);
    const [held] = (await client.call(calls.getPortfolio, {})).models;
    expect(held).toMatchObject({ name: 'Low Volatility', weight: 100 });
    const details = await client.call(calls.getModelDetails, { name: 'Low Volatility' });
    expect(details.product).toBe('SMART_BETA');
    expect(total.lt(details.product_minimum)).toBe(true);
    expect(total.gte(minimumContribution('DEFAULT', 'MARKET'))).toBe(true);
    const models = await client.call(calls.getModels, { type: 'MODEL' });
    const named = (name: string) => models.find((model) => model.name === name) as MarketplaceModel;
    expect(await addReason(client, named('DeFi Alpha'))).toBe('BELOW_PORTFOLIO_MINIMUM');
    expect(await addReason(client, named('Equal Weight Leaders'))).toBe('BELOW_PORTFOLIO_MINIMUM');
    expect(await addReason(client, named('Bitcoin Core'))).toBeNull();
    expect(await bannerOf(client)).toBeNull();
  });

  it('maxed@: the portfolio holds MAX_INVESTMENTS investments, so no other can be added', async () => {
    const h = harness();
    const client = await h.signedIn('maxed@cairn.example');
    const portfolio = await client.call(calls.getPortfolio, {});
    expect(portfolio.models).toHaveLength(MAX_INVESTMENTS);
    expect(portfolio.models.every((entry) => entry.weight === 10)).toBe(true);
    const outside = (await client.call(calls.getModels, {})).find(
      (model) => !portfolio.models.some((entry) => entry.id === model.id),
    ) as MarketplaceModel;
    expect(await addReason(client, outside)).toBe('WILL_EXCEED_MAX_INVESTMENTS');
    const allocations = await client.call(calls.getPortfolioAllocations, {});
    expect(allocations.investment).toHaveLength(MAX_INVESTMENTS);
  });

  it('basislocked@: deposits missing cost basis, and updates disabled (saving answers "disabled")', async () => {
    const h = harness();
    const client = await h.signedIn('basislocked@cairn.example');
    expect(await client.call(calls.getCostBasisUpdateEnabled, {})).toEqual({ update_enabled: false });
    const missing = await client.call(calls.getMissingCostBasis, {});
    expect(missing.map((deposit) => deposit.currency).sort()).toEqual(['BTC', 'ETH']);
    const [deposit] = missing;
    const error = await apiError(
      client.call(calls.saveCostBasis, {
        depositId: deposit?.deposit_id ?? '',
        cost_bases: [
          { cost_basis: '100', purchase_date: '2025-01-02', native_amount: deposit?.amount ?? '1' },
        ],
      }),
    );
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message: COST_BASIS_UPDATES_DISABLED });
  });

  it('pendingwd@: withdrawals Pending, Queued and Pending Transfer, and one completed', async () => {
    const h = harness();
    const client = await h.signedIn('pendingwd@cairn.example');
    const withdrawals = (await client.call(calls.getActivity, {})).filter(
      (entry) => entry.category === 'withdrawal',
    );
    expect(withdrawals.map((entry) => [entry.currency, entry.amount, entry.status])).toEqual([
      ['USD', '2500.00', 'pending'],
      ['BTC', '0.05', 'queued'],
      ['USD', '5000.00', 'queued'],
      ['USD', '7500.00', 'pending_transfer'],
      ['USD', '10000.00', 'completed'],
    ]);
    const fiat = await client.call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' });
    expect(fiat.pending_withdrawals).toBe('15000.00');
    expect(
      (await client.call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'BTC' })).pending_withdrawals,
    ).toBe('0.05');
    const transferring = withdrawals[3];
    expect(
      await client.call(calls.getActivityDetails, {
        category: 'pendingWithdrawal',
        id: transferring?.id ?? '',
      }),
    ).toMatchObject({ transferCompleted: null });
    expect(
      (
        await client.call(calls.getActivityDetails, {
          category: 'pendingWithdrawal',
          id: transferring?.id ?? '',
        })
      ).category,
    ).toBe('pendingWithdrawal');
  });

  it('history@: two years of activity across three tax years, with and without cost basis', async () => {
    const h = harness();
    const client = await h.signedIn('history@cairn.example');
    const profile = await client.call(userCalls.getUserProfile, {});
    expect(profile.user.created_at.slice(0, 4)).toBe('2024');
    const categories = new Set((await client.call(calls.getActivity, {})).map((entry) => entry.category));
    expect([...categories].sort()).toEqual(
      ['custodyFee', 'deposit', 'other', 'rebalance', 'totalAdvisoryFee', 'withdrawal'].sort(),
    );
    const transactions = await client.call(calls.getTaxTransactions, { time_filter: 'all' });
    const byYear = (missing: boolean) =>
      [
        ...new Set(
          transactions
            .filter((entry) => entry.is_missing_cost_basis === missing)
            .map((entry) => entry.date_received.slice(0, 4)),
        ),
      ].sort();
    expect(byYear(true)).toEqual(['2024', '2025', '2026']);
    expect(byYear(false)).toEqual(['2024', '2025', '2026']);

    const trades = await client.call(calls.getTrades, {});
    const sellYears = new Set(
      trades.filter((trade) => trade.side === 'SELL').map((trade) => trade.date.slice(0, 4)),
    );
    expect([...sellYears].sort()).toEqual(['2024', '2025', '2026']);
    for (const year of [2024, 2025]) {
      const summary = await client.call(calls.getTaxSummary, taxSummaryQuery(year, today));
      expect(dec(summary.total).eq(0), `${year}`).toBe(false);
    }
    const summary2025 = await client.call(calls.getTaxSummary, taxSummaryQuery(2025, today));
    expect(dec(summary2025.long_term).eq(0)).toBe(false);

    // The app's lot breakdown and Form 8949 CSV are built from these answers by the domain.
    const deposits = await Promise.all(
      transactions.map(async (entry) => ({
        deposit_id: entry.deposit_id,
        date_received: entry.date_received,
        currency: entry.currency,
        amount: entry.amount,
        costBases: await client.call(calls.getCostBasis, { depositId: entry.deposit_id }),
      })),
    );
    const report = taxYearReport(assetLedgers(deposits, trades), 2025);
    const rows = form8949Rows(report);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((row) => row[6] === 'Long-term')).toBe(true);
    expect(rows.some((row) => row[6] === 'Short-term')).toBe(true);
    expect(rows.some((row) => row[0]?.includes('$0 basis assumed'))).toBe(true);

    const investments = await client.call(calls.getPerformanceChart, {
      type: 'line',
      level: 'investment',
      timeframe: 'f',
    });
    expect(Object.keys(investments.levelReturns)).toEqual(
      expect.arrayContaining(['Bitcoin & Ether', 'Broad Crypto', 'Equal Weight Leaders', 'Ecosystem Alpha']),
    );
    expect(investments.totalPerformanceDays).toBe(790);
  }, 30_000);
});
