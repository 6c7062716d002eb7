import { describe, expect, it } from 'vitest';
import { advisoryAgreementMessages, canSignAdvisoryAgreement } from './advisoryAgreement';

const names = { first: 'Ada', middle: 'King', last: 'Lovelace' };

describe('canSignAdvisoryAgreement (doc 1 §4)', () => {
  it.each([
    [true, 'Ada King Lovelace', true],
    [false, 'Ada King Lovelace', false],
    [true, 'Ada Lovelace', false],
    [true, 'ada king lovelace', false],
    [true, 'Ada King Lovelace ', false],
    [true, '', false],
  ])('scrolled %j, signed %j: %j', (scrolledToEnd, signature, expected) => {
    expect(canSignAdvisoryAgreement({ scrolledToEnd, signature, names })).toBe(expected);
  });

  it('quotes the disabled-button tooltip of doc 1 §2.6', () => {
    expect(advisoryAgreementMessages.disabledTooltip).toBe(
      'You must scroll through the entire agreement and type your full legal name as provided to proceed.',
    );
  });
});
