import { describe, expect, it } from 'vitest';
import { defaultHifoBreakdownMessages } from './messages';

describe('HIFO explainer words', () => {
  it('says how much of a sale matches no lot', () => {
    expect(defaultHifoBreakdownMessages.unmatched('0.5 BTC')).toBe(
      '0.5 BTC exceeds the holdings on that date and matches no lot.',
    );
  });
});
