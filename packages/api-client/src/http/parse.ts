/**
 * The client's zod side, loaded with the first response it reads: the response parsed by its
 * call's schema, and the API's error body by its own. Kept apart from the client so an app's
 * first paint carries no zod code.
 */
import { z } from 'zod';
import type { CallSpec } from './call';
import type { ErrorBody } from './errors';

/** What a response's JSON turned out to be: the parsed data, or what did not match. */
export type Parsed =
  | { readonly success: true; readonly data: unknown }
  | { readonly success: false; readonly issues: z.core.$ZodIssue[] };

/** Parses a response body (its text) with the call's response schema. */
export function parseResponse(spec: CallSpec, text: string): Parsed {
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    return {
      success: false,
      issues: [{ code: 'custom', message: 'the body is not JSON', path: [], input: text }],
    };
  }
  const parsed = spec.response.safeParse(data);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues };
}

const ErrorBodySchema = z.object({ code: z.string().optional(), message: z.string().optional() }).loose();

/** The API's error body, when the text is one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
