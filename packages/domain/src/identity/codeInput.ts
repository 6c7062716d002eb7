import { VERIFICATION_CODE_LENGTH } from '../constants';
import { digitsOf } from './fieldRules';

// Kept apart from the code's zod schema (verificationCode.ts) so the kit's VerificationCode, which
// needs only these, does not pull zod into an app's bundle.

/** What the code input keeps of typed or pasted text: its digits, at most 6 (doc 1 §5). */
export function normalizeCodeInput(text: string): string {
  return digitsOf(text).slice(0, VERIFICATION_CODE_LENGTH);
}

/** Whether `code` is exactly 6 digits, the moment it is submitted automatically (doc 1 §4). */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/**
 * Whether a key press must not reach the code (doc 1 §5: numeric only; e, E, plus and minus
 * blocked): every key that types one character other than a digit. Named keys (Backspace, arrows,
 * Tab, 'Unidentified' from some mobile keyboards) pass; what they type is filtered by
 * `normalizeCodeInput`.
 */
export function isBlockedCodeKey(key: string): boolean {
  return [...key].length === 1 && !/^\d$/.test(key);
}
