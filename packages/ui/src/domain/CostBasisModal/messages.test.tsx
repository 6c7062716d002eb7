import { describe, expect, it } from 'vitest';
import { defaultCostBasisModalMessages as t } from './messages';

describe("'Add Details' modal words (doc 2 §2)", () => {
  it('names the modal and its fields as the spec does', () => {
    expect([t.title, t.asset, t.quantity, t.costBasis, t.purchaseDate, t.addMore]).toEqual([
      'Add Details',
      'Asset',
      'Quantity',
      'Cost Basis (USD)',
      'Purchase Date',
      '+ Add more cost basis details',
    ]);
  });

  it.each([
    [t.entry(2), 'Cost basis entry 2'],
    [t.removeEntry(3), 'Remove cost basis entry 3'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('says a missing cost basis is $0 and the receipt date is the purchase date', () => {
    expect(t.help).toContain('a cost basis of $0 is assumed');
    expect(t.help).toContain('treated as the purchase date');
  });
});
