import { describe, expect, it } from 'vitest';
import { assetLedgers, type LedgerDeposit, type LedgerTrade, toCents } from './ledger';

const d = (year: number, month: number, day: number) => ({ year, month, day });

const deposits: LedgerDeposit[] = [
  {
    deposit_id: 'D1',
    date_received: '2024-01-10',
    currency: 'BTC',
    amount: '1',
    costBases: [
      { cost_basis: '30000.004', purchase_date: '2023-12-01', native_amount: '0.6' },
      { cost_basis: '12000', purchase_date: '2024-01-05', native_amount: '0.4' },
    ],
  },
  { deposit_id: 'D2', date_received: '2024-02-01', currency: 'ETH', amount: '2', costBases: [] },
  {
    deposit_id: 'D3',
    date_received: '2024-03-01',
    currency: 'BTC',
    amount: '1',
    costBases: [{ cost_basis: '100', purchase_date: '2024-02-01', native_amount: '0.25' }],
  },
];
const trade = (id: string, side: 'BUY' | 'SELL', fields: Partial<LedgerTrade>): LedgerTrade => ({
  id,
  date: '2024-04-01T12:00:00.000Z',
  currency: 'BTC',
  side,
  quantity: '1',
  price: '1',
  value: '1',
  fee: '0',
  fee_currency: 'USD',
  ...fields,
});
const trades: LedgerTrade[] = [
  trade('T1', 'BUY', {
    date: '2024-04-01T23:30:00.000Z',
    quantity: '0.1',
    price: '60000',
    value: '6000',
    fee: '0.0001',
    fee_currency: 'BTC',
  }),
  trade('T2', 'SELL', {
    date: '2024-05-02T00:10:00.000Z',
    currency: 'ETH',
    quantity: '1',
    price: '3000',
    value: '3000',
    fee: '2.505',
  }),
  trade('T3', 'SELL', { currency: 'ETH', quantity: '0.001', value: '1', fee: '5' }),
];

describe('assetLedgers: lots from deposits with cost basis and from trades', () => {
  const [btc, eth] = assetLedgers(deposits, trades);
  const lot = (l: {
    id: string;
    quantity: unknown;
    costBasisUsd: unknown;
    acquired: unknown;
    basisAssumed: boolean;
  }) => [l.id, String(l.quantity), String(l.costBasisUsd), l.acquired, l.basisAssumed];
  it('sorts assets by symbol', () => {
    expect([btc?.symbol, eth?.symbol]).toEqual(['BTC', 'ETH']);
  });
  it('makes a lot of each cost basis entry, and an assumed $0 lot of what no entry covers (doc 2 §2)', () => {
    expect(btc?.lots.map(lot)).toEqual([
      ['deposit:D1:1', '0.6', '30000', d(2023, 12, 1), false],
      ['deposit:D1:2', '0.4', '12000', d(2024, 1, 5), false],
      ['deposit:D3:1', '0.25', '100', d(2024, 2, 1), false],
      ['deposit:D3:rest', '0.75', '0', d(2024, 3, 1), true],
      // A buy whose fee (0.0001 BTC) is paid in the asset: the units received, at what was paid
      // (issue 27; was 0.1 BTC at $6,006). Dated its day in New York.
      ['trade:T1', '0.0999', '6000', d(2024, 4, 1), false],
    ]);
    expect(eth?.lots.map(lot)).toEqual([['deposit:D2', '2', '0', d(2024, 2, 1), true]]);
  });
  it('makes a disposal of each sell, its proceeds less its fee, rounded to cents and never below 0', () => {
    expect(eth?.disposals.map((x) => [x.id, String(x.quantity), String(x.proceedsUsd), x.date])).toEqual([
      // In time order (issue 27: the order the API lists trades in changes nothing).
      ['trade:T3', '0.001', '0', d(2024, 4, 1)],
      // Sold at 00:10 UTC on 2 May: 8:10 pm on 1 May in New York, the tax calendar's day.
      ['trade:T2', '1', '2997.5', d(2024, 5, 1)],
    ]);
    expect(btc?.disposals).toEqual([]);
  });
  it('refuses dates that are not dates', () => {
    expect(() =>
      assetLedgers([{ ...deposits[1], date_received: '02/01/2024' } as LedgerDeposit], []),
    ).toThrow(RangeError);
  });
  it('rounds to cents half up', () => {
    expect(toCents('1.005').toString()).toBe('1.01');
    expect(toCents('-1.005').toString()).toBe('-1.01');
    expect(toCents('2').toFixed(2)).toBe('2.00');
  });
});
