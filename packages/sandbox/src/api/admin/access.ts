import { randomInt } from 'node:crypto';
import { adminCallSpecs as calls } from '@cairn/api-client';
import { keysDecryptSchema, readUploadHead, validateEncryptedCsvFile, waitlistSchema } from '@cairn/domain';
import { type ApiApp, userCorrectable } from '../../core/contract';
import { DecryptProblem, decryptCsv, generateKey } from './cryptoWithdrawals';
import { implementAdmin } from './guard';
import { adminSlice } from './state';
import { firstMessage } from './validation';

/** Access codes use letters and digits that cannot be confused (no 0/O, 1/I/L). */
const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a waitlist access code. */
export const ACCESS_CODE_LENGTH = 8;

/** A random access code (not from the world's seed: codes must not be guessable). */
function accessCode(): string {
  return Array.from(
    { length: ACCESS_CODE_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');
}

/** The name of the decrypted download: the upload's name without '.enc' when it names a CSV. */
function decryptedName(uploaded: string): string {
  const name = uploaded.replace(/\.enc$/i, '').replace(/[^A-Za-z0-9._-]/g, '_');
  return /\.csv$/i.test(name) ? name : 'crypto-withdrawals.csv';
}

/** Serves the waitlist and keys calls of doc 3 §7. */
export function registerAccessCalls(api: ApiApp): void {
  implementAdmin(api, calls.createWaitlistAccessCode, ({ world, input }) => {
    const form = waitlistSchema.safeParse({ email: input.email });
    if (!form.success) throw firstMessage(form.error);
    const email = form.data.email.trim().toLowerCase();
    const codes = adminSlice(world).accessCodes;
    // The same email keeps its code: a repeated request (or a double click) hands out no second one.
    codes[email] ??= { email, access_code: accessCode(), created_at: world.now().toISOString() };
    return { access_code: codes[email].access_code };
  });

  implementAdmin(api, calls.createCryptoWithdrawalKey, async ({ world }) => {
    const key = await generateKey();
    adminSlice(world).keys.push({ key, created_at: world.now().toISOString() });
    return { key };
  });

  implementAdmin(api, calls.decryptCryptoWithdrawals, async ({ input }) => {
    const form = keysDecryptSchema.safeParse({ key: input.key, csv_file: input.csv_file });
    if (!form.success) throw firstMessage(form.error);
    const file = input.csv_file as File;
    // The domain's rule, as on the Keys page: a text-like type or name, not empty, under 9 MB, text.
    const problem = validateEncryptedCsvFile(file, await readUploadHead(file));
    if (problem) throw userCorrectable(problem);
    try {
      const csv = await decryptCsv(form.data.key.trim(), await file.text());
      return { file: { name: decryptedName(file.name), type: 'text/csv; charset=utf-8', content: csv } };
    } catch (error) {
      if (error instanceof DecryptProblem) throw userCorrectable(error.message);
      throw error;
    }
  });
}
