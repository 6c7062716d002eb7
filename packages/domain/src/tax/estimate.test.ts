import { describe, expect, it } from 'vitest';
import {
  estimatedGains,
  estimateQuantity,
  estimateSale,
  proceedsNetOfFee,
  rebalanceTradeDate,
} from './estimate';
import type { AssetLedger } from './ledger';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const ledger: AssetLedger = {
  symbol: 'BTC',
  lots: [
    {
      id: 'A',
      quantity: '1',
      costBasisUsd: '20000',
      acquired: d(2023, 1, 10),
      source: 'TRADE',
      basisAssumed: false,
    },
    {
      id: 'B',
      quantity: '1',
      costBasisUsd: '50000',
      acquired: d(2024, 11, 1),
      source: 'TRADE',
      basisAssumed: false,
    },
  ],
  disposals: [
    { id: 'S1', quantity: '0.5', proceedsUsd: '30000', date: d(2024, 12, 1) },
    { id: 'LATER', quantity: '1', proceedsUsd: '1', date: d(2025, 6, 1) },
  ],
};

describe('estimateSale: a what-if sale by HIFO after the earlier disposals', () => {
  it('takes what the earlier sales left, dearest first, and splits the gain by holding period', () => {
    const sale = estimateSale(ledger, 'BTC', '1', '60000', d(2025, 3, 1));
    expect(sale.lots.map((piece) => [piece.lotId, piece.quantity.toString(), piece.holdingPeriod])).toEqual([
      ['B', '0.5', 'SHORT_TERM'],
      ['A', '0.5', 'LONG_TERM'],
    ]);
    expect(sale.costBasisUsd.toString()).toBe('35000');
    expect(sale.shortTermGainUsd.toString()).toBe('5000');
    expect(sale.longTermGainUsd.toString()).toBe('20000');
    expect(sale.gainUsd.toString()).toBe('25000');
    expect(sale.basisAssumed).toBe(false);
    expect(sale.unmatchedQuantity.toString()).toBe('0');
  });
  it('flags a sale that consumes an assumed $0 basis', () => {
    const assumed: AssetLedger = {
      ...ledger,
      lots: [{ ...(ledger.lots[0] as AssetLedger['lots'][number]), basisAssumed: true, costBasisUsd: '0' }],
    };
    expect(estimateSale(assumed, 'BTC', '0.1', '6000', d(2025, 3, 1)).basisAssumed).toBe(true);
  });
  it('leaves what no known lot covers unmatched', () => {
    const sale = estimateSale(undefined, 'DOGE', '100', '10', d(2025, 3, 1));
    expect(sale.unmatchedQuantity.toString()).toBe('100');
    expect(sale.gainUsd.toString()).toBe('0');
  });
  it('adds up short- and long-term gains', () => {
    const sale = estimateSale(ledger, 'BTC', '1', '60000', d(2025, 3, 1));
    const gains = estimatedGains([sale, sale]);
    expect([gains.shortTermUsd, gains.longTermUsd, gains.totalUsd].map(String)).toEqual([
      '10000',
      '40000',
      '50000',
    ]);
  });
  it('rounds quantities to 12 decimals, never above the cap', () => {
    expect(estimateQuantity('0.1234567890125', '1').toString()).toBe('0.123456789013');
    expect(estimateQuantity('2', '1.5').toString()).toBe('1.5');
  });
});

describe('estimates on the execution day, net of the sale fee (issue 27)', () => {
  it('deducts the 0.1% trade fee in cents, as the ledger books a sell', () => {
    expect(proceedsNetOfFee('1000').toString()).toBe('999');
    expect(proceedsNetOfFee('12.345').toString()).toBe('12.34');
    expect(proceedsNetOfFee('0').toString()).toBe('0');
  });
  it.each([
    // Queued at 9 pm in New York on 14 July: trades on 15 July (New York), whatever UTC says.
    ['2025-07-15T01:00:00Z', { year: 2025, month: 7, day: 15 }],
    // Queued at 11 pm on 31 December: trades on 1 January, in the next tax year.
    ['2026-01-01T04:00:00Z', { year: 2026, month: 1, day: 1 }],
  ])('a rebalance queued at %s trades on %o', (now, date) => {
    expect(rebalanceTradeDate(new Date(now))).toEqual(date);
  });
  it('estimates long-term a lot whose first long-term day is the trade day', () => {
    const ledger: AssetLedger = {
      symbol: 'BTC',
      lots: [
        {
          id: 'L',
          quantity: '1',
          costBasisUsd: '100',
          acquired: { year: 2024, month: 7, day: 14 },
          source: 'TRADE',
          basisAssumed: false,
        },
      ],
      disposals: [],
    };
    const tradeDay = rebalanceTradeDate(new Date('2025-07-14T16:00:00Z'));
    expect(tradeDay).toEqual({ year: 2025, month: 7, day: 15 });
    const sale = estimateSale(ledger, 'BTC', '1', proceedsNetOfFee('200'), tradeDay);
    expect([sale.longTermGainUsd.toString(), sale.shortTermGainUsd.toString()]).toEqual(['99.8', '0']);
  });
});
