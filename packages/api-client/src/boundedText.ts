import { TEXT_LIMITS, textTooLongMessage } from '@cairn/domain';
import { z } from 'zod';

/**
 * A text field of a request body of at most `max` characters, refused with the domain's message:
 * the same limits as the forms (`TEXT_LIMITS`), so the server refuses what the browser would.
 */
export const boundedText = (max: number = TEXT_LIMITS.line) => z.string().max(max, textTooLongMessage(max));
