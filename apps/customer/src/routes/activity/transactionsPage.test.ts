import { dec, InternalError } from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costBasisBanner,
  defaultTaxReportFilename,
  parseTaxTransactionTimeFilter,
  sortTaxTransactions,
  TAX_TRANSACTION_TIME_FILTERS,
  taxTransactionRow,
  taxTransactionSorter,
} from './transactionsPage';

describe('the time filter (doc 2 §2 Transactions page)', () => {
  it('offers All Time, Last 30 Days, Last 90 Days, Last Year with their values', () => {
    expect(TAX_TRANSACTION_TIME_FILTERS.map((f) => [f.label, f.value])).toEqual([
      ['All Time', 'all'],
      ['Last 30 Days', '30days'],
      ['Last 90 Days', '90days'],
      ['Last Year', '1year'],
    ]);
  });
  it.each([
    ['90days', '90days'],
    ['1year', '1year'],
    [null, 'all'],
    ['7days', 'all'],
  ])('%j -> %s', (value, filter) => {
    expect(parseTaxTransactionTimeFilter(value)).toBe(filter);
  });
});

describe('the cost basis banner (doc 2 §2 Tax Center)', () => {
  it.each([
    // [missing, position, tone, title, action]: above the summary while deposits lack cost basis.
    [2, 'ABOVE_SUMMARY', 'warning', 'Add missing transaction details', 'Add details for 2 transactions'],
    [1, 'ABOVE_SUMMARY', 'warning', 'Add missing transaction details', 'Add details for 1 transaction'],
    [
      0,
      'BELOW_SUMMARY',
      'success',
      'Your cost basis details are up to date',
      'View or modify costs basis details for your transactions',
    ],
  ])('%s missing: %s, %s, %j', (missing, position, tone, title, action) => {
    expect(costBasisBanner(missing)).toEqual({
      position,
      tone,
      title,
      action,
      href: '/activity/tax-center/transactions',
    });
  });
});

const deposits = [
  {
    deposit_id: 'a',
    date_received: '2025-03-05',
    currency: 'eth',
    amount: '1.5',
    is_missing_cost_basis: false,
  },
  {
    deposit_id: 'b',
    date_received: '2024-11-20',
    currency: 'BTC',
    amount: '0.00000001',
    is_missing_cost_basis: true,
  },
  {
    deposit_id: 'c',
    date_received: '2025-01-02',
    currency: 'SOL',
    amount: '12',
    is_missing_cost_basis: false,
  },
];

describe('the Transactions table (doc 2 §2)', () => {
  it("shows 'Month D, YYYY', 'Deposit', the asset, the amount and the action pill", () => {
    expect(taxTransactionRow(deposits[1] as (typeof deposits)[number])).toEqual({
      depositId: 'b',
      received: 'November 20, 2024',
      category: 'Deposit',
      asset: 'BTC',
      amount: '0.00000001',
      action: { label: 'Add Details', tone: 'danger' },
    });
    expect(taxTransactionRow(deposits[0] as (typeof deposits)[number]).action).toEqual({
      label: 'Modify Details',
      tone: 'success',
    });
    expect(
      taxTransactionRow({ ...(deposits[0] as (typeof deposits)[number]), date_received: 'x' }).received,
    ).toBe('--');
  });
  it.each([
    ['received', 'ascending', ['b', 'c', 'a']],
    ['received', 'descending', ['a', 'c', 'b']],
    ['asset', 'ascending', ['b', 'a', 'c']],
    ['amount', 'descending', ['c', 'a', 'b']],
    ['category', 'ascending', ['a', 'b', 'c']],
  ] as const)('sorts by %s %s', (field, direction, ids) => {
    expect(sortTaxTransactions(deposits, field, direction).map((d) => d.deposit_id)).toEqual(ids);
  });
  it("refuses the action column: 'invalid sort order field'", () => {
    expect(() => sortTaxTransactions(deposits, 'action', 'ascending')).toThrow(InternalError);
    expect(() => sortTaxTransactions(deposits, 'action', 'ascending')).toThrow('invalid sort order field');
  });
  it('orders any deposits as comparing them pairwise would, ties in their order, the input untouched', () => {
    type Deposit = (typeof deposits)[number];
    const deposit = fc.record({
      deposit_id: fc.uuid(),
      date_received: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      currency: fc.constantFrom('BTC', 'btc', 'ETH', 'eth', 'SOL', 'USDC', 'Ä'),
      amount: fc.oneof(
        fc
          .tuple(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 12 }))
          .map(([digits, scale]) => dec(String(digits)).div(dec(10).pow(scale)).toFixed()),
        // Equal amounts, and amounts one double cannot tell apart.
        fc.constantFrom('0.1', '0.10', '0.1000000000000000000001', '0.09999999999999999999', '1'),
      ),
      is_missing_cost_basis: fc.boolean(),
    });
    const reference = {
      received: (a: Deposit, b: Deposit) =>
        a.date_received < b.date_received ? -1 : a.date_received > b.date_received ? 1 : 0,
      category: () => 0,
      asset: (a: Deposit, b: Deposit) => a.currency.localeCompare(b.currency, 'en', { sensitivity: 'base' }),
      amount: (a: Deposit, b: Deposit) => dec(a.amount).cmp(dec(b.amount)),
    };
    fc.assert(
      fc.property(
        fc.array(deposit, { maxLength: 60 }),
        fc.constantFrom('received', 'category', 'asset', 'amount'),
        fc.constantFrom('ascending', 'descending'),
        (list, field, direction) => {
          const before = [...list];
          const sign = direction === 'ascending' ? 1 : -1;
          const expected = [...list].sort((a, b) => sign * reference[field](a, b));
          expect(sortTaxTransactions(list, field, direction)).toEqual(expected);
          // A sorter reused across clicks (its keys cached) gives the same order each time.
          const sorter = taxTransactionSorter(list);
          sorter(field, direction === 'ascending' ? 'descending' : 'ascending');
          expect(sorter(field, direction)).toEqual(expected);
          expect(list).toEqual(before);
        },
      ),
    );
  });
  it('names the report when the response does not', () => {
    expect(defaultTaxReportFilename(2024)).toBe('cairn-gain-loss-report-2024.csv');
  });
});
