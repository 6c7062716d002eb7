import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLIED_TO_MY_PORTFOLIO,
  allocationMatchesPortfolio,
  hasUnsavedChanges,
  hasUnsavedExclusions,
  type NamedWeight,
} from './changes';

const leaders: NamedWeight = { name: 'Market Leaders', weight: 60 };
const defi: NamedWeight = { name: 'DeFi Index', weight: 40 };
const saved: NamedWeight[] = [leaders, defi];

describe('hasUnsavedChanges (doc 2 §3: name and weight against the last saved version)', () => {
  it.each<[string, NamedWeight[], boolean]>([
    ['same items', [...saved], false],
    ['same items in another order', [defi, leaders], false],
    [
      'a weight changed',
      [
        { name: 'Market Leaders', weight: 55 },
        { name: 'DeFi Index', weight: 45 },
      ],
      true,
    ],
    ['an item added', [...saved, { name: 'Alpha', weight: 5 }], true],
    ['an item removed', [leaders], true],
    ['an item replaced by another name with the same weight', [leaders, { name: 'Other', weight: 40 }], true],
    ['emptied', [], true],
  ])('%s -> %s', (_name, current, expected) => {
    expect(hasUnsavedChanges(saved, current)).toBe(expected);
  });

  it('compares duplicates by count', () => {
    const a = { name: 'A', weight: 50 };
    const twice = [a, { ...a }];
    expect(hasUnsavedChanges(twice, [a, { name: 'B', weight: 50 }])).toBe(true);
    expect(hasUnsavedChanges([a, { name: 'B', weight: 50 }], twice)).toBe(true);
    expect(hasUnsavedChanges(twice, [...twice])).toBe(false);
  });

  it('ignores fields other than name and weight', () => {
    expect(
      hasUnsavedChanges(
        saved,
        saved.map((item, id) => ({ ...item, id, index_tracker: true })),
      ),
    ).toBe(false);
  });

  it('never sees a change in a shuffled copy, always in an altered weight (property)', () => {
    const portfolio = fc.uniqueArray(
      fc.record({ name: fc.string({ minLength: 1 }), weight: fc.integer({ min: 5, max: 100 }) }),
      { minLength: 1, maxLength: 10, selector: (item) => item.name },
    );
    fc.assert(
      fc.property(portfolio, fc.nat(), (items, seed) => {
        const turn = seed % items.length;
        const shuffled = [...items.slice(turn), ...items.slice(0, turn)].reverse();
        const altered = items.map((item, i) => (i === 0 ? { ...item, weight: item.weight + 1 } : item));
        return !hasUnsavedChanges(items, shuffled) && hasUnsavedChanges(items, altered);
      }),
    );
  });
});

describe('allocationMatchesPortfolio (doc 2 §2: Applied to My Portfolio)', () => {
  it('has the badge text', () => {
    expect(APPLIED_TO_MY_PORTFOLIO).toBe('Applied to My Portfolio');
  });
  it.each<[string, NamedWeight[], boolean]>([
    ['exact match in another order', [defi, leaders], true],
    [
      'different weights',
      [
        { name: 'Market Leaders', weight: 50 },
        { name: 'DeFi Index', weight: 50 },
      ],
      false,
    ],
    ['portfolio holds one more investment', [...saved, { name: 'Alpha', weight: 5 }], false],
    ['empty portfolio', [], false],
  ])('%s -> %s', (_name, pending, expected) => {
    expect(allocationMatchesPortfolio(saved, pending)).toBe(expected);
  });
});

describe('hasUnsavedExclusions (doc 2 §3, §4)', () => {
  it.each<[string[], string[], boolean]>([
    [[], [], false],
    [['BTC', 'ETH'], ['ETH', 'BTC'], false],
    [['BTC'], ['BTC', 'BTC'], false],
    [['BTC'], ['BTC', 'ETH'], true],
    [['BTC', 'ETH'], ['BTC'], true],
    [['BTC'], ['ETH'], true],
  ])('%j vs %j -> %s', (before, after, expected) => {
    expect(hasUnsavedExclusions(before, after)).toBe(expected);
  });
});
