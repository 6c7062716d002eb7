import { describe, expect, it } from 'vitest';
import { hifoBreakdownTexts } from './hifoBreakdown';
import { taxCenterTexts, taxSummaryTexts } from './taxCenter';

describe('Tax Summary card texts (doc 2 §2)', () => {
  it.each([
    ['title', 'Tax Summary'],
    ['disclosures', 'Important Tax Disclosures'],
  ] as const)('%s reads %s', (key, text) => {
    expect(taxSummaryTexts[key]).toBe(text);
  });

  it("opens its tooltip with '{product} does not provide tax advice'", () => {
    expect(taxSummaryTexts.taxAdvice.startsWith('Cairn does not provide tax advice.')).toBe(true);
  });
});

describe('HIFO explainer texts', () => {
  it('names the method in the caption', () => {
    expect(hifoBreakdownTexts.caption('1.5 BTC', 'March 14, 2025')).toBe(
      'Lots a sale of 1.5 BTC on March 14, 2025 would use (HIFO)',
    );
  });

  it('says how much of a sale matches no lot', () => {
    expect(hifoBreakdownTexts.unmatched('0.5 BTC')).toBe(
      '0.5 BTC exceeds the holdings on that date and matches no lot.',
    );
  });

  it("totals under the Tax Center's own 'Total'", () => {
    expect(hifoBreakdownTexts.total).toBe(taxCenterTexts.total);
  });
});
