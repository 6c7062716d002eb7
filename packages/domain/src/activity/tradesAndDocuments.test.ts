import { describe, expect, it } from 'vitest';
import {
  isAdvisoryAgreement,
  sortDocuments,
  type TradeRecord,
  tradeCsvRows,
  tradeRow,
} from './tradesAndDocuments';

const trade: TradeRecord = {
  id: 't1',
  date: '2025-03-05T23:30:00Z',
  currency: 'BTC',
  side: 'BUY',
  quantity: '0.1234567',
  price: '65000.5',
  value: '8024.75',
  fee: '0.0001',
  fee_currency: 'BTC',
};

describe('trades (doc 2 §5: quantity to 6 decimals; §9: fee in USD)', () => {
  it('shows the quantity to 6 decimals and a crypto fee times the price', () => {
    expect(tradeRow(trade)).toEqual({
      id: 't1',
      date: 'March 5, 2025',
      asset: 'BTC',
      side: 'Buy',
      quantity: '0.123457',
      price: '$65,000.50',
      value: '$8,024.75',
      fee: '$6.50',
    });
  });
  it('keeps a USD fee as it is', () => {
    expect(tradeRow({ ...trade, side: 'SELL', fee: '2.5', fee_currency: 'usd' })).toMatchObject({
      side: 'Sell',
      fee: '$2.50',
    });
  });
  it('writes CSV rows with plain numbers', () => {
    expect(tradeCsvRows([trade])).toEqual([
      ['Date', 'Asset', 'Side', 'Quantity', 'Price (USD)', 'Value (USD)', 'Fee (USD)'],
      ['2025-03-05', 'BTC', 'Buy', '0.123457', '65000.50', '8024.75', '6.50'],
    ]);
  });
});

describe('documents: the Advisory Agreement first, then by date (doc 2 §9)', () => {
  it('orders them', () => {
    const documents = [
      { id: '1', date: '2025-01-31', title: 'January 2025 Statement' },
      { id: '2', date: '2024-06-01', title: 'Cairn Advisory Agreement' },
      { id: '3', date: '2025-02-28', title: 'February 2025 Statement' },
      { id: '4', date: 'unknown', title: 'Privacy Notice' },
      { id: '5', date: '2024-12-31', title: '2024 Tax Form' },
    ];
    expect(sortDocuments(documents).map((doc) => doc.id)).toEqual(['2', '3', '1', '5', '4']);
    expect(isAdvisoryAgreement({ title: 'ADVISORY AGREEMENT (signed)' })).toBe(true);
    expect(isAdvisoryAgreement({ title: 'Custody Agreement' })).toBe(false);
  });
});
