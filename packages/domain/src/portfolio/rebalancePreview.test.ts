import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sum } from '../money/decimal';
import type { AssetLedger } from '../tax/ledger';
import {
  type RebalanceTrade,
  rebalancePreview,
  rebalanceTradeTotals,
  targetShares,
} from './rebalancePreview';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const ledgers: AssetLedger[] = [
  {
    symbol: 'BTC',
    lots: [
      {
        id: 'L1',
        quantity: '0.5',
        costBasisUsd: '10000',
        acquired: d(2020, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
      {
        id: 'L2',
        quantity: '0.5',
        costBasisUsd: '35000',
        acquired: d(2025, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
    ],
    disposals: [],
  },
];
const base = {
  holdings: [
    { symbol: 'BTC', quantity: '1' },
    { symbol: 'ETH', quantity: '10' },
  ],
  cashUsd: '20000',
  prices: { BTC: '60000', ETH: '2000', SOL: '100' },
  investments: [
    { name: 'A', weight: 50, assets: [{ symbol: 'BTC', weight: 100 }] },
    {
      name: 'B',
      weight: 50,
      assets: [
        { symbol: 'ETH', weight: 50 },
        { symbol: 'SOL', weight: 50 },
      ],
    },
  ],
  ledgers,
  today: d(2025, 6, 1),
};

describe('targetShares: investments spread over their assets', () => {
  it('weights each asset by its investment, excluded assets left out', () => {
    const shares = (excluded: string[]) =>
      Object.fromEntries([...targetShares(base.investments, excluded)].map(([k, v]) => [k, v.toString()]));
    expect(shares([])).toEqual({ BTC: '0.5', ETH: '0.25', SOL: '0.25' });
    expect(shares(['SOL'])).toEqual({ BTC: '0.5', ETH: '0.5' });
    expect(shares(['BTC'])).toEqual({ ETH: '0.5', SOL: '0.5' });
  });
});

describe('rebalancePreview (beyond the spec: Apply & Rebalance)', () => {
  it('sells what is above target, buys what is below, and estimates the tax of the sells', () => {
    const preview = rebalancePreview(base);
    expect(preview.isEstimate).toBe(true);
    expect(preview.totalValueUsd.toString()).toBe('100000');
    expect(
      preview.targets.map((t) => [t.symbol, t.currentValueUsd.toString(), t.targetValueUsd.toString()]),
    ).toEqual([
      ['BTC', '60000', '50000'],
      ['ETH', '20000', '25000'],
      ['SOL', '0', '25000'],
    ]);
    expect(
      preview.trades.map((t) => [t.side, t.symbol, t.valueUsd.toString(), t.quantity?.toString()]),
    ).toEqual([
      ['SELL', 'BTC', '10000', '0.166666666667'],
      ['BUY', 'ETH', '5000', '2.5'],
      ['BUY', 'SOL', '25000', '250'],
    ]);
    // HIFO takes the dearer lot L2 (70,000 a unit, held under a year).
    expect(preview.sales[0]?.lots.map((piece) => [piece.lotId, piece.costBasisUsd.toString()])).toEqual([
      ['L2', '11666.67'],
    ]);
    // Proceeds net of the 0.1% trade fee ($10 of $10,000; issue 27, was -1,666.67).
    expect([preview.shortTermUsd, preview.longTermUsd, preview.totalUsd].map(String)).toEqual([
      '-1676.67',
      '0',
      '-1676.67',
    ]);
    expect(preview.basisAssumed).toBe(false);
  });
  it('sells a holding with no target entirely, and leaves a buy without price unquantified', () => {
    const preview = rebalancePreview({
      ...base,
      holdings: [{ symbol: 'DOGE', quantity: '1000' }],
      cashUsd: 0,
      prices: { DOGE: '0.1' },
      investments: [{ name: 'A', weight: 100, assets: [{ symbol: 'BTC', weight: 100 }] }],
    });
    expect(
      preview.trades.map((t) => [t.side, t.symbol, t.valueUsd.toString(), t.quantity?.toString() ?? null]),
    ).toEqual([
      ['SELL', 'DOGE', '100', '1000'],
      ['BUY', 'BTC', '100', null],
    ]);
    expect(preview.sales[0]?.unmatchedQuantity.toString()).toBe('1000');
  });
  it('adds targets up to the total exactly and never sells more than is held (property)', () => {
    const holding = fc.record({
      symbol: fc.constantFrom('BTC', 'ETH', 'SOL'),
      quantity: fc.integer({ min: 0, max: 10 ** 8 }).map((n) =>
        dec(n)
          .div(10 ** 4)
          .toString(),
      ),
    });
    const investment = fc.record({
      name: fc.string(),
      weight: fc.integer({ min: 5, max: 100 }),
      assets: fc.array(
        fc.record({
          symbol: fc.constantFrom('BTC', 'ETH', 'SOL', 'AVAX'),
          weight: fc.integer({ min: 1, max: 100 }),
        }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(holding, { maxLength: 3 }),
        fc.array(investment, { minLength: 1, maxLength: 3 }),
        (holdings, investments) => {
          const preview = rebalancePreview({
            ...base,
            holdings,
            cashUsd: '123.45',
            prices: { BTC: '60000.5', ETH: '2000.25', SOL: '99.99', AVAX: '30' },
            investments,
            ledgers: [],
          });
          expect(sum(preview.targets.map((t) => t.targetValueUsd)).eq(preview.totalValueUsd)).toBe(true);
          for (const trade of preview.trades.filter((t) => t.side === 'SELL')) {
            const held = sum(holdings.filter((h) => h.symbol === trade.symbol).map((h) => h.quantity));
            expect(trade.quantity?.lte(held)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('rebalanceTradeTotals: the totals line before Save & Activate (issue 30)', () => {
  const trade = (side: RebalanceTrade['side'], valueUsd: string): RebalanceTrade => ({
    symbol: 'X',
    side,
    valueUsd: dec(valueUsd),
    quantity: null,
  });
  it.each([
    { trades: [], sells: '0', buys: '0' },
    { trades: [trade('SELL', '122.92'), trade('SELL', '43.98')], sells: '166.9', buys: '0' },
    { trades: [trade('SELL', '0.1'), trade('BUY', '0.2'), trade('BUY', '0.1')], sells: '0.1', buys: '0.3' },
  ])('$sells sold, $buys bought', ({ trades, sells, buys }) => {
    const totals = rebalanceTradeTotals(trades);
    expect(totals.sellsUsd.toString()).toBe(sells);
    expect(totals.buysUsd.toString()).toBe(buys);
  });

  it('sums the example preview: $10,000 sold, $30,000 bought (the sell and the cash fund the buys)', () => {
    const totals = rebalanceTradeTotals(rebalancePreview(base).trades);
    expect([totals.sellsUsd.toString(), totals.buysUsd.toString()]).toEqual(['10000', '30000']);
  });

  it('splits every trade into exactly one of the two totals (property)', () => {
    const cents = fc.integer({ min: 0, max: 10 ** 9 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('SELL' as const, 'BUY' as const), cents)), (pairs) => {
        const trades = pairs.map(([side, value]) => trade(side, value));
        const totals = rebalanceTradeTotals(trades);
        expect(totals.sellsUsd.plus(totals.buysUsd).eq(sum(trades.map((t) => t.valueUsd)))).toBe(true);
        expect(totals.sellsUsd.eq(sum(trades.filter((t) => t.side === 'SELL').map((t) => t.valueUsd)))).toBe(
          true,
        );
      }),
      { numRuns: 60 },
    );
  });
});
