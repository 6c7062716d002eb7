import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT, MIN_WEIGHT } from '../constants';
import {
  canRemoveInvestment,
  normalizeWeight,
  portfolioWeightMessages,
  validatePortfolioWeights,
} from './weights';

describe('normalizeWeight (doc 2 §5: step 1, range 0-100, below 5 or empty becomes 5)', () => {
  it.each<[string | number | null | undefined, number]>([
    ['', 5],
    ['   ', 5],
    [null, 5],
    [undefined, 5],
    ['abc', 5],
    [Number.NaN, 5],
    [0, 5],
    [4, 5],
    [4.4, 5],
    [4.5, 5],
    [5, 5],
    ['5', 5],
    [6, 6],
    [' 42 ', 42],
    [42.4, 42],
    [42.5, 43],
    ['42.5', 43],
    [-10, 5],
    [99, 99],
    [100, 100],
    [100.4, 100],
    [101, 100],
    ['250', 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 5],
  ])('normalizeWeight(%j) is %i', (input, expected) => {
    expect(normalizeWeight(input)).toBe(expected);
  });

  it('gives a new investment the default weight of 5 (the minimum)', () => {
    expect(DEFAULT_WEIGHT).toBe(5);
    expect(normalizeWeight(DEFAULT_WEIGHT)).toBe(DEFAULT_WEIGHT);
  });

  it('always settles on an integer between 5 and 100 (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.integer(),
          fc.string(),
          fc.constantFrom(null, undefined, ''),
          fc.double().map((n) => String(n)),
        ),
        (input) => {
          const weight = normalizeWeight(input);
          return Number.isInteger(weight) && weight >= MIN_WEIGHT && weight <= 100;
        },
      ),
    );
  });

  it('keeps integers already in range unchanged (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 5, max: 100 }), (weight) => normalizeWeight(weight) === weight));
  });
});

describe('validatePortfolioWeights (doc 2 §5: total exactly 100, each at least 5)', () => {
  const weights = (...values: number[]) => values.map((weight) => ({ weight }));

  it('uses the allocation rule sentence', () => {
    expect(portfolioWeightMessages.allocationRule).toBe(
      'Allocations must add up to 100% and each must be at least 5%.',
    );
  });

  it.each<[string, number[], boolean, number]>([
    ['one investment at 100', [100], true, 100],
    ['two at 50', [50, 50], true, 100],
    ['twenty at exactly 5', Array.from({ length: 20 }, () => 5), true, 100],
    ['95 + 5 (exactly 5)', [95, 5], true, 100],
    ['96 + 4 (below 5)', [96, 4], false, 100],
    ['total 99', [49, 50], false, 99],
    ['total 101', [51, 50], false, 101],
    ['exact decimal weights 33.33 + 33.33 + 33.34', [33.33, 33.33, 33.34], true, 100],
    ['30.1 + 40.7 + 29.2 (floats give 100.00000000000001)', [30.1, 40.7, 29.2], true, 100],
    ['empty portfolio', [], false, 0],
  ])('%s', (_name, values, valid, total) => {
    const result = validatePortfolioWeights(weights(...values));
    expect(result.valid).toBe(valid);
    expect(result.total).toBe(total);
    if (!result.valid) expect(result.message).toBe(portfolioWeightMessages.allocationRule);
  });

  it('rejects a weight that is not a finite number', () => {
    const result = validatePortfolioWeights(weights(50, Number.NaN));
    expect(result.valid).toBe(false);
    expect(Number.isNaN(result.total)).toBe(true);
  });

  it('is valid exactly when integer weights of at least 5 total 100 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 5, max: 100 }), { minLength: 1, maxLength: 10 }), (values) => {
        const result = validatePortfolioWeights(weights(...values));
        const total = values.reduce((a, b) => a + b, 0);
        return result.valid === (total === 100) && result.total === total;
      }),
    );
  });
});

describe('canRemoveInvestment (doc 2 §4: the last investment cannot be removed)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [10, true],
  ])('with %i investments: %s', (count, expected) => {
    expect(canRemoveInvestment(count)).toBe(expected);
  });

  it('has the dialog texts', () => {
    expect(portfolioWeightMessages.selectionRequiredTitle).toBe('A Selection is Required');
    expect(portfolioWeightMessages.selectionRequired).toBe(
      'At least one investment is required in your portfolio',
    );
  });
});
