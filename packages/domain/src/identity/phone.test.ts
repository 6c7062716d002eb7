import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  fromApiPhone,
  maskAccountNumber,
  maskLast4,
  maskPhone,
  normalizePhoneInput,
  toApiPhone,
} from './phone';

describe('phone (doc 1 §5, §9)', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['55512345678', '5551234567'],
    ['abc', ''],
    ['5e5+5-5', '5555'],
    ['', ''],
  ])('normalizePhoneInput(%j) keeps digits, at most 10: %j', (text, expected) => {
    expect(normalizePhoneInput(text)).toBe(expected);
  });

  it('sends the number with +1', () => {
    expect(toApiPhone('5551234567')).toBe('+15551234567');
    expect(toApiPhone('(555) 123-4567')).toBe('+15551234567');
  });

  it.each([
    ['+15551234567', '5551234567'],
    ['5551234567', '5551234567'],
    ['15551234567', '5551234567'],
    ['25551234567', '25551234567'],
  ])('fromApiPhone(%j) is %j', (api, expected) => {
    expect(fromApiPhone(api)).toBe(expected);
  });

  it.each([
    ['5551234567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['555123456', '555123456'],
    ['', ''],
  ])('formatPhone(%j) is %j', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });

  it.each([
    ['(555) 123-4567', '(•••) •••-4567'],
    ['123-45-6789', '•••-••-6789'],
    ['1234', '1234'],
    ['123', '123'],
    ['', ''],
  ])('maskLast4(%j) is %j', (text, expected) => {
    expect(maskLast4(text)).toBe(expected);
  });

  it.each([
    ['12345678', '••••5678'],
    ['000123456789', '••••6789'],
    ['12345', '••••2345'],
    ['12345678901234567', '••••4567'],
  ])(
    'maskAccountNumber(%j) is %j: four marks then the last 4 digits, whatever the length',
    (number, expected) => {
      expect(maskAccountNumber(number)).toBe(expected);
    },
  );

  it('masks the phone of the verification screen to its last 4 digits', () => {
    expect(maskPhone('+15551234567')).toBe('(•••) •••-4567');
  });

  it('round-trips: any typed text becomes a number that formats and parses back', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = normalizePhoneInput(text);
        expect(digits).toMatch(/^\d{0,10}$/);
        expect(normalizePhoneInput(digits)).toBe(digits);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(fromApiPhone(toApiPhone(digits))).toBe(digits);
        expect(normalizePhoneInput(formatPhone(digits))).toBe(digits);
        const masked = maskPhone(digits);
        expect(masked.endsWith(digits.slice(6))).toBe(true);
        expect(masked.replace(/[^\d]/g, '')).toBe(digits.slice(6));
      }),
    );
  });
});
