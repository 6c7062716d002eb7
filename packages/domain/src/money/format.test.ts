import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import {
  formatCrypto,
  formatMoneyInput,
  formatRange,
  formatRangeLabel,
  formatRebalancingMinimum,
  formatReturn,
  formatSignedUsd,
  formatTradeQuantity,
  formatUsd,
  formatWholeUsd,
  indexDisplayName,
  MISSING_VALUE_DISPLAY,
  parseUsd,
  RANGE_DASH,
  tradeFeeUsd,
} from './format';

describe('formatUsd (two decimals, doc 2 §5)', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    ['-1234.5', '-$1,234.50'],
    ['0', '$0.00'],
    ['0.005', '$0.01'],
    ['0.004999', '$0.00'],
    ['-0.004', '$0.00'],
    ['-0.005', '-$0.01'],
    ['999.995', '$1,000.00'],
    ['1234567890.123', '$1,234,567,890.12'],
    ['100', '$100.00'],
    [1500, '$1,500.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });
});

describe('formatMoneyInput (money input text without the $ prefix)', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['0.004', '0.00'],
    ['-12', '-12.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatMoneyInput(value)).toBe(expected);
  });
});

describe('formatSignedUsd (positive values get a plus sign, doc 2 §2 Tax Summary)', () => {
  it.each([
    ['12', '+$12.00'],
    ['-12', '-$12.00'],
    ['0', '$0.00'],
    ['0.004', '$0.00'],
    ['-0.004', '$0.00'],
    ['0.005', '+$0.01'],
    ['1234.5', '+$1,234.50'],
  ])('%s -> %s', (value, expected) => {
    expect(formatSignedUsd(value)).toBe(expected);
  });
});

describe('whole dollars (rebalancing minimum with zero decimals, doc 2 §9)', () => {
  it.each([
    ['2000', '$2,000'],
    ['100', '$100'],
    ['1999.5', '$2,000'],
    ['1999.49', '$1,999'],
    ['-25000', '-$25,000'],
    ['1000000', '$1,000,000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatWholeUsd(value)).toBe(expected);
  });
  it('shows the rebalancing minimum as $2,000', () => {
    expect(formatRebalancingMinimum(2000)).toBe('$2,000');
  });
});

describe('formatCrypto (up to 8 decimals, doc 2 §5)', () => {
  it.each([
    ['1.5', undefined, '1.5'],
    ['1.50000000', undefined, '1.5'],
    ['0.00000001', 'BTC', '0.00000001 BTC'],
    ['0.000000005', undefined, '0.00000001'],
    ['0.000000004', undefined, '0'],
    ['1234.123456789', 'ETH', '1,234.12345679 ETH'],
    ['10', undefined, '10'],
    ['100', undefined, '100'],
    ['-2.5', undefined, '-2.5'],
    ['0', 'BTC', '0 BTC'],
  ])('%s %s -> %s', (value, symbol, expected) => {
    expect(formatCrypto(value, symbol)).toBe(expected);
  });
});

describe('formatTradeQuantity (6 decimals, doc 2 §5)', () => {
  it.each([
    ['1', '1.000000'],
    ['0.0000005', '0.000001'],
    ['0.0000004', '0.000000'],
    ['1234.5', '1,234.500000'],
    ['-0.25', '-0.250000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatTradeQuantity(value)).toBe(expected);
  });
});

describe('formatReturn (x100, two decimals, -- under 1e-7, doc 2 §9)', () => {
  it.each([
    ['0.1234', '12.34%'],
    ['-0.031', '-3.10%'],
    ['0.123456', '12.35%'],
    [0.5, '50.00%'],
    ['1e-7', '0.00%'],
    ['-1e-7', '0.00%'],
    ['0.0000000999', MISSING_VALUE_DISPLAY],
    ['-0.0000000999', MISSING_VALUE_DISPLAY],
    ['0', MISSING_VALUE_DISPLAY],
    [null, MISSING_VALUE_DISPLAY],
    [undefined, MISSING_VALUE_DISPLAY],
    ['', MISSING_VALUE_DISPLAY],
    ['abc', MISSING_VALUE_DISPLAY],
    [Number.NaN, MISSING_VALUE_DISPLAY],
    ['0.00005', '0.01%'],
  ])('%s -> %s', (value, expected) => {
    expect(formatReturn(value)).toBe(expected);
  });
  it('shows -- as two hyphens', () => {
    expect(MISSING_VALUE_DISPLAY).toBe('--');
  });
});

describe('parseUsd', () => {
  it.each([
    ['$1,234.50', '1234.5'],
    ['-$1,234.50', '-1234.5'],
    ['1,000', '1000'],
    ['1000.123', '1000.123'],
    ['.5', '0.5'],
    [' $ 12 ', '12'],
    ['$0.00', '0'],
  ])('%s -> %s', (text, expected) => {
    expect(parseUsd(text)?.toString()).toBe(expected);
  });
  it.each(['', '$', 'abc', '1,23', '12,3456', '1.2.3', '--1', '$-1', '1e5'])(
    '%s is not an amount',
    (text) => {
      expect(parseUsd(text)).toBeNull();
    },
  );
  it('round-trips: parsing a formatted amount gives the value rounded to cents (property)', () => {
    const amounts = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => dec(units.toString()).div(10 ** scale));
    fc.assert(
      fc.property(amounts, (amount) => {
        const parsed = parseUsd(formatUsd(amount));
        expect(parsed?.eq(amount.round(2, 1))).toBe(true);
      }),
    );
  });
  it('round-trips signed and whole-dollar formats (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (cents) => {
        const amount = dec(cents.toString()).div(100);
        expect(parseUsd(formatSignedUsd(amount).replace('+', ''))?.eq(amount)).toBe(true);
        expect(parseUsd(formatWholeUsd(amount))?.eq(amount.round(0, 1))).toBe(true);
      }),
    );
  });
});

