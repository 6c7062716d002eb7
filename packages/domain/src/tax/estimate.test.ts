import { describe, expect, it } from 'vitest';
import { estimatedGains, estimateQuantity, estimateSale } from './estimate';
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
