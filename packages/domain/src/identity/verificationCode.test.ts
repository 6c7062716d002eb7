import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { isBlockedCodeKey, isCompleteCode, normalizeCodeInput } from './codeInput';
import { verificationCodeMessages, verificationCodeSchema } from './verificationCode';

describe('verification code (doc 1 §5, §9)', () => {
  it.each([
    ['123456', '123456'],
    ['1234567', '123456'],
    [' 12 34 56 ', '123456'],
    ['12e4+5-6', '12456'],
    ['abc', ''],
  ])('normalizeCodeInput(%j) is %j (pasting fills the boxes)', (text, expected) => {
    expect(normalizeCodeInput(text)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('isCompleteCode(%j) is %s', (code, expected) => {
    expect(isCompleteCode(code)).toBe(expected);
    expect(verificationCodeSchema.safeParse(code).success).toBe(expected);
  });

  it('reports the code message', () => {
    expect(verificationCodeSchema.safeParse('12').error?.issues.map((i) => i.message)).toEqual([
      'Code must contain 6 digits',
    ]);
    expect(verificationCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      verificationCodeMessages.invalid,
    );
  });

  it('a normalised input is complete exactly when 6 digits were typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digitCount = text.replace(/\D/g, '').length;
        expect(isCompleteCode(normalizeCodeInput(text))).toBe(digitCount >= VERIFICATION_CODE_LENGTH);
      }),
    );
  });

  it.each([
    ['e', true],
    ['E', true],
    ['+', true],
    ['-', true],
    ['.', true],
    [' ', true],
    ['a', true],
    ['0', false],
    ['9', false],
    ['Backspace', false],
    ['ArrowLeft', false],
    ['Tab', false],
    ['Unidentified', false],
  ])('isBlockedCodeKey(%j) is %s (numeric only; e, E, plus, minus blocked)', (key, blocked) => {
    expect(isBlockedCodeKey(key)).toBe(blocked);
  });

  it('blocks every one-character key but the digits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), (key) => {
        expect(isBlockedCodeKey(key)).toBe(!/^[0-9]$/.test(key));
      }),
    );
  });
});
