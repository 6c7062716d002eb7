import { describe, expect, it } from 'vitest';
import { defaultTlhEnabled, tlhConfirmationSchema, tlhMessages } from './tlh';

describe('tax-loss harvesting (doc 1 §4, §5)', () => {
  it.each([
    ['INDIVIDUAL', undefined, true],
    ['INDIVIDUAL', null, true],
    ['INSTITUTION', undefined, false],
    ['INSTITUTION', null, false],
    ['INDIVIDUAL', false, false],
    ['INSTITUTION', true, true],
  ] as const)('%s with saved %j starts %s', (accountType, saved, expected) => {
    expect(defaultTlhEnabled(accountType, saved)).toBe(expected);
  });

  it.each([
    [{ acknowledged: true }, null],
    [{ acknowledged: false }, 'Must confirm TLH settings'],
    [{}, 'Must confirm TLH settings'],
  ])('confirmation %j gives %j', (values, message) => {
    expect(tlhConfirmationSchema.safeParse(values).error?.issues[0]?.message ?? null).toBe(message);
    expect(tlhMessages.confirmRequired).toBe('Must confirm TLH settings');
  });
});
