import { describe, expect, it } from 'vitest';
import type { TaxLot } from './hifo';
import { hifoBreakdown } from './hifoBreakdown';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const lots: TaxLot[] = [
  { id: 'cheap', quantity: '1', costBasisUsd: '1000', acquired: d(2023, 1, 10) },
  { id: 'dear', quantity: '2', costBasisUsd: '6000', acquired: d(2025, 6, 1) },
  { id: 'deposit', quantity: '0.5', costBasisUsd: '0', acquired: d(2025, 8, 1) },
];

describe('hifoBreakdown: the lots a what-if sale consumes, highest unit cost first', () => {
  it('takes the dearest lot first and shows each lot unit cost', () => {
    const result = hifoBreakdown(lots, '2.5', d(2025, 12, 1));
    expect(
      result.rows.map((row) => [row.lotId, row.quantity.toString(), row.unitCostUsd.toString()]),
    ).toEqual([
      ['dear', '2', '3000'],
      ['cheap', '0.5', '1000'],
    ]);
    expect(result.rows.map((row) => row.holdingPeriod)).toEqual(['SHORT_TERM', 'LONG_TERM']);
    expect(result.totalQuantity.toString()).toBe('2.5');
    expect(result.totalCostBasisUsd.toString()).toBe('6500');
    expect(result.unmatchedQuantity.toString()).toBe('0');
  });

  it('reports the part of a sale beyond the holdings', () => {
    const result = hifoBreakdown(lots, '4', d(2025, 12, 1));
    expect(result.totalQuantity.toString()).toBe('3.5');
    expect(result.unmatchedQuantity.toString()).toBe('0.5');
  });

  it.each(['0', '-1'])('consumes nothing for a quantity of %s', (quantity) => {
    const result = hifoBreakdown(lots, quantity, d(2025, 12, 1));
    expect(result.rows).toEqual([]);
    expect(result.totalCostBasisUsd.toString()).toBe('0');
  });
});
