import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_INTENDED_INVESTMENT_AMOUNTS,
  intendedInvestmentAmountLabel,
  intendedInvestmentAmountOptions,
  RETAIL_INTENDED_INVESTMENT_AMOUNTS,
} from './intendedInvestmentAmount';

const labels = (options: readonly { value: number; label: string }[]) =>
  options.map((option) => [option.value, option.label]);

describe('intended investment amount ranges (doc 1 §9)', () => {
  it('numbers the retail ranges 1 to 7 with their labels', () => {
    expect(labels(RETAIL_INTENDED_INVESTMENT_AMOUNTS)).toEqual([
      [1, '$15,000–$25,000'],
      [2, '$25,000–$50,000'],
      [3, '$50,000–$100,000'],
      [4, '$100,000–$250,000'],
      [5, '$250,000–$500,000'],
      [6, '$500,000–$1,000,000'],
      [7, 'Over $1,000,000'],
    ]);
  });
  it('numbers the institution and advisory-firm ranges 1 to 7 with their labels', () => {
    expect(labels(INSTITUTION_INTENDED_INVESTMENT_AMOUNTS)).toEqual([
      [1, '$15,000–$25,000'],
      [2, '$25,000–$50,000'],
      [3, '$50,000–$250,000'],
      [4, '$250,000–$500,000'],
      [5, '$500,000–$1,000,000'],
      [6, '$1,000,000–$5,000,000'],
      [7, 'Over $5,000,000'],
    ]);
  });
  it('gives bounds, the last one open', () => {
    expect(RETAIL_INTENDED_INVESTMENT_AMOUNTS[0]).toEqual({
      value: 1,
      label: '$15,000–$25,000',
      min: 15_000,
      max: 25_000,
    });
    expect(INSTITUTION_INTENDED_INVESTMENT_AMOUNTS[6]).toEqual({
      value: 7,
      label: 'Over $5,000,000',
      min: 5_000_000,
      max: null,
    });
  });

  it.each([
    ['FRIENDS_AND_FAMILY', 'retail', [1, 2, 3, 4, 5, 6, 7]],
    ['REDUCED', 'retail', [1, 2, 3, 4, 5, 6, 7]],
    ['DEFAULT', 'retail', [2, 3, 4, 5, 6, 7]],
    ['FRIENDS_AND_FAMILY', 'institution', [1, 2, 3, 4, 5, 6, 7]],
    ['REDUCED', 'advisory_firm', [1, 2, 3, 4, 5, 6, 7]],
    ['DEFAULT', 'institution', [2, 3, 4, 5, 6, 7]],
    ['DEFAULT', 'advisory_firm', [2, 3, 4, 5, 6, 7]],
  ] as const)('%s %s offers ranges %j (15k-25k only for non-default tiers)', (tier, kind, values) => {
    expect(intendedInvestmentAmountOptions(tier, kind).map((option) => option.value)).toEqual(values);
  });
  it('keeps the institution labels for the advisory firm and the default tier', () => {
    expect(intendedInvestmentAmountOptions('DEFAULT', 'advisory_firm')[0]?.label).toBe('$25,000–$50,000');
    expect(intendedInvestmentAmountOptions('DEFAULT', 'advisory_firm')[1]?.label).toBe('$50,000–$250,000');
  });

  it.each([
    ['retail', 3, '$50,000–$100,000'],
    ['institution', 3, '$50,000–$250,000'],
    ['advisory_firm', 7, 'Over $5,000,000'],
    ['retail', 0, undefined],
    ['retail', 8, undefined],
  ] as const)('label of %s answer %s is %s', (kind, value, label) => {
    expect(intendedInvestmentAmountLabel(kind, value)).toBe(label);
  });
});
