import { describe, expect, it } from 'vitest';
import { defaultHifoBreakdownMessages } from './messages';

describe('HIFO explainer words', () => {
  it('names the method in the caption', () => {
    expect(defaultHifoBreakdownMessages.caption('1.5 BTC', 'March 14, 2025')).toBe(
      'Lots a sale of 1.5 BTC on March 14, 2025 would use (HIFO)',
    );
  });

  it('says how much of a sale matches no lot', () => {
    expect(defaultHifoBreakdownMessages.unmatched('0.5 BTC')).toBe(
      '0.5 BTC exceeds the holdings on that date and matches no lot.',
    );
  });
});
