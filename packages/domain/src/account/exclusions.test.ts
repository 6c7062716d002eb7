import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetSearchResults, excludeAssets } from './exclusions';

const assets = [
  { id: 'a-btc', name: 'Bitcoin', symbol: 'BTC' },
  { id: 'a-bch', name: 'Bitcoin Cash', symbol: 'BCH' },
  { id: 'a-eth', name: 'Ethereum', symbol: 'ETH' },
  { id: 'a-sol', name: 'Solana', symbol: 'SOL' },
];

describe('the asset picker (doc 2 §2, §5 "matches symbol or name case-insensitively")', () => {
  it.each([
    ['', [], ['BTC', 'BCH', 'ETH', 'SOL']],
    ['   ', [], ['BTC', 'BCH', 'ETH', 'SOL']],
    ['btc', [], ['BTC']],
    ['BITCOIN', [], ['BTC', 'BCH']],
    ['ether', [], ['ETH']],
    ['h', [], ['BCH', 'ETH']],
    ['bitcoin', ['a-btc'], ['BCH']],
    ['doge', [], []],
  ])('%j with %j excluded lists %j', (query, excluded, symbols) => {
    const found = assetSearchResults(assets, query, excluded).map((asset) => asset.symbol);
    expect(found.sort()).toEqual([...symbols].sort());
  });

  it('never lists an excluded asset, whatever the query (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.subarray(assets.map((asset) => asset.id)),
        (query, excluded) => {
          const found = assetSearchResults(assets, query, excluded);
          expect(found.some((asset) => excluded.includes(asset.id))).toBe(false);
        },
      ),
    );
  });
});

describe('confirming exclusions (doc 2 §4)', () => {
  const models = [
    { id: 'm-duo', product: 'MARKET', assetSymbols: ['BTC', 'ETH'] },
    { id: 'm-broad', product: 'MARKET', assetSymbols: ['BTC', 'ETH', 'SOL'] },
    { id: 'm-smart', product: 'SMART_BETA', assetSymbols: ['BTC', 'ETH'] },
  ];
  const portfolio = [
    { id: 'm-duo', weight: 40 },
    { id: 'm-broad', weight: 30 },
    { id: 'm-smart', weight: 30 },
  ];

  it('adds the chosen assets to the pending exclusions and removes MARKET models left with fewer than 2 assets', () => {
    const outcome = excludeAssets({
      excludedIds: ['a-sol'],
      chosenIds: ['a-btc', 'a-sol'],
      assets,
      portfolio,
      models,
    });
    expect(outcome.excludedIds).toEqual(['a-sol', 'a-btc']);
    // m-broad keeps ETH only once SOL and BTC are both excluded; the Smart Beta model is not MARKET.
    expect(outcome.removed.map((model) => model.id)).toEqual(['m-duo', 'm-broad']);
    expect(outcome.portfolio).toEqual([{ id: 'm-smart', weight: 30 }]);
  });

  it('keeps models the exclusions leave with 2 assets, and models outside the pending portfolio alone', () => {
    const outcome = excludeAssets({
      excludedIds: [],
      chosenIds: ['a-sol'],
      assets,
      portfolio: [{ id: 'm-broad', weight: 100 }],
      models,
    });
    expect(outcome.removed).toEqual([]);
    expect(outcome.portfolio).toEqual([{ id: 'm-broad', weight: 100 }]);
  });
});
