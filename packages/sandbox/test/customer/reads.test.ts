import { type ApiClient, ApiError, buildOpenApiDocument, customerCalls } from '@cairn/api-client';
import {
  assetLedgers,
  dec,
  minimumContribution,
  PERFORMANCE_LEVELS,
  rebalancingMinimum,
  taxSummaryQuery,
  taxYearReport,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { indexIdFor, modelIdFor } from '../../src/seed/catalog';
import { asDownload, calls, harness } from './harness';

const today = { year: 2026, month: 11, day: 21 };

/** Every demo user who can sign in to the customer app, and a fresh signup. */
const USERS = [
  'investor@cairn.example',
  'institution@cairn.example',
  'friends@cairn.example',
  'pending@cairn.example',
  'inactive@cairn.example',
  'demo@cairn.example',
  'halfway@cairn.example',
  'tlhoff@cairn.example',
  'awaiting@cairn.example',
  'noselection@cairn.example',
  'belowmin@cairn.example',
  'maxed@cairn.example',
  'basislocked@cairn.example',
  'pendingwd@cairn.example',
  'history@cairn.example',
  'new',
] as const;

/**
 * Every read with inputs: fixed ones, and ones that depend on what the user has (first document,
 * first deposit, first activity entry of a category); those are skipped when the user has none.
 */
async function reads(client: ApiClient): Promise<[string, () => Promise<unknown>][]> {
  const call = client.call.bind(client);
  const documents = await call(calls.getCustodyDocuments, {});
  const transactions = await call(calls.getTaxTransactions, {});
  const activity = await call(calls.getActivity, {});
  const firstOf = (category: string) => activity.find((entry) => entry.category === category);
  const list: [string, () => Promise<unknown>][] = [
    ['getModelDetails', () => call(calls.getModelDetails, { name: 'Crypto Market' })],
    ['getModels', () => call(calls.getModels, {})],
    ['getModels filtered', () => call(calls.getModels, { products: ['ALPHA'], type: 'MODEL' })],
    ['getModels indices by tag', () => call(calls.getModels, { type: 'INDEX', tags: ['DeFi'] })],
    ['getIndexTags', () => call(calls.getIndexTags, {})],
    ['getIndexDetails', () => call(calls.getIndexDetails, { ticker: 'CC10' })],
    ['getIndexAssetClassification', () => call(calls.getIndexAssetClassification, { ticker: 'CMOM' })],
    ['getTradedAssets', () => call(calls.getTradedAssets, {})],
    ['getTradedAssets WITHDRAWAL', () => call(calls.getTradedAssets, { type: 'WITHDRAWAL' })],
    ['getPortfolio', () => call(calls.getPortfolio, {})],
    [
      'getPortfolioFees',
      () =>
        call(calls.getPortfolioFees, { ids: [modelIdFor('Momentum'), indexIdFor('CAI')], weights: [70, 30] }),
    ],
    ['getPortfolioAllocations', () => call(calls.getPortfolioAllocations, {})],
    ...PERFORMANCE_LEVELS.map((level): [string, () => Promise<unknown>] => [
      `getPerformanceChart line ${level}`,
      () => call(calls.getPerformanceChart, { type: 'line', level, timeframe: '1y' }),
    ]),
    [
      'getPerformanceChart bar',
      () => call(calls.getPerformanceChart, { type: 'bar', level: 'sector', timeframe: 'quarterly' }),
    ],
    [
      'getPerformanceChart week',
      () => call(calls.getPerformanceChart, { type: 'line', level: 'asset', timeframe: '1w' }),
    ],
    ['getPerformanceTable', () => call(calls.getPerformanceTable, { level: 'investment' })],
    ['getTrackRecord empty', () => call(calls.getTrackRecord, {})],
    [
      'getTrackRecord',
      () => call(calls.getTrackRecord, { model_id: modelIdFor('Momentum'), timeframe: 'ytd' }),
    ],
    ['getBalanceFlows', () => call(calls.getBalanceFlows, {})],
    ['getBalanceHistory', () => call(calls.getBalanceHistory, {})],
    ['getBalance total', () => call(calls.getBalance, { type: 'total', symbol: 'ALL' })],
    ['getBalance fiat', () => call(calls.getBalance, { type: 'fiat-withdrawal', symbol: 'ALL' })],
    ['getBalance crypto', () => call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'BTC' })],
    ['getBalance crypto ALL', () => call(calls.getBalance, { type: 'crypto-withdrawal', symbol: 'ALL' })],
    ['getBalance total ETH', () => call(calls.getBalance, { type: 'total', symbol: 'ETH' })],
    ['getWireDepositDetails', () => call(calls.getWireDepositDetails, {})],
    ['getCustodyDocuments', () => call(calls.getCustodyDocuments, {})],
    ['getWithdrawalMinimum USD', () => call(calls.getWithdrawalMinimum, { currency: 'USD' })],
    ['getWithdrawalMinimum BTC', () => call(calls.getWithdrawalMinimum, { currency: 'BTC' })],
    ['getActivity', () => call(calls.getActivity, {})],
    ['getTrades', () => call(calls.getTrades, {})],
    [
      'getHarvestedLosses',
      () => call(calls.getHarvestedLosses, { start_date: '2025-01-01', end_date: '2026-11-21' }),
    ],
    ['getTaxSummary', () => call(calls.getTaxSummary, taxSummaryQuery(2025, today))],
    ['getMissingCostBasis', () => call(calls.getMissingCostBasis, {})],
    ['getCostBasisUpdateEnabled', () => call(calls.getCostBasisUpdateEnabled, {})],
    ...(['all', '30days', '90days', '1year'] as const).map(
      (time_filter): [string, () => Promise<unknown>] => [
        `getTaxTransactions ${time_filter}`,
        () => call(calls.getTaxTransactions, { time_filter }),
      ],
    ),
    ['downloadActivityCsv', () => call(calls.downloadActivityCsv, {})],
    ['downloadTradesCsv', () => call(calls.downloadTradesCsv, {})],
    ['downloadTaxReport', () => call(calls.downloadTaxReport, { year: 2025 })],
  ];
  const document = documents[0];
  if (document)
    list.push(['getCustodyDocumentUrl', () => call(calls.getCustodyDocumentUrl, { id: document.id })]);
  const transaction = transactions[0];
  if (transaction)
    list.push(['getCostBasis', () => call(calls.getCostBasis, { depositId: transaction.deposit_id })]);
  for (const category of ['deposit', 'withdrawal', 'rebalance'] as const) {
    const entry = firstOf(category);
    if (entry)
      list.push([
        `getActivityDetails ${category}`,
        () => call(calls.getActivityDetails, { category, id: entry.id }),
      ]);
  }
  return list;
}

