import { SSN_DIGITS, TAX_ID_DIGITS } from '../constants';
import { digitsOf, requiredText } from './fieldRules';
import { maskLast4 } from './phone';

/**
 * Social security numbers and tax ids (doc 1 §5, §9): typed with automatic dashes (ddd-dd-dddd,
 * dd-ddddddd), 9 digits, sent without dashes, displayed masked to the last 4 digits.
 */

/**
 * SSN and tax-id messages (doc 1 §5). The spec says both are required without messages: the two
 * required messages are the project's wording.
 */
export const taxNumberMessages = {
  ssnRequired: 'SSN is required',
  ssnDigits: 'SSN must contain exactly 9 numbers',
  taxIdRequired: 'Tax ID or FEIN is required',
  taxIdDigits: 'Tax ID or FEIN must contain exactly 9 numbers',
} as const;

// Inserts a dash before each group after the first, only once the group has started.
function groupDigits(text: string, groups: readonly number[]): string {
  const digits = digitsOf(text).slice(
    0,
    groups.reduce((total, size) => total + size, 0),
  );
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/** The SSN input as the user types: digits only, at most 9, formatted ddd-dd-dddd as they come (doc 1 §5). */
export function formatSsnInput(text: string): string {
  return groupDigits(text, [3, 2, 4]);
}

/** The SSN as the API takes it: 9 digits without dashes (doc 1 §5). */
export function ssnToApi(ssn: string): string {
  return digitsOf(ssn);
}

/** A saved SSN as displayed: '•••-••-6789' (doc 1 §2.6, §9). */
export function maskSsn(ssn: string): string {
  return maskLast4(formatSsnInput(ssn));
}

/** The tax id (FEIN) input as the user types: digits only, at most 9, formatted dd-ddddddd (doc 1 §5). */
export function formatTaxIdInput(text: string): string {
  return groupDigits(text, [2, 7]);
}

/** The tax id as the API takes it: 9 digits without the dash (doc 1 §5). */
export function taxIdToApi(taxId: string): string {
  return digitsOf(taxId);
}

/** A saved tax id as displayed: '••-•••6789' (doc 1 §2.6, §9). */
export function maskTaxId(taxId: string): string {
  return maskLast4(formatTaxIdInput(taxId));
}

const hasNineDigits = (digits: number) => (value: string) =>
  /^[\d-]+$/.test(value) && digitsOf(value).length === digits;

/** An SSN field: required, then exactly 9 digits, dashes allowed (doc 1 §5). */
export const ssnSchema = requiredText(taxNumberMessages.ssnRequired, [
  [hasNineDigits(SSN_DIGITS), taxNumberMessages.ssnDigits],
]);

/** A tax id field: required, then exactly 9 digits, dash allowed (doc 1 §5). */
export const taxIdSchema = requiredText(taxNumberMessages.taxIdRequired, [
  [hasNineDigits(TAX_ID_DIGITS), taxNumberMessages.taxIdDigits],
]);
