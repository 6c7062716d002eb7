import { describe, expect, it } from 'vitest';
import {
  filterByStyle,
  filterByTag,
  indexTagFilters,
  marketplaceViewQuery,
  parseMarketplaceView,
  STYLE_FILTERS,
} from './filters';

describe('the view query parameter, default list (doc 2 §2)', () => {
  it.each([
    ['card', 'card'],
    ['list', 'list'],
    [null, 'list'],
    [undefined, 'list'],
    ['grid', 'list'],
  ])('%j -> %s', (value, view) => {
    expect(parseMarketplaceView(value)).toBe(view);
  });
  it('writes the query', () => {
    expect(marketplaceViewQuery('list')).toBe('');
    expect(marketplaceViewQuery('card')).toBe('?view=card');
  });
});

describe('style pills: View All, Market, Smart Beta, Alpha (doc 2 §2)', () => {
  const models = [
    { name: 'a', product: 'MARKET' },
    { name: 'b', product: 'ALPHA' },
    { name: 'c', product: 'SMART_BETA' },
    { name: 'd', product: 'MARKET' },
  ];
  it('lists the pills', () => {
    expect(STYLE_FILTERS.map((pill) => pill.label)).toEqual(['View All', 'Market', 'Smart Beta', 'Alpha']);
  });
  it.each([
    ['ALL', ['a', 'b', 'c', 'd']],
    ['MARKET', ['a', 'd']],
    ['SMART_BETA', ['c']],
    ['ALPHA', ['b']],
  ] as const)('%s shows %j', (filter, names) => {
    expect(filterByStyle(models, filter).map((model) => model.name)).toEqual(names);
  });
});

describe('index tag pills: View All, Multisector, then the server tags (doc 2 §2)', () => {
  it('puts View All and Multisector first, without repeats', () => {
    expect(indexTagFilters(['Large Cap', 'Multisector', ' ', 'DeFi', 'Large Cap'])).toEqual([
      'View All',
      'Multisector',
      'Large Cap',
      'DeFi',
    ]);
  });
  const indices = [
    { name: 'one', tags_excl_usd: ['Large Cap'], sector: 'Multisector' },
    { name: 'two', tags_excl_usd: ['DeFi'], sector: 'DeFi' },
    { name: 'three', tags_excl_usd: ['Multisector', 'Ecosystem'], sector: 'Smart Contract Platforms' },
  ];
  it.each([
    ['View All', ['one', 'two', 'three']],
    ['Multisector', ['one', 'three']],
    ['DeFi', ['two']],
    ['Gaming', []],
  ])('%s shows %j', (tag, names) => {
    expect(filterByTag(indices, tag).map((index) => index.name)).toEqual(names);
  });
});
