import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INVESTMENTS } from '../constants';
import {
  applyBlock,
  applyPendingExclusions,
  canAddInvestment,
  formatDriftPoints,
  formatWeightPercent,
  investmentBanners,
  type PortfolioInvestmentFacts,
} from './myPortfolio';
import { portfolioWeightMessages } from './weights';

const market = (id: string, assetSymbols: string[], productMinimum = 25_000): PortfolioInvestmentFacts => ({
  id,
  name: `Market ${id}`,
  product: 'MARKET',
  assetSymbols,
  productMinimum,
});
const smartBeta = (
  id: string,
  assetSymbols: string[],
  productMinimum = 50_000,
): PortfolioInvestmentFacts => ({
  id,
  name: `Smart Beta ${id}`,
  product: 'SMART_BETA',
  assetSymbols,
  productMinimum,
});

describe('texts quoted from the spec (doc 2 §2, §5, §8)', () => {
  it('the last investment is refused with the spec words', () => {
    expect(portfolioWeightMessages.selectionRequiredTitle).toBe('A Selection is Required');
    expect(portfolioWeightMessages.selectionRequired).toBe(
      'At least one investment is required in your portfolio',
    );
  });
});

describe('canAddInvestment (doc 2 §5: "A maximum number of investments is enforced", MAX_INVESTMENTS = 10)', () => {
  it.each([
    [0, true],
    [1, true],
    [9, true],
    [10, false],
    [11, false],
  ])('with %i investments: %s', (count, allowed) => {
    expect(canAddInvestment(count)).toBe(allowed);
  });
  it('allows exactly the counts under the maximum (property)', () => {
    fc.assert(fc.property(fc.nat(50), (count) => canAddInvestment(count) === count < MAX_INVESTMENTS));
  });
});

describe('investmentBanners (doc 2 §2 "Banner titles")', () => {
  it("marks a non-MARKET investment holding an excluded asset 'Not Available Due to Client Asset Exclusions'", () => {
    const banners = investmentBanners({
      investments: [smartBeta('sb', ['BTC', 'ETH', 'SOL'], 0), market('m', ['BTC', 'ETH', 'SOL'], 0)],
      excludedAssetSymbols: ['SOL'],
      balance: 100_000,
    });
    expect(banners).toEqual([
      {
        kind: 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS',
        title: 'Not Available Due to Client Asset Exclusions',
        investments: [{ id: 'sb', name: 'Smart Beta sb', minimum: '$0' }],
        ids: ['sb'],
      },
    ]);
  });
  it("marks a MARKET model left with fewer than 2 assets as not available too (doc 2 §5 'fewer than 2 assets')", () => {
    const banners = investmentBanners({
      investments: [market('m', ['BTC', 'ETH', 'SOL'], 0)],
      excludedAssetSymbols: ['BTC', 'ETH'],
      balance: 100_000,
    });
    expect(banners.map((banner) => banner.ids)).toEqual([['m']]);
  });
  it.each([
    // [balance, minimum, shown]: "requires the minimum account balance"; equal is enough.
    [49_999.99, 50_000, true],
    [50_000, 50_000, false],
    [80_000, 50_000, false],
  ])("balance %s against a minimum of %s: 'Below Model Minimum' %s", (balance, minimum, shown) => {
    const banners = investmentBanners({
      investments: [smartBeta('low', ['BTC', 'ETH'], minimum)],
      excludedAssetSymbols: [],
      balance,
    });
    expect(banners.length > 0).toBe(shown);
    if (shown) {
      expect(banners[0]).toMatchObject({
        kind: 'BELOW_MODEL_MINIMUM',
        title: 'Below Model Minimum',
        investments: [{ id: 'low', name: 'Smart Beta low', minimum: '$50,000' }],
      });
    }
  });
  it('shows not-available before below-minimum', () => {
    const banners = investmentBanners({
      investments: [smartBeta('a', ['BTC', 'ETH'], 90_000), smartBeta('b', ['SOL', 'ETH'], 0)],
      excludedAssetSymbols: ['SOL'],
      balance: 10_000,
    });
    expect(banners.map((banner) => [banner.kind, banner.ids])).toEqual([
      ['NOT_AVAILABLE_DUE_TO_EXCLUSIONS', ['b']],
      ['BELOW_MODEL_MINIMUM', ['a']],
    ]);
  });
});

