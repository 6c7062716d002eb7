import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addCostBasisEntry,
  type CostBasisEntryValues,
  canRemoveEntry,
  costBasisChanged,
  costBasisCounter,
  costBasisDetails,
  costBasisEntrySchema,
  costBasisFormDefaults,
  costBasisFormSchema,
  formatPurchaseDate,
  costBasisMessages as m,
  normalizeDateInput,
  parsePurchaseDate,
  remainingQuantity,
  removeCostBasisEntry,
} from './costBasis';

function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

const entry = (costBasis: string, purchaseDate: string, nativeAmount: string): CostBasisEntryValues => ({
  costBasis,
  purchaseDate,
  nativeAmount,
});
const valid = entry('1,234.50', '01/31/2024', '0.5');

describe('spec messages (doc 2 §5 "Cost basis entry")', () => {
  it.each([
    [m.costBasisRequired, 'Cost basis is required'],
    [m.costBasisMinimum, 'Cost basis must be greater than 0'],
    [m.purchaseDateRequired, 'Purchase date is required'],
    [m.purchaseDateFormat, 'Date must be in MM/DD/YYYY format'],
    [m.nativeAmountRequired, 'Native amount is required'],
    [m.nativeAmountMinimum, 'Native amount must be greater than 0'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('cost basis entry schema', () => {
  it('accepts a valid entry', () => {
    expect(costBasisEntrySchema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['', m.costBasisRequired],
    ['  ', m.costBasisRequired],
    ['abc', m.costBasisRequired],
    ['0', m.costBasisMinimum],
    ['0.009', m.costBasisMinimum],
    ['-5', m.costBasisMinimum],
    ['0.01', null],
    ['$1,000.00', null],
    ['1000', null],
  ])('costBasis %j -> %s', (costBasis, expected) => {
    expect(messages(costBasisEntrySchema, { ...valid, costBasis })).toEqual(
      expected ? { costBasis: [expected] } : {},
    );
  });
  it.each([
    ['', m.purchaseDateRequired],
    ['1/31/2024', m.purchaseDateFormat],
    ['01/31/24', m.purchaseDateFormat],
    ['13/01/2024', m.purchaseDateFormat],
    ['00/10/2024', m.purchaseDateFormat],
    ['01/32/2024', m.purchaseDateFormat],
    ['02/30/2024', m.purchaseDateFormat],
    ['02/29/2023', m.purchaseDateFormat],
    ['02/29/2024', null],
    ['12/31/2023', null],
    ['2024-01-31', m.purchaseDateFormat],
  ])('purchaseDate %j -> %s', (purchaseDate, expected) => {
    expect(messages(costBasisEntrySchema, { ...valid, purchaseDate })).toEqual(
      expected ? { purchaseDate: [expected] } : {},
    );
  });
  it.each([
    ['', m.nativeAmountRequired],
    ['x', m.nativeAmountRequired],
    ['1e-3', m.nativeAmountRequired],
    ['-1', m.nativeAmountRequired],
    ['0', m.nativeAmountMinimum],
    ['0.0000000000009', m.nativeAmountMinimum],
    ['0.000000000001', null],
    ['.5', null],
    ['2.', null],
  ])('nativeAmount %j -> %s', (nativeAmount, expected) => {
    expect(messages(costBasisEntrySchema, { ...valid, nativeAmount })).toEqual(
      expected ? { nativeAmount: [expected] } : {},
    );
  });
  it('reports missing fields with the required messages', () => {
    expect(messages(costBasisEntrySchema, {})).toEqual({
      costBasis: [m.costBasisRequired],
      purchaseDate: [m.purchaseDateRequired],
      nativeAmount: [m.nativeAmountRequired],
    });
  });
});

describe('cost basis form: quantities sum exactly to the deposit amount', () => {
  const schema = costBasisFormSchema('1');
  it.each([
    [[entry('10', '01/01/2024', '1')], {}],
    [[entry('10', '01/01/2024', '0.999999999999')], { details: [m.quantitiesMustSum] }],
    [
      [entry('10', '01/01/2024', '0.1'), entry('20', '01/02/2024', '0.2'), entry('5', '01/03/2024', '0.7')],
      {},
    ],
    [[entry('10', '01/01/2024', '0.999999999999'), entry('20', '01/02/2024', '0.000000000001')], {}],
    [
      [entry('10', '01/01/2024', '0.5'), entry('20', '01/02/2024', '0.6')],
      { details: [m.quantitiesMustSum] },
    ],
    [
      [entry('10', '01/01/2024', '0.5'), entry('20', '01/02/2024', '')],
      { 'details.1.nativeAmount': [m.nativeAmountRequired] },
    ],
    [[], { details: [m.detailsRequired] }],
  ])('%j -> %j', (details, expected) => {
    expect(messages(schema, { details })).toEqual(expected);
  });
});

describe('normalizeDateInput (strip non-digits, at most 8, auto slashes)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1231', '12/31'],
    ['12312', '12/31/2'],
    ['12312023', '12/31/2023'],
    ['123120239', '12/31/2023'],
    ['12/31/2023', '12/31/2023'],
    ['ab12-31.20x23', '12/31/2023'],
  ])('%j -> %j', (typed, shown) => {
    expect(normalizeDateInput(typed)).toBe(shown);
  });
  it('is idempotent and never longer than MM/DD/YYYY (property)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = normalizeDateInput(typed);
        expect(normalizeDateInput(shown)).toBe(shown);
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(shown.replaceAll('/', '')).toMatch(/^\d{0,8}$/);
      }),
    );
  });
});