describe('indexDisplayName (a suffix after a hyphen is dropped, doc 2 §2)', () => {
  it.each([
    ['Cairn DeFi - Large Cap', 'Cairn DeFi'],
    ['Cairn DeFi -Large Cap', 'Cairn DeFi'],
    ['Cairn DeFi – Large Cap', 'Cairn DeFi'],
    ['Cairn DeFi — Large Cap - Extra', 'Cairn DeFi'],
    ['Layer-1 Leaders', 'Layer-1 Leaders'],
    ['Layer-1 Leaders - Equal Weight', 'Layer-1 Leaders'],
    ['Cairn Bitcoin', 'Cairn Bitcoin'],
    ['  Cairn Web3  ', 'Cairn Web3'],
    [' - Only Suffix', '- Only Suffix'],
  ])('%s -> %s', (name, expected) => {
    expect(indexDisplayName(name)).toBe(expected);
  });
});

describe('tradeFeeUsd (fee times price when the fee currency is not USD, doc 2 §9)', () => {
  it.each([
    ['2.5', 'USD', '30000', '2.5'],
    ['2.5', 'usd', '30000', '2.5'],
    ['0.0001', 'BTC', '30000', '3'],
    ['0.1', 'ETH', '0.3', '0.03'],
  ])('fee %s %s at price %s is %s USD', (fee, feeCurrency, price, expected) => {
    expect(tradeFeeUsd({ fee, feeCurrency, price }).toString()).toBe(expected);
  });
});

describe('formatRange: one range format, an en dash without spaces (issue 30)', () => {
  it.each([
    ['$25,000', '$50,000', '$25,000\u2013$50,000'],
    ['1%', '5%', '1%\u20135%'],
    ['$0', '$100M', '$0\u2013$100M'],
  ])('%s and %s read %s', (low, high, text) => {
    expect(formatRange(low, high)).toBe(text);
  });
  it('keeps both ends whole and joins them with the one dash, never a hyphen', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (low, high) => {
        const text = formatRange(formatWholeUsd(low), formatWholeUsd(high));
        expect(text.split(RANGE_DASH)).toEqual([formatWholeUsd(low), formatWholeUsd(high)]);
        expect(text).not.toContain('-');
      }),
    );
  });
});

describe('formatRangeLabel: a served range label in the one range format (issue 30)', () => {
  it.each([
    ['$250,000 - $500,000', '$250,000\u2013$500,000'],
    ['$100,000 - $200,000', '$100,000\u2013$200,000'],
    ['$1,000,000 - $5,000,000', '$1,000,000\u2013$5,000,000'],
    ['$50,000-$100,000', '$50,000\u2013$100,000'],
    ['1% \u2014 5%', '1%\u20135%'],
    ['1-2 business days', '1\u20132 business days'],
    ['$25,000\u2013$50,000', '$25,000\u2013$50,000'],
    ['Under $100,000', 'Under $100,000'],
    ['Over $5,000,000', 'Over $5,000,000'],
    ['Self-employed', 'Self-employed'],
    ['Non-profit - charity', 'Non-profit - charity'],
  ])('%s reads %s', (label, text) => {
    expect(formatRangeLabel(label)).toBe(text);
  });
  it('reads any two whole-dollar ends served with a spaced hyphen as formatRange does', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (low, high) => {
        const served = `${formatWholeUsd(low)} - ${formatWholeUsd(high)}`;
        expect(formatRangeLabel(served)).toBe(formatRange(formatWholeUsd(low), formatWholeUsd(high)));
      }),
    );
  });
  it('is idempotent: a label already in the range format stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (label) => {
        const once = formatRangeLabel(label);
        expect(formatRangeLabel(once)).toBe(once);
      }),
    );
  });
});
