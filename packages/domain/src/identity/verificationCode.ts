import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { isCompleteCode } from './codeInput';

/**
 * Verification codes (doc 1 §5, §9): exactly 6 digits, one per box. The code is submitted as soon
 * as it is complete.
 */

/** Verification code messages. The spec gives none: the wording is the project's. */
export const verificationCodeMessages = {
  invalid: `Code must contain ${VERIFICATION_CODE_LENGTH} digits`,
} as const;

/** A verification code: exactly 6 digits (doc 1 §5). */
export const verificationCodeSchema = z
  .string({ error: verificationCodeMessages.invalid })
  .refine(isCompleteCode, { error: verificationCodeMessages.invalid });