describe('applyPendingExclusions (doc 2 §4: "Excluding assets removes from My Portfolio every MARKET model that would keep fewer than 2 non-excluded assets")', () => {
  const facts = new Map(
    [
      market('keeps', ['BTC', 'ETH', 'SOL']),
      market('loses', ['BTC', 'DOGE']),
      smartBeta('smart', ['BTC', 'DOGE']),
      market('single', ['XRP']),
    ].map((fact) => [fact.id, fact]),
  );
  const entries = [
    { id: 'keeps', weight: 40 },
    { id: 'loses', weight: 20 },
    { id: 'smart', weight: 20 },
    { id: 'single', weight: 10 },
    { id: 'unknown', weight: 10 },
  ];
  it('removes the MARKET model keeping fewer than 2 assets; keeps the rest in order', () => {
    const { kept, removed } = applyPendingExclusions(entries, facts, ['DOGE']);
    expect(removed.map((entry) => entry.id)).toEqual(['loses']);
    expect(kept.map((entry) => entry.id)).toEqual(['keeps', 'smart', 'single', 'unknown']);
  });
  it('removes nothing without exclusions', () => {
    expect(applyPendingExclusions(entries, facts, []).removed).toEqual([]);
  });
  it('partitions the entries, whatever is excluded (property)', () => {
    fc.assert(
      fc.property(fc.subarray(['BTC', 'ETH', 'SOL', 'DOGE', 'XRP']), (excluded) => {
        const { kept, removed } = applyPendingExclusions(entries, facts, excluded);
        const ids = [...kept, ...removed].map((entry) => entry.id).sort();
        return (
          ids.join() ===
            entries
              .map((entry) => entry.id)
              .sort()
              .join() && removed.every((entry) => facts.get(entry.id)?.product === 'MARKET')
        );
      }),
    );
  });
});

describe('applyBlock (doc 2 §2, §5: Apply disabled with a message)', () => {
  const valid = [{ weight: 60 }, { weight: 40 }];
  it.each([
    ['AWAITING_DEPOSIT', valid, 0, 'LIST_DISABLED'],
    ['BELOW_REBALANCE_MINIMUM', valid, 0, 'LIST_DISABLED'],
    ['NO_SELECTION', valid, 0, null],
    [null, valid, 0, null],
    [null, [{ weight: 60 }, { weight: 39 }], 0, 'WEIGHTS'],
    [null, [{ weight: 96 }, { weight: 4 }], 0, 'WEIGHTS'],
    [null, [], 0, 'WEIGHTS'],
    [null, valid, 1, 'UNAVAILABLE_INVESTMENTS'],
  ] as const)('banner %s, weights %j, %i unavailable: %s', (banner, weights, unavailableCount, block) => {
    expect(applyBlock({ banner, weights, unavailableCount })).toBe(block);
  });
  it('lets Apply run exactly when each weight is at least 5 and they total 100 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 10 }), (weights) => {
        const ok = weights.every((w) => w >= 5) && weights.reduce((a, b) => a + b, 0) === 100;
        const block = applyBlock({
          banner: null,
          weights: weights.map((weight) => ({ weight })),
          unavailableCount: 0,
        });
        return (block === null) === ok;
      }),
    );
  });
});

describe('formatting the drift view', () => {
  it.each([
    [33.33, '33.33%'],
    [5, '5%'],
    [12.345, '12.35%'],
  ])('weight %s reads %s', (value, text) => {
    expect(formatWeightPercent(value)).toBe(text);
  });
  it.each([
    [2.5, '+2.50 pts'],
    [-3, '−3.00 pts'],
    [-1, '−1.00 pts'],
    [-0.04, '−0.04 pts'],
    [0, '0.00 pts'],
    [0.001, '0.00 pts'],
    [-0.004, '0.00 pts'],
    [0.005, '+0.01 pts'],
    [-0.005, '−0.01 pts'],
  ])('drift %s reads %s', (value, text) => {
    expect(formatDriftPoints(value)).toBe(text);
  });
  it('a drift always shows two decimals, one minus glyph (U+2212) and no hyphen', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (value) =>
        /^(?:[+−](?!0\.00 )|)\d+\.\d{2} pts$/.test(formatDriftPoints(value)),
      ),
    );
  });
});
