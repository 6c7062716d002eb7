import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRADE_FEE_SHARE } from '../constants';
import { dec, sum } from '../money/decimal';
import type { AssetLedger } from '../tax/ledger';
import { accountHoldings, heldAssetSymbols, holdingsFromValues, withdrawalTaxImpact } from './taxImpact';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const ledgers: AssetLedger[] = [
  {
    symbol: 'BTC',
    lots: [
      {
        id: 'L1',
        quantity: '0.5',
        costBasisUsd: '10000',
        acquired: d(2020, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
      {
        id: 'L2',
        quantity: '0.5',
        costBasisUsd: '35000',
        acquired: d(2025, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
    ],
    disposals: [],
  },
  {
    symbol: 'ETH',
    lots: [
      {
        id: 'D',
        quantity: '10',
        costBasisUsd: '0',
        acquired: d(2023, 6, 1),
        source: 'DEPOSIT',
        basisAssumed: true,
      },
    ],
    disposals: [],
  },
];
const holdings = [
  { symbol: 'BTC', quantity: '1', price: '60000' },
  { symbol: 'ETH', quantity: '10', price: '2000' },
];
const today = d(2025, 6, 1);

describe('withdrawalTaxImpact (beyond the spec: estimated tax of a fiat withdrawal)', () => {
  it('sells every holding pro rata and estimates short- and long-term gains by HIFO', () => {
    const impact = withdrawalTaxImpact({ holdings, ledgers, amount: '20000', today });
    expect(impact.isEstimate).toBe(true);
    expect(impact.shareSold.toString()).toBe('0.25');
    expect(impact.sales.map((s) => [s.symbol, s.quantity.toString(), s.proceedsUsd.toString()])).toEqual([
      // Proceeds net of the 0.1% trade fee (issue 27; were 15,000 and 5,000).
      ['BTC', '0.25', '14985'],
      ['ETH', '2.5', '4995'],
    ]);
    // BTC: the dearer lot L2 (70,000 a unit, held under a year); ETH: the deposit's assumed $0 basis.
    expect(impact.sales[0]?.lots.map((piece) => piece.lotId)).toEqual(['L2']);
    expect([impact.shortTermUsd, impact.longTermUsd, impact.totalUsd].map(String)).toEqual([
      // Net of the fee: 14,985 - 17,500 and 4,995 - 0 (issue 27; were -2,500, 5,000, 2,500).
      '-2515',
      '4995',
      '2480',
    ]);
    expect(impact.basisAssumed).toBe(true);
  });
  it('sells everything when the amount is more than the holdings are worth', () => {
    const impact = withdrawalTaxImpact({ holdings, ledgers, amount: '1000000', today });
    expect(impact.amountUsd.toString()).toBe('80000');
    expect(impact.sales.map((s) => s.quantity.toString())).toEqual(['1', '10']);
  });
  it('takes the cash its own share and sells the holdings for the rest, as the custodian does', () => {
    // Account: 80,000 of holdings and 20,000 cash; 25,000 is a quarter of everything.
    const impact = withdrawalTaxImpact({ holdings, cashUsd: '20000', ledgers, amount: '25000', today });
    expect(impact.shareSold.toString()).toBe('0.25');
    expect(impact.fromCashUsd.toString()).toBe('5000');
    expect(impact.sales.map((s) => [s.symbol, s.quantity.toString(), s.proceedsUsd.toString()])).toEqual([
      // Proceeds net of the 0.1% trade fee (issue 27; were 15,000 and 5,000).
      ['BTC', '0.25', '14985'],
      ['ETH', '2.5', '4995'],
    ]);
  });
  it('pays a withdrawal from cash alone when nothing is held', () => {
    const impact = withdrawalTaxImpact({ holdings: [], cashUsd: '3000', ledgers, amount: '2000', today });
    expect(impact.fromCashUsd.toString()).toBe('2000');
    expect(impact.amountUsd.toString()).toBe('2000');
    expect(impact.sales).toEqual([]);
  });
  it('sells nothing without holdings', () => {
    const impact = withdrawalTaxImpact({ holdings: [], ledgers, amount: '100', today });
    expect(impact.sales).toEqual([]);
    expect(impact.totalUsd.toString()).toBe('0');
  });
  it('raises exactly the amount, never selling more than is held (property)', () => {
    const holding = fc.record({
      symbol: fc.constantFrom('BTC', 'ETH', 'SOL'),
      quantity: fc.integer({ min: 0, max: 10 ** 9 }).map((n) =>
        dec(n)
          .div(10 ** 6)
          .toString(),
      ),
      price: fc.integer({ min: 1, max: 10 ** 8 }).map((n) => dec(n).div(100).toString()),
    });
    fc.assert(
      fc.property(
        fc.array(holding, { maxLength: 4 }),
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (list, cents, cashCents) => {
          const amount = dec(cents).div(100);
          const cashUsd = dec(cashCents).div(100);
          const impact = withdrawalTaxImpact({ holdings: list, cashUsd, ledgers: [], amount, today });
          const total = sum(list.map((h) => dec(h.quantity).times(h.price))).plus(cashUsd);
          expect(impact.amountUsd.lte(amount)).toBe(true);
          if (total.gte(amount)) expect(impact.amountUsd.eq(amount)).toBe(true);
          expect(impact.fromCashUsd.lte(cashUsd)).toBe(true);
          // The holdings' share sold raises the rest of the amount; the estimate's proceeds are that
          // less the 0.1% trade fee (each sale's in cents, issue 27).
          const raised = sum(impact.sales.map((s) => s.proceedsUsd)).plus(impact.fromCashUsd);
          expect(raised.lte(impact.amountUsd)).toBe(true);
          const fees = impact.amountUsd.minus(impact.fromCashUsd).times(TRADE_FEE_SHARE);
          expect(raised.gte(impact.amountUsd.minus(fees).minus(dec('0.01').times(impact.sales.length)))).toBe(
            true,
          );
          for (const sale of impact.sales) {
            const held = sum(list.filter((h) => h.symbol === sale.symbol).map((h) => h.quantity));
            expect(sale.quantity.lte(held)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('holdingsFromValues (holdings priced from what the account reports)', () => {
  it('prices a unit at value over quantity and leaves out what cannot be sold', () => {
    expect(
      holdingsFromValues([
        { symbol: 'BTC', quantity: '0.5', valueUsd: '30000' },
        { symbol: 'ETH', quantity: '0', valueUsd: '0' },
        { symbol: 'SOL', quantity: '4', valueUsd: '0' },
      ]).map((h) => [h.symbol, String(h.quantity), String(h.price)]),
    ).toEqual([['BTC', '0.5', '60000']]);
  });
});

describe('accountHoldings (the account a withdrawal sells from, from the allocation by Asset)', () => {
  const lines = [
    { symbol: 'BTC', balance: '30000.00' },
    { symbol: 'USD', balance: '5000.00' },
    { symbol: 'ETH', balance: '8000.00' },
    { symbol: 'SOL', balance: '0.00' },
    { symbol: null, balance: '12.00' },
  ];
  it.each([
    ['every crypto line with a value', lines, ['BTC', 'ETH']],
    ['no cash line, nothing else', [{ symbol: 'USD', balance: '40000.00' }], []],
    ['an empty allocation', [], []],
  ])('reads the quantities of %s', (_, given, expected) => {
    expect(heldAssetSymbols(given)).toEqual(expected);
  });
  it.each([
    [
      'prices each holding from its value and quantity; the USD line is cash',
      { BTC: '0.5', ETH: '4' },
      [
        ['BTC', '0.5', '60000'],
        ['ETH', '4', '2000'],
      ],
      '5000',
    ],
    ['leaves out a line whose quantity is unknown', { BTC: '0.5' }, [['BTC', '0.5', '60000']], '5000'],
    ['leaves out a line held in no quantity', { BTC: '0', ETH: '4' }, [['ETH', '4', '2000']], '5000'],
  ])('%s', (_, quantities, holdings, cash) => {
    const account = accountHoldings(lines, quantities);
    expect(account.holdings.map((h) => [h.symbol, String(h.quantity), String(h.price)])).toEqual(holdings);
    expect(account.cashUsd.toString()).toBe(cash);
  });
});
