import { describe, expect, it } from 'vitest';
import { defaultDateOfBirthSelectMessages } from './messages';

describe('date-of-birth selectors (doc 1 §5: year, month and day)', () => {
  it.each([
    ['year', 'Year', 'YYYY'],
    ['month', 'Month', 'MM'],
    ['day', 'Day', 'DD'],
  ] as const)('%s: %s, placeholder %s', (part, label, placeholder) => {
    expect(defaultDateOfBirthSelectMessages[part]).toEqual({ label, placeholder });
  });
});