describe('purchase dates', () => {
  it('parses and formats MM/DD/YYYY', () => {
    expect(parsePurchaseDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parsePurchaseDate('02/29/2023')).toBeNull();
    expect(formatPurchaseDate({ year: 2024, month: 2, day: 9 })).toBe('02/09/2024');
  });
});

describe('saved entries, the form and the entries Save sends', () => {
  const saved = [
    { costBasis: '1234.5', purchaseDate: { year: 2024, month: 1, day: 31 }, nativeAmount: '0.5' },
    { costBasis: 20, purchaseDate: { year: 2023, month: 12, day: 1 }, nativeAmount: '0.50' },
  ];
  it('fills the form from saved entries', () => {
    expect(costBasisFormDefaults(saved, '1')).toEqual([
      entry('1,234.50', '01/31/2024', '0.5'),
      entry('20.00', '12/01/2023', '0.5'),
    ]);
  });
  it('starts a deposit without entries with one entry holding the deposit amount', () => {
    expect(costBasisFormDefaults([], '2.50')).toEqual([entry('', '', '2.5')]);
  });
  it('leaves a saved date that is not a real one empty', () => {
    expect(
      costBasisFormDefaults([{ costBasis: '1', purchaseDate: null, nativeAmount: '1' }], '1')[0]
        ?.purchaseDate,
    ).toBe('');
  });
  it('reads validated entries exactly', () => {
    const entries = costBasisDetails([
      entry('$1,234.50', '01/31/2024', '0.5'),
      entry('0.01', '02/29/2024', '0.000000000001'),
    ]);
    expect(
      entries.map((item) => [item.costBasis.toString(), item.purchaseDate, item.nativeAmount.toFixed()]),
    ).toEqual([
      ['1234.5', { year: 2024, month: 1, day: 31 }, '0.5'],
      ['0.01', { year: 2024, month: 2, day: 29 }, '0.000000000001'],
    ]);
  });
  it('refuses an invalid entry', () => {
    expect(() => costBasisDetails([valid, entry('1', '02/30/2024', '1')])).toThrow(
      new TypeError('Cost basis entry 2 is not valid'),
    );
  });
  it('round-trips saved entries through the form unchanged', () => {
    const form = costBasisFormDefaults(saved, '1');
    expect(costBasisChanged(saved, form)).toBe(false);
    expect(costBasisDetails(form).map((item) => item.purchaseDate)).toEqual(
      saved.map((item) => item.purchaseDate),
    );
  });
});

describe('costBasisChanged (unchanged data is not sent)', () => {
  const saved = [
    { costBasis: '1000', purchaseDate: { year: 2024, month: 1, day: 31 }, nativeAmount: '0.5' },
    { costBasis: '20', purchaseDate: { year: 2023, month: 12, day: 1 }, nativeAmount: '0.5' },
  ];
  it.each([
    [
      'the same values differently written',
      [entry('$1,000.00', '01/31/2024', '0.50'), entry('20', '12/01/2023', '.5')],
      false,
    ],
    [
      'the same entries in another order',
      [entry('20', '12/01/2023', '0.5'), entry('1000', '01/31/2024', '0.5')],
      false,
    ],
    ['another cost basis', [entry('1000.01', '01/31/2024', '0.5'), entry('20', '12/01/2023', '0.5')], true],
    ['another date', [entry('1000', '01/30/2024', '0.5'), entry('20', '12/01/2023', '0.5')], true],
    ['another quantity', [entry('1000', '01/31/2024', '0.4'), entry('20', '12/01/2023', '0.6')], true],
    ['one entry fewer', [entry('1000', '01/31/2024', '1')], true],
    ['an invalid entry', [entry('', '01/31/2024', '0.5'), entry('20', '12/01/2023', '0.5')], true],
  ])('%s -> %s', (_, edited, changed) => {
    expect(costBasisChanged(saved, edited)).toBe(changed);
  });
  it('sees entries added to a deposit without saved ones as a change', () => {
    expect(costBasisChanged([], [entry('10', '01/01/2024', '1')])).toBe(true);
  });
});

