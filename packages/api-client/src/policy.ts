import { type ErrorReaction, mutationErrorPolicy, queryErrorPolicy } from '@cairn/domain';
import { getErrorReporter } from './errorReporter';
import { ApiError, ContractError } from './http/errors';

/** A toast the apps show: the kit's Toaster, passed in once. */
export interface ToastRequest {
  /** The kit's tone: 'danger' for errors. */
  readonly tone: 'info' | 'danger';
  readonly message: string;
}
/** Shows a toast. */
export type Toast = (toast: ToastRequest) => void;

let toast: Toast = () => {};

/** Installs the apps' toast function: the one place failed calls become messages. */
export function setToast(show: Toast): void {
  toast = show;
}

function statusAndBody(error: unknown): { status: number; body: unknown } {
  if (error instanceof ApiError) return { status: error.status, body: error.body };
  if (error instanceof ContractError) return { status: error.status, body: undefined };
  return { status: 0, body: undefined };
}

function react(reaction: ErrorReaction, error: unknown): ErrorReaction {
  // A 401 has already ended the session in the client; the apps' logout listener navigates.
  if (reaction.kind === 'info' || reaction.kind === 'error')
    toast({ tone: reaction.kind === 'error' ? 'danger' : 'info', message: reaction.message });
  if (!(error instanceof ApiError) && !(error instanceof ContractError)) {
    // Not an HTTP answer (network failure or a bug): worth reporting. ContractErrors are reported
    // by the client when they happen.
    getErrorReporter().captureException(error);
  }
  return reaction;
}

/**
 * Applies the mutation error policy of doc 2 §8 / doc 3 §8 (from @cairn/domain) to a failed
 * mutation: 404 silent, 418 demo info toast, 'disabled'/'Incorrect' silent, USER_CORRECTABLE shows
 * the body's message, else the generic error toast. Returns what it did.
 */
export function handleMutationError(error: unknown): ErrorReaction {
  const { status, body } = statusAndBody(error);
  return react(mutationErrorPolicy(status, body), error);
}

/** Applies the query policy: 401 logs out, any other failure shows the generic error toast. */
export function handleQueryError(error: unknown): ErrorReaction {
  return react(queryErrorPolicy(statusAndBody(error).status), error);
}
