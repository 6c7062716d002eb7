import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { digitsOf } from './fieldRules';

/**
 * Verification codes (doc 1 §5, §9): exactly 6 digits, one per box. The code is submitted as soon
 * as it is complete.
 */

/** Verification code messages. The spec gives none: the wording is the project's. */
export const verificationCodeMessages = {
  invalid: `Code must contain ${VERIFICATION_CODE_LENGTH} digits`,
} as const;

/** What the code input keeps of typed or pasted text: its digits, at most 6 (doc 1 §5). */
export function normalizeCodeInput(text: string): string {
  return digitsOf(text).slice(0, VERIFICATION_CODE_LENGTH);
}

/** Whether `code` is exactly 6 digits, the moment it is submitted automatically (doc 1 §4). */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** A verification code: exactly 6 digits (doc 1 §5). */
export const verificationCodeSchema = z
  .string({ error: verificationCodeMessages.invalid })
  .refine(isCompleteCode, { error: verificationCodeMessages.invalid });
