import { MASK_VISIBLE_DIGITS, PHONE_COUNTRY_PREFIX, PHONE_DIGITS } from '../constants';
import { digitsOf } from './fieldRules';

/**
 * US mobile numbers (doc 1 §5, §9): typed as digits only and truncated to 10, sent with the +1
 * prefix, displayed as (xxx) xxx-xxxx, and masked to the last 4 digits on the verification screen.
 */

/** The character that replaces a hidden digit in masked values. */
export const MASK_CHARACTER = '•';

/** What the phone input keeps of typed or pasted text: its digits, at most 10 (doc 1 §5). */
export function normalizePhoneInput(text: string): string {
  return digitsOf(text).slice(0, PHONE_DIGITS);
}

/** The phone number as the API takes it: '+1' and the 10 digits (doc 1 §5). */
export function toApiPhone(phone: string): string {
  return `${PHONE_COUNTRY_PREFIX}${normalizePhoneInput(phone)}`;
}

/** The 10 digits of a phone number from the API ('+15551234567' gives '5551234567'). */
export function fromApiPhone(apiPhone: string): string {
  const digits = digitsOf(apiPhone);
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * A phone number as displayed, '(555) 123-4567' (doc 1 §9), from 10 digits or the API's '+1'
 * form. Anything that is not a 10-digit US number is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const digits = fromApiPhone(phone);
  if (digits.length !== PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Hides every digit of `text` except the last 4 with {@link MASK_CHARACTER}, keeping the other
 * characters: '(555) 123-4567' gives '(•••) •••-4567', '123-45-6789' gives '•••-••-6789'.
 */
export function maskLast4(text: string): string {
  let digitsLeft = digitsOf(text).length;
  return [...text]
    .map((char) => {
      if (!/\d/.test(char)) return char;
      digitsLeft -= 1;
      return digitsLeft < MASK_VISIBLE_DIGITS ? char : MASK_CHARACTER;
    })
    .join('');
}

/**
 * A bank account number wherever it is shown outside the field it is typed in: four mask characters
 * then its last 4 digits, whatever its length ('12345678' and '000123456789' give '••••5678' and
 * '••••6789'), so every screen shows an account the same way (issue 30).
 */
export function maskAccountNumber(accountNumber: string): string {
  return `${MASK_CHARACTER.repeat(MASK_VISIBLE_DIGITS)}${digitsOf(accountNumber).slice(-MASK_VISIBLE_DIGITS)}`;
}

/** The phone number as the verification screen shows it: '(•••) •••-4567' (doc 1 §2.6, §9). */
export function maskPhone(phone: string): string {
  return maskLast4(formatPhone(phone));
}
