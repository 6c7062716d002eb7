import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import {
  alignedTradePrices,
  cryptoAmountDecimals,
  displayedReturn,
  tradePriceDecimals,
  unitPriceDecimals,
} from './precision';

describe('unitPriceDecimals (doc 2 §9 "two decimals for USD"; prices under $1 keep 4 significant digits)', () => {
  it.each([
    [['64250.10'], 2],
    [['1'], 2],
    [['0'], 2],
    [['0.5'], 4],
    [['0.0412'], 5],
    [['0.004183'], 6],
    [['0.00000001'], 8],
    [['-0.25'], 4],
    [['12.5', '0.0412', '3'], 5],
    [[], 2],
  ] as const)('%j → %i decimals', (prices, decimals) => {
    expect(unitPriceDecimals(prices)).toBe(decimals);
  });

  it('keeps at least four significant digits of any price from 1e-4 to $1, and never exceeds 8', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 99_999_999 }),
        fc.integer({ min: 4, max: 8 }),
        (digits, shift) => {
          const price = dec(digits).div(dec(10).pow(shift + 4));
          fc.pre(price.lt(1) && price.gte('0.0001'));
          const decimals = unitPriceDecimals([price]);
          expect(decimals).toBeLessThanOrEqual(8);
          const shown = price
            .round(decimals, 0)
            .toFixed(decimals)
            .replace(/^0\.0*/, '');
          expect(shown.length).toBeGreaterThanOrEqual(4);
        },
      ),
    );
  });
});

describe('tradePriceDecimals (prices at 2 decimals from $1, up to 6 below $1)', () => {
  it.each([
    ['9.72474', 2],
    ['2.24297', 2],
    ['64250.10', 2],
    ['1', 2],
    ['0', 2],
    ['0.5', 4],
    ['0.0412', 5],
    ['0.004183', 6],
    ['0.00000042', 6],
    ['-0.25', 4],
    ['abc', 2],
  ] as const)('%s → %i decimals', (price, decimals) => {
    expect(tradePriceDecimals(price)).toBe(decimals);
  });

  it('shows 2 decimals at $1 and above, and 2 to 6 below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 0, max: 12 }), (digits, shift) => {
        const price = dec(digits).div(dec(10).pow(shift));
        const decimals = tradePriceDecimals(price);
        if (price.gte(1)) expect(decimals).toBe(2);
        else {
          expect(decimals).toBeGreaterThanOrEqual(2);
          expect(decimals).toBeLessThanOrEqual(6);
        }
      }),
    );
  });
});

describe('alignedTradePrices (one precision per row kind, every decimal point in one line)', () => {
  it.each([
    [
      'no sub-dollar price: 2 decimals, no padding',
      ['9.72474', '64250.10'],
      [
        [2, 0],
        [2, 0],
      ],
    ],
    [
      'the trades picture: $2.24 over $0.3301',
      ['2.24297', '0.33012', '1.75'],
      [
        [2, 2],
        [4, 0],
        [2, 2],
      ],
    ],
    [
      "every sub-dollar row at the column's sub-dollar precision",
      ['0.5', '0.004183', '3'],
      [
        [6, 0],
        [6, 0],
        [2, 4],
      ],
    ],
    [
      'zero and unreadable prices are dollar rows',
      ['0', 'abc', '0.0412'],
      [
        [2, 3],
        [2, 3],
        [5, 0],
      ],
    ],
    [
      'a negative sub-dollar price by its size',
      ['-0.25', '10'],
      [
        [4, 0],
        [2, 2],
      ],
    ],
    ['no price', [], []],
  ] as const)('%s', (_case, prices, expected) => {
    expect(alignedTradePrices(prices).map(({ decimals, pad }) => [decimals, pad])).toEqual(expected);
  });

  it('gives every row the same places after the point (decimals plus padding)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 12 })), {
          minLength: 1,
        }),
        (entries) => {
          const prices = entries.map(([digits, shift]) => dec(digits).div(dec(10).pow(shift)));
          const aligned = alignedTradePrices(prices);
          expect(new Set(aligned.map(({ decimals, pad }) => decimals + pad)).size).toBe(1);
          aligned.forEach(({ decimals, pad }, index) => {
            const price = prices[index] ?? dec(0);
            if (price.gte(1)) expect(decimals).toBe(2);
            else expect(pad).toBe(0);
          });
        },
      ),
    );
  });
});

describe('cryptoAmountDecimals (doc 2 §9 "up to 8 for crypto", "quantity in trades shown to 6 decimals")', () => {
  it.each([
    [['120', '8'], 6],
    [['1', '0.5'], 6],
    [['1.5', '0.00000001', '12'], 8],
    [['0.1234567'], 7],
    [['0.123456789'], 8],
    [['0.000000004'], 6],
    [['2.50', '-0.25'], 6],
    [[], 6],
  ] as const)('%j → %i decimals', (amounts, decimals) => {
    expect(cryptoAmountDecimals(amounts)).toBe(decimals);
  });

  it('shows every amount of the column as formatCrypto would (same value), at one precision of 6 to 8', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 12 })),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (parts) => {
          const amounts = parts.map(([digits, shift]) => dec(digits).div(dec(10).pow(shift)));
          const decimals = cryptoAmountDecimals(amounts);
          expect(decimals).toBeGreaterThanOrEqual(6);
          expect(decimals).toBeLessThanOrEqual(8);
          for (const amount of amounts) {
            // Nothing the 8-decimal display keeps is lost at the column's precision.
            expect(amount.round(decimals, 1).eq(amount.round(8, 1))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('displayedReturn (doc 2 §9: "Values under 1e-7 display as \'--\'")', () => {
  it.each([
    ['0.0892', '0.0892'],
    ['-0.371', '-0.371'],
    ['0.0000001', '0.0000001'],
    ['0.00000009', null],
    ['-0.00000009', null],
    ['0', null],
    [null, null],
    [undefined, null],
    ['n/a', null],
  ] as const)('%s → %s', (value, shown) => {
    expect(displayedReturn(value)).toBe(shown);
  });
});
