import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_COUNTRY, US_STATES, usStateName } from './usStates';

describe('US states (doc 1 §1, doc 2 §5)', () => {
  it('holds the 50 states plus DC minus NY: 50 entries with unique codes and names', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
  });

  it.each([
    ['DC', true],
    ['CA', true],
    ['WY', true],
    ['MA', true],
    ['NY', false],
    ['ny', false],
    ['ca', false],
    ['PR', false],
    ['', false],
  ])('isUsStateCode(%j) is %s', (code, expected) => {
    expect(isUsStateCode(code)).toBe(expected);
  });

  it('codes are two capital letters', () => {
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names a state by code', () => {
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(usStateName('NY')).toBeUndefined();
    expect(US_STATES.some((s) => s.name === 'New York')).toBe(false);
  });

  it('the country is US', () => {
    expect(US_COUNTRY).toBe('US');
  });

  it('every listed code is accepted and nothing else of two letters is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), (code) => {
        expect(isUsStateCode(code)).toBe(US_STATES.some((s) => s.code === code));
      }),
    );
  });
});
