import { describe, expect, it } from 'vitest';
import {
  decimalOfInput,
  isBlockedDecimalKey,
  normalizeMoneyInput,
  normalizeQuantityInput,
} from './decimalInput';

// The input rules in full; the stories show them through typing and pasting.
describe('normalizeMoneyInput', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['1,234.56', '1,234.56'],
    ['12.345', '12.34'],
    ['-25', '25'],
    ['+2e3', '23'],
    ['$1,200.50', '1,200.50'],
    ['1.2.3', '1.23'],
    ['1.2,3', '1.23'],
    ['.', '.'],
    ['abc', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(normalizeMoneyInput(typed)).toBe(kept);
  });
});

describe('normalizeQuantityInput', () => {
  it.each([
    ['0.000000000001', '0.000000000001'],
    ['1.123456789012345', '1.123456789012345'],
    ['1,5', '15'],
    ['1e-5', '15'],
    ['2..5', '2.5'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(normalizeQuantityInput(typed)).toBe(kept);
  });
});

describe('decimalOfInput', () => {
  it.each([
    ['', ''],
    ['.', ''],
    ['1,234.5', '1234.5'],
    ['.5', '0.5'],
    ['7.', '7'],
    ['007', '7'],
    ['0.50', '0.50'],
    ['1-2', ''],
  ])('reads %j as %j', (text, value) => {
    expect(decimalOfInput(text)).toBe(value);
  });
});

describe('isBlockedDecimalKey', () => {
  it('refuses exponent and sign keys only', () => {
    for (const key of ['e', 'E', '+', '-']) expect(isBlockedDecimalKey(key)).toBe(true);
    for (const key of ['1', '.', ',', 'Backspace', 'ArrowLeft']) expect(isBlockedDecimalKey(key)).toBe(false);
  });
});
