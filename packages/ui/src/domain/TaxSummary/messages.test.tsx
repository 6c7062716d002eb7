import { describe, expect, it } from 'vitest';
import { defaultTaxSummaryMessages } from './messages';

describe('Tax Summary card words (doc 2 §2)', () => {
  it.each([
    ['title', 'Tax Summary'],
    ['disclosures', 'Important Tax Disclosures'],
  ] as const)('%s reads %s', (key, text) => {
    expect(defaultTaxSummaryMessages[key]).toBe(text);
  });

  it("opens its tooltip with '{product} does not provide tax advice'", () => {
    expect(defaultTaxSummaryMessages.taxAdvice.startsWith('Cairn does not provide tax advice.')).toBe(true);
  });
});
