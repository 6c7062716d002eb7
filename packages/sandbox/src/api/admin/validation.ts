import type { z } from 'zod';
import { userCorrectable } from '../../core/contract';

/**
 * The first message of a failed domain form check as a USER_CORRECTABLE error, so the apps show
 * the spec's exact message (doc 3 §5) as the form would have.
 */
export function firstMessage(error: z.ZodError): Error {
  return userCorrectable(error.issues[0]?.message ?? 'The form is not valid');
}
