/**
 * The one error policy of every app (doc 2 §8, doc 3 §8 "Global handling"; ARCHITECTURE "Data
 * flow"): what a failed query or mutation does.
 */
import { globalMessages } from './catalogue';

/** What to do about a failed call: log out, say nothing, or show an info or error toast. */
export type ErrorReaction =
  | { readonly kind: 'logout' }
  | { readonly kind: 'silent' }
  | { readonly kind: 'info'; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

/** The error body code whose message is meant for the user (doc 3 §3). */
export const USER_CORRECTABLE = 'USER_CORRECTABLE';

function field(body: unknown, name: 'code' | 'message'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/**
 * The reaction to a failed mutation (doc 2 §8, doc 3 §8), first match wins: 401 logs out; 404 is
 * silent; 418 shows the demo-account info toast; a body message containing 'disabled' or
 * 'Incorrect' (case as written) is silent; a body code USER_CORRECTABLE shows the body's message
 * in an error toast (the generic one if the body has no message); anything else shows the generic
 * error toast. `body` is the parsed response body, of any shape.
 */
export function mutationErrorPolicy(status: number, body: unknown): ErrorReaction {
  if (status === 401) return { kind: 'logout' };
  if (status === 404) return { kind: 'silent' };
  if (status === 418) return { kind: 'info', message: globalMessages.demoAccount };
  const message = field(body, 'message');
  if (message !== null && (message.includes('disabled') || message.includes('Incorrect')))
    return { kind: 'silent' };
  if (field(body, 'code') === USER_CORRECTABLE && message !== null && message.trim() !== '') {
    return { kind: 'error', message };
  }
  return { kind: 'error', message: globalMessages.serverError };
}

/** The reaction to a failed query (doc 2 §8, doc 3 §8): 401 logs out, anything else shows the generic error toast. */
export function queryErrorPolicy(status: number): ErrorReaction {
  if (status === 401) return { kind: 'logout' };
  return { kind: 'error', message: globalMessages.serverError };
}
