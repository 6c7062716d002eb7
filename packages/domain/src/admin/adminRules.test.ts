import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_STATUSES, canEditIndex, matchesAssetSearch } from './adminRules';

describe('admin rules (doc 3 §2, §4, §6)', () => {
  it.each([
    ['CAIRN', true],
    ['cairn', false],
    ['CAIRN ', false],
    ['EXTERNAL', false],
    [null, false],
    [undefined, false],
  ])('index_type %j editable: %s', (indexType, expected) => {
    expect(canEditIndex(indexType)).toBe(expected);
  });

  it('knows the two statuses of doc 3 §3', () => {
    expect(ADMIN_STATUSES).toEqual(['ACTIVE', 'INACTIVE']);
  });

  const bitcoin = { symbol: 'BTC', name: 'Bitcoin' };
  it.each([
    ['btc', true],
    ['BTC', true],
    ['bit', true],
    ['COIN', true],
    [' btc ', true],
    ['', true],
    ['eth', false],
    ['bitcoins', false],
  ])('search %j matches BTC/Bitcoin: %s', (query, expected) => {
    expect(matchesAssetSearch(bitcoin, query)).toBe(expected);
  });

  it('case never matters (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{1,4}$/),
        fc.stringMatching(/^[A-Za-z ]{1,12}$/),
        fc.stringMatching(/^[A-Za-z]{0,3}$/),
        (symbol, name, query) => {
          const asset = { symbol, name };
          expect(matchesAssetSearch(asset, query.toUpperCase())).toBe(
            matchesAssetSearch(asset, query.toLowerCase()),
          );
          expect(matchesAssetSearch(asset, symbol.toLowerCase())).toBe(true);
        },
      ),
    );
  });
});
