import { describe, expect, it } from 'vitest';
import { portfolioTexts } from './copy';

describe('the pending exclusions notice (doc 2 §4: "pending until applied in My Portfolio")', () => {
  it.each([
    [
      ['Dogecoin', 'Solana'],
      'Your asset exclusions (Dogecoin, Solana) take effect when you apply your changes.',
    ],
    [[], 'Your asset exclusions are lifted when you apply your changes.'],
  ])('%j', (assets, text) => {
    expect(portfolioTexts.pendingExclusionsBody(assets)).toBe(text);
  });
});