describe('entries: add more, remove, counter', () => {
  it.each([
    [[entry('1', '01/01/2024', '0.3')], '0.7'],
    [[entry('1', '01/01/2024', '0.3'), entry('1', '01/01/2024', 'x')], '0.7'],
    [[entry('1', '01/01/2024', '1')], '0'],
    [[entry('1', '01/01/2024', '1.5')], '0'],
  ])('remaining of 1 after %j is %s', (entries, remaining) => {
    expect(remainingQuantity('1', entries).toString()).toBe(remaining);
  });
  it('pre-fills a new entry with the remaining quantity, or leaves it empty when none remains', () => {
    expect(addCostBasisEntry([entry('1', '01/01/2024', '0.999999999999')], '1')).toEqual([
      entry('1', '01/01/2024', '0.999999999999'),
      entry('', '', '0.000000000001'),
    ]);
    expect(addCostBasisEntry([entry('1', '01/01/2024', '1')], '1')[1]).toEqual(entry('', '', ''));
  });
  it.each([
    [0, 1, false],
    [0, 3, false],
    [1, 2, true],
    [2, 3, true],
    [3, 3, false],
    [-1, 3, false],
  ])('entry %s of %s removable: %s', (index, count, removable) => {
    expect(canRemoveEntry(index, count)).toBe(removable);
  });
  it('removes an entry, and fixes the last one left to the deposit amount', () => {
    const three = [
      entry('1', '01/01/2024', '0.2'),
      entry('2', '01/02/2024', '0.3'),
      entry('3', '01/03/2024', '0.5'),
    ];
    expect(removeCostBasisEntry(three, 1, '1')).toEqual([three[0], three[2]]);
    expect(removeCostBasisEntry(three.slice(0, 2), 1, '1')).toEqual([entry('1', '01/01/2024', '1')]);
    expect(removeCostBasisEntry(three, 0, '1')).toEqual(three);
  });
  it.each([
    [[entry('1', '01/01/2024', '1')], false, 'ok', 'Total BTC: 1 / 1'],
    [[entry('1', '01/01/2024', '0.25'), entry('1', '01/01/2024', '0.75')], true, 'ok', 'Total BTC: 1 / 1'],
    [
      [entry('1', '01/01/2024', '0.25'), entry('1', '01/01/2024', '0.749999999999')],
      true,
      'error',
      'Total BTC: 0.999999999999 / 1',
    ],
    [[entry('1', '01/01/2024', '0.25'), entry('1', '01/01/2024', '')], true, 'error', 'Total BTC: 0.25 / 1'],
  ])('counter for %j', (entries, visible, state, text) => {
    expect(costBasisCounter('BTC', '1.0', entries)).toMatchObject({ visible, state, text });
  });
});

describe('costBasisFormSchema: purchase dates against the receipt and today (issue 27)', () => {
  const limits = { receivedOn: { year: 2026, month: 3, day: 10 }, today: { year: 2026, month: 11, day: 21 } };
  const parse = (purchaseDate: string) =>
    costBasisFormSchema('1', limits).safeParse({
      details: [{ costBasis: '100', purchaseDate, nativeAmount: '1' }],
    });
  it.each([
    ['03/10/2026', null],
    ['01/05/2025', null],
    ['03/11/2026', m.purchaseAfterReceipt('03/10/2026')],
    ['11/22/2026', m.purchaseInFuture],
    ['01/01/2031', m.purchaseInFuture],
  ])('%s: %s', (date, message) => {
    const result = parse(date);
    if (message === null) expect(result.success).toBe(true);
    else {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['details.0.purchaseDate', message],
      ]);
    }
  });
  it('checks nothing beyond the format without limits', () => {
    expect(
      costBasisFormSchema('1').safeParse({
        details: [{ costBasis: '1', purchaseDate: '01/01/2031', nativeAmount: '1' }],
      }).success,
    ).toBe(true);
  });
});
