import { costBasisChanged, costBasisDetails, costBasisFormDefaults } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import {
  costBasisEntriesWireSchema,
  costBasisEntryWireSchema,
  costBasisUpdateBody,
  costBasisUpdateWireSchema,
  decimalTextSchema,
  isoDateSchema,
  savedCostBasisDetails,
} from './costBasis';

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
  it('accept what costBasisUpdateBody builds, with YYYY-MM-DD dates and exact decimal strings', () => {
    const body = costBasisUpdateBody(
      costBasisDetails([
        { costBasis: '$1,234.50', purchaseDate: '01/31/2024', nativeAmount: '0.5' },
        { costBasis: '0.01', purchaseDate: '02/29/2024', nativeAmount: '0.000000000001' },
      ]),
    );
    expect(costBasisUpdateWireSchema.parse(body)).toEqual({
      cost_bases: [
        { cost_basis: '1234.5', purchase_date: '2024-01-31', native_amount: '0.5' },
        { cost_basis: '0.01', purchase_date: '2024-02-29', native_amount: '0.000000000001' },
      ],
    });
  });
});

describe('saved entries to the form and back (doc 2 §4 "Cost basis save")', () => {
  const wire = [
    { deposit_id: 'd1', cost_basis: '1234.5', purchase_date: '2024-01-31', native_amount: '0.5' },
    { deposit_id: 'd1', cost_basis: '20', purchase_date: '2023-12-01', native_amount: '0.50' },
  ];
  it('reads saved entries; a date that is not a real one is left empty in the form', () => {
    expect(savedCostBasisDetails([{ ...wire[0], purchase_date: '2024-02-30' } as (typeof wire)[0]])).toEqual([
      { costBasis: '1234.5', purchaseDate: null, nativeAmount: '0.5' },
    ]);
  });
  it('sends back what was saved, unchanged', () => {
    const saved = savedCostBasisDetails(wire);
    const form = costBasisFormDefaults(saved, '1');
    expect(costBasisChanged(saved, form)).toBe(false);
    expect(costBasisUpdateBody(costBasisDetails(form))).toEqual({
      cost_bases: wire.map(({ deposit_id: _, native_amount, ...entry }) => ({
        ...entry,
        native_amount: native_amount === '0.50' ? '0.5' : native_amount,
      })),
    });
  });
});
