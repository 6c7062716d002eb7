import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSsnInput,
  formatTaxIdInput,
  maskSsn,
  maskTaxId,
  ssnSchema,
  ssnToApi,
  taxIdSchema,
  taxIdToApi,
  taxNumberMessages,
} from './taxNumbers';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('SSN (doc 1 §5, §9)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['12a3-4', '123-4'],
  ])('formatSsnInput(%j) is %j', (text, expected) => {
    expect(formatSsnInput(text)).toBe(expected);
  });

  it.each([
    ['123-45-6789', null],
    ['123456789', null],
    ['', 'SSN is required'],
    ['123-45-678', 'SSN must contain exactly 9 numbers'],
    ['123-45-67890', 'SSN must contain exactly 9 numbers'],
    ['123 45 6789', 'SSN must contain exactly 9 numbers'],
  ])('ssn %j gives %j', (ssn, message) => {
    expect(messageOf(ssnSchema.safeParse(ssn))).toBe(message);
  });

  it('is sent without dashes and shown masked to the last 4', () => {
    expect(ssnToApi('123-45-6789')).toBe('123456789');
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('123-45-6789')).toBe('•••-••-6789');
    expect(taxNumberMessages.ssnDigits).toBe('SSN must contain exactly 9 numbers');
  });

  it('formatting round-trips: the API value of a formatted input is its first 9 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatSsnInput(text);
        const digits = text.replace(/\D/g, '').slice(0, 9);
        expect(ssnToApi(formatted)).toBe(digits);
        expect(formatSsnInput(formatted)).toBe(formatted);
        expect(ssnSchema.safeParse(formatted).success).toBe(digits.length === 9);
      }),
    );
  });
});

describe('tax id (doc 1 §5, §9)', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['123', '12-3'],
    ['123456789', '12-3456789'],
    ['12-34567890', '12-3456789'],
  ])('formatTaxIdInput(%j) is %j', (text, expected) => {
    expect(formatTaxIdInput(text)).toBe(expected);
  });

  it.each([
    ['12-3456789', null],
    ['', 'Tax ID or FEIN is required'],
    ['12-345678', 'Tax ID or FEIN must contain exactly 9 numbers'],
    ['12/3456789', 'Tax ID or FEIN must contain exactly 9 numbers'],
  ])('tax id %j gives %j', (taxId, message) => {
    expect(messageOf(taxIdSchema.safeParse(taxId))).toBe(message);
  });

  it('is sent without the dash and shown masked to the last 4', () => {
    expect(taxIdToApi('12-3456789')).toBe('123456789');
    expect(maskTaxId('123456789')).toBe('••-•••6789');
    expect(taxNumberMessages.taxIdDigits).toBe('Tax ID or FEIN must contain exactly 9 numbers');
  });

  it('formatting round-trips', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(taxIdToApi(formatTaxIdInput(digits))).toBe(digits);
        expect(maskTaxId(digits).slice(-4)).toBe(digits.slice(-4));
      }),
    );
  });
});