/** Every read of a funded account values its whole book: generous on a busy machine. */
const HEAVY_MS = 30_000;

describe('every customer read answers within its schema for every demo user', () => {
  it.each(USERS)(
    '%s',
    async (email) => {
      const h = harness();
      const client = await h.signedIn(email === 'new' ? h.newUser().email : email);
      const answered: string[] = [];
      for (const [name, read] of await reads(client)) {
        // The client parses each answer with its schema: a ContractError would fail here.
        await expect(read(), name).resolves.toBeDefined();
        answered.push(name);
      }
      const names = new Set(answered.map((name) => name.split(' ')[0]));
      const required = customerCalls.filter((spec) => spec.method === 'GET').map((spec) => spec.name);
      const optional = new Set(['getCustodyDocumentUrl', 'getCostBasis', 'getActivityDetails']);
      expect(required.filter((name) => !names.has(name) && !optional.has(name))).toEqual([]);
    },
    HEAVY_MS,
  );

  it('covers every GET of the customer area for the investor, including the per-entry ones', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const names = new Set((await reads(investor)).map(([name]) => name.split(' ')[0]));
    for (const spec of customerCalls.filter((call) => call.method === 'GET'))
      expect(names.has(spec.name), spec.name).toBe(true);
  });
});

describe('the seeded customers', () => {
  it('investor: DEFAULT tier minimums, funded, documents with the Advisory Agreement first', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const model = await investor.call(calls.getModelDetails, { name: 'DeFi Alpha' });
    expect(model.product_minimum).toBe(minimumContribution('DEFAULT', 'ALPHA').toNumber());
    expect(model.index_breakdown.map((index) => index.weight).reduce((a, b) => a + b, 0)).toBe(100);
    const total = await investor.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    expect(dec(total.balance).gt(100_000)).toBe(true);
    const documents = await investor.call(calls.getCustodyDocuments, {});
    expect(documents[0]?.title).toBe('Advisory Agreement');
    const dates = documents.slice(1).map((document) => document.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const allocations = await investor.call(calls.getPortfolioAllocations, {});
    expect(allocations.investment.map((item) => item.weight).reduce((a, b) => a + b, 0)).toBe(100);
    expect(allocations.asset.length).toBeGreaterThan(10);
    const history = await investor.call(calls.getBalanceHistory, {});
    expect(Object.keys(history.week)).toHaveLength(7);
    expect(Object.keys(history.week).at(-1)).toBe('2026-11-21');
    expect(history.week['2026-11-21']).toBe(total.balance);
    expect(Object.keys(history.full).length).toBeGreaterThan(730);
    const harvested = await investor.call(calls.getHarvestedLosses, {
      start_date: '2024-01-01',
      end_date: '2026-11-21',
    });
    expect(dec(harvested.total_harvested_losses).gt(0)).toBe(true);
    expect(harvested.chart_data.at(-1)?.value).toBe(harvested.total_harvested_losses);
  });

  it('institution: REDUCED tier minimums and no harvested losses', async () => {
    const h = harness();
    const institution = await h.signedIn('institution@cairn.example');
    const [market] = await institution.call(calls.getModels, { products: ['MARKET'], type: 'MODEL' });
    expect(market?.product_minimum).toBe(minimumContribution('REDUCED', 'MARKET').toNumber());
    const wire = await institution.call(calls.getWireDepositDetails, {});
    expect(wire.wire_deposit_details.account_name).toContain('Granite Peak Holdings LLC');
    const harvested = await institution.call(calls.getHarvestedLosses, {
      start_date: '2024-01-01',
      end_date: '2026-11-21',
    });
    expect(harvested).toEqual({ total_harvested_losses: '0.00', chart_data: [] });
  });

  it('friends: below the rebalancing minimum, two crypto deposits missing cost basis', async () => {
    const h = harness();
    const friends = await h.signedIn('friends@cairn.example');
    const total = await friends.call(calls.getBalance, { type: 'total', symbol: 'ALL' });
    expect(dec(total.balance).gt(0)).toBe(true);
    expect(dec(total.balance).lt(rebalancingMinimum('FRIENDS_AND_FAMILY'))).toBe(true);
    const missing = await friends.call(calls.getMissingCostBasis, {});
    expect(missing.map((deposit) => deposit.currency).sort()).toEqual(['BTC', 'ETH']);
    expect((await friends.call(calls.getWithdrawalMinimum, { currency: 'USD' })).withdrawal_min).toBe(
      '150.00',
    );
  });

  it('inactive: emptied by a full withdrawal; pending: documents only; a new signup: nothing', async () => {
    const h = harness();
    const inactive = await h.signedIn('inactive@cairn.example');
    expect((await inactive.call(calls.getBalance, { type: 'total', symbol: 'ALL' })).balance).toBe('0.00');
    expect(
      (await inactive.call(calls.getActivity, {})).some((entry) => entry.category === 'withdrawal'),
    ).toBe(true);
    const pending = await h.signedIn('pending@cairn.example');
    expect((await pending.call(calls.getCustodyDocuments, {}))[0]?.title).toBe('Advisory Agreement');
    expect(await pending.call(calls.getActivity, {})).toEqual([]);
    const fresh = await h.signedIn(h.newUser().email);
    expect(await fresh.call(calls.getPortfolio, {})).toEqual({ models: [], excluded_assets: [] });
    expect(await fresh.call(calls.getCustodyDocuments, {})).toEqual([]);
    expect(
      await fresh.call(calls.getPerformanceChart, { type: 'line', level: 'investment', timeframe: 'f' }),
    ).toMatchObject({
      dates: [],
      inceptionDate: null,
    });
  });

  it('performance: attributions of each level add up to the portfolio return', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    for (const level of PERFORMANCE_LEVELS) {
      const chart = await investor.call(calls.getPerformanceChart, { type: 'line', level, timeframe: '1m' });
      expect(chart.dates.length).toBeGreaterThan(25);
      chart.portfolioReturns.forEach((value, at) => {
        const sum = Object.values(chart.levelReturns).reduce(
          (acc, line) => acc + (line.attributions[at] ?? 0),
          0,
        );
        expect(value).toBeCloseTo(sum, 6);
      });
    }
    const line = await investor.call(calls.getPerformanceChart, {
      type: 'line',
      level: 'asset',
      timeframe: 'f',
    });
    const same = await investor.call(calls.getPerformanceChart, {
      type: 'line',
      level: 'sector',
      timeframe: 'f',
    });
    expect(line.portfolioReturns.at(-1)).toBeCloseTo(same.portfolioReturns.at(-1) ?? Number.NaN, 6);
    const bars = await investor.call(calls.getPerformanceChart, {
      type: 'bar',
      level: 'investment',
      timeframe: 'annually',
    });
    expect(bars.dates).toEqual(['2024-12-31', '2025-12-31', '2026-11-21']);
  });

  it('marketplace: 404 for unknown models and indices; tags; filters', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const missing = await investor
      .call(calls.getModelDetails, { name: 'No Such Model' })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404 });
    await expect(investor.call(calls.getIndexDetails, { ticker: 'NOPE' })).rejects.toMatchObject({
      status: 404,
    });
    const tags = await investor.call(calls.getIndexTags, {});
    expect(tags).toContain('DeFi');
    const defi = await investor.call(calls.getModels, { type: 'INDEX', tags: 'DeFi' });
    expect(defi.length).toBeGreaterThan(2);
    expect(defi.every((entry) => entry.index_tracker && entry.tags_excl_usd.includes('DeFi'))).toBe(true);
    const all = await investor.call(calls.getModels, {});
    expect(all.filter((entry) => entry.type === 'MODEL').length).toBeGreaterThanOrEqual(12);
    expect(all.filter((entry) => entry.type === 'INDEX').length).toBeGreaterThanOrEqual(25);
    const fees = await investor.call(calls.getPortfolioFees, {
      ids: [modelIdFor('Momentum'), indexIdFor('CAI')],
      weights: [70, 30],
    });
    expect(fees.blended_fee).toBe(dec('0.5').times(0.7).plus(dec('0.55').times(0.3)).toString());
  });

  it('downloads carry their file names from Content-Disposition', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const activity = asDownload(await investor.call(calls.downloadActivityCsv, {}));
    expect(activity.filename).toBe('cairn-activity-2026-11-21.csv');
    expect((await activity.blob.text()).split('\r\n')[0]).toBe('Date,Category,Amount,Currency,Status,Id');
    const trades = asDownload(await investor.call(calls.downloadTradesCsv, {}));
    expect(trades.filename).toBe('cairn-trades-2026-11-21.csv');
    const report = asDownload(await investor.call(calls.downloadTaxReport, { year: 2025 }));
    expect(report.filename).toBe('cairn-gain-loss-report-2025.csv');
    const rows = (await report.blob.text()).trim().split('\r\n');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.includes(',2025-'))).toBe(true);
    const current = await investor
      .call(calls.downloadTaxReport, { year: 2026 })
      .catch((error: unknown) => error);
    expect(current).toMatchObject({
      status: 400,
      body: { code: 'USER_CORRECTABLE', message: 'Report for the current year is not yet available.' },
    });
  });

  it("the Tax Summary equals the domain's lot-level report to the cent (issue 16 §6)", async () => {
    const investor = await harness().signedIn('investor@cairn.example');
    const deposits = await investor.call(calls.getTaxTransactions, {});
    const withBases = await Promise.all(
      deposits.map(async (deposit) => ({
        ...deposit,
        costBases: deposit.is_missing_cost_basis
          ? []
          : await investor.call(calls.getCostBasis, { depositId: deposit.deposit_id }),
      })),
    );
    const ledgers = assetLedgers(
      withBases,
      await investor.call(calls.getTrades, {}),
      (await investor.call(calls.getActivity, {}))
        .filter((entry) => entry.category === 'withdrawal' && entry.currency !== 'USD')
        .map((entry) => ({
          id: entry.id,
          date: entry.initiated_date,
          currency: entry.currency,
          amount: entry.amount,
        })),
    );
    for (const year of [2025, 2026]) {
      const report = taxYearReport(ledgers, year);
      expect(report.sales.length).toBeGreaterThan(0);
      const summary = await investor.call(calls.getTaxSummary, taxSummaryQuery(year, today));
      expect([summary.short_term, summary.long_term, summary.total]).toEqual([
        report.summary.shortTerm.toFixed(2),
        report.summary.longTerm.toFixed(2),
        report.summary.total.toFixed(2),
      ]);
    }
  });

  it('serves document URLs the sandbox can open', async () => {
    const h = harness();
    const investor = await h.signedIn('investor@cairn.example');
    const [agreement] = await investor.call(calls.getCustodyDocuments, {});
    const { url } = await investor.call(calls.getCustodyDocumentUrl, { id: agreement?.id ?? '' });
    const response = await h.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('lists every customer call in the OpenAPI document', () => {
    const document = buildOpenApiDocument(customerCalls, '0.0.0');
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path)) as {
      operationId: string;
    }[];
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      customerCalls.map((spec) => spec.name).sort(),
    );
  });
});
