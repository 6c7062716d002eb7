import { describe, expect, it } from 'vitest';
import { defaultTaxImpactTableMessages as messages } from './messages';

describe('the estimated tax impact (beyond the spec)', () => {
  it('is labelled an estimate and not tax advice', () => {
    expect(messages.title).toBe('Estimated Tax Impact');
    expect(messages.disclaimer).toContain('This is an estimate, not tax advice');
    expect(messages.disclaimer).toContain('Cairn does not provide tax advice');
    expect(messages.intro('25%')).toContain('HIFO order (highest in, first out)');
    expect(messages.basisAssumed).toContain('a $0 cost basis is assumed');
  });
});
