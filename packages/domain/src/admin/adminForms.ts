import { z } from 'zod';
import { emailField, requiredText } from '../identity/fieldRules';

/** The waitlist and keys forms of the admin console (doc 3 §2, §3, §5). */

/** Waitlist messages (doc 3 §5), with their trailing periods. */
export const waitlistMessages = {
  emailInvalid: 'Must be an email.',
  emailRequired: 'Email is required.',
} as const;

/** The waitlist access-code form (doc 3 §5): PUT /admin/waitlist/access-code {email}. */
export const waitlistSchema = z.object({
  email: emailField({ required: waitlistMessages.emailRequired, invalid: waitlistMessages.emailInvalid }),
});
/** Values of {@link waitlistSchema}. */
export type WaitlistValues = z.input<typeof waitlistSchema>;

/**
 * Keys decrypt messages. The spec requires both fields (doc 3 §5) without messages: the wording is
 * the project's.
 */
export const keysDecryptMessages = {
  keyRequired: 'Key is required',
  fileRequired: 'CSV file is required',
} as const;

/**
 * The decrypt form (doc 3 §5): a key and a CSV file, sent as POST multipart
 * /admin/crypto-withdrawal/decrypt {key, csv_file}. Check the file itself with
 * `validateUpload(file, { allowCsv: true })`.
 */
export const keysDecryptSchema = z.object({
  key: requiredText(keysDecryptMessages.keyRequired),
  csv_file: z.unknown().refine((file) => file !== null && file !== undefined, {
    error: keysDecryptMessages.fileRequired,
  }),
});
/** Values of {@link keysDecryptSchema}. */
export type KeysDecryptValues = z.input<typeof keysDecryptSchema>;
