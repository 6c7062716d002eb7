import { describe, expect, it } from 'vitest';
import { costBasisPayload } from './costBasis';
import {
  costBasisEntriesWireSchema,
  costBasisEntryWireSchema,
  costBasisUpdateWireSchema,
  decimalTextSchema,
  isoDateSchema,
} from './costBasisWire';

describe('the cost basis wire shapes (doc 2 §3, §7), defined once', () => {
  it('parse a saved entry and refuse numbers and other date formats', () => {
    const entry = {
      deposit_id: 'd1',
      cost_basis: '1234.5',
      purchase_date: '2024-01-31',
      native_amount: '0.5',
    };
    expect(costBasisEntryWireSchema.parse(entry)).toEqual(entry);
    expect(costBasisEntriesWireSchema.parse([])).toEqual([]);
    expect(costBasisEntryWireSchema.safeParse({ ...entry, cost_basis: 1234.5 }).success).toBe(false);
    expect(costBasisEntryWireSchema.safeParse({ ...entry, purchase_date: '01/31/2024' }).success).toBe(false);
    expect(decimalTextSchema.safeParse('1e5').success).toBe(false);
    expect(isoDateSchema.safeParse('2024-1-31').success).toBe(false);
  });
  it('accept what costBasisPayload builds', () => {
    const payload = costBasisPayload([
      { costBasis: '1,234.50', purchaseDate: '01/31/2024', nativeAmount: '0.000000000001' },
    ]);
    expect(costBasisUpdateWireSchema.parse(payload)).toEqual({
      cost_bases: [{ cost_basis: '1234.5', purchase_date: '2024-01-31', native_amount: '0.000000000001' }],
    });
  });
});
