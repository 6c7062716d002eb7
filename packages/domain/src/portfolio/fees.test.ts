import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../money/format';
import { FEE_EXAMPLE_AMOUNT, feeDetailsRows, feeExample } from './fees';

describe('feeDetailsRows (doc 2 §3 Fees)', () => {
  it('shows the platform fee, the blended investment fee and their total, exactly', () => {
    expect(feeDetailsRows({ platform_fee: '0.25', blended_fee: '0.375' })).toEqual([
      { key: 'platformFee', value: '0.25%' },
      { key: 'blendedInvestmentFee', value: '0.38%' },
      { key: 'totalFee', value: '0.63%' },
    ]);
    expect(feeDetailsRows({ platform_fee: '0.1', blended_fee: '0.2' })[2]?.value).toBe('0.30%');
  });
});

describe('feeExample: the advisory fee on an amount, per year and per month (doc 1 §2.6)', () => {
  it('works the example on $25,000, the default tier Market minimum (doc 1 §9)', () => {
    expect(FEE_EXAMPLE_AMOUNT.toString()).toBe('25000');
    const example = feeExample({ amount: FEE_EXAMPLE_AMOUNT, platformFee: '0.25', productFee: '0.30' });
    expect(example.totalRate.toString()).toBe('0.55');
    expect(example.perYear.toString()).toBe('137.5');
    expect(formatUsd(example.perYear)).toBe('$137.50');
    expect(formatUsd(example.perMonth)).toBe('$11.46');
  });

  it.each([
    ['10000', '0.25', '0.75', '100', '$8.33'],
    ['25000', '0.1', '0.2', '75', '$6.25'],
    ['0', '0.25', '0.5', '0', '$0.00'],
  ])('on %s at %s%% + %s%%: %s a year, %s a month', (amount, platform, product, year, month) => {
    const example = feeExample({ amount, platformFee: platform, productFee: product });
    expect(example.perYear.toString()).toBe(year);
    expect(formatUsd(example.perMonth)).toBe(month);
  });

  it('is exact: cents times basis points, never floats', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 11n });
    const basisPoints = fc.bigInt({ min: 0n, max: 300n });
    fc.assert(
      fc.property(cents, basisPoints, basisPoints, (amount, platform, product) => {
        const example = feeExample({
          amount: `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`,
          platformFee: `${platform / 100n}.${String(platform % 100n).padStart(2, '0')}`,
          productFee: `${product / 100n}.${String(product % 100n).padStart(2, '0')}`,
        });
        // amount in cents × rate in basis points = the yearly fee in 1e-6 dollars.
        const micro = amount * (platform + product);
        expect(example.perYear.times(1_000_000).toFixed(0)).toBe(micro.toString());
        expect(example.perMonth.times(12).minus(example.perYear).abs().lt('1e-30')).toBe(true);
      }),
    );
  });
});
