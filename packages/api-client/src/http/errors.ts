import type { z } from 'zod';

/** The shared error body of the API (doc 3 §3): a code (USER_CORRECTABLE is used) and a message. */
export interface ErrorBody {
  readonly code?: string | undefined;
  readonly message?: string | undefined;
}

/**
 * A response that does not match the contract: the call's name and the zod issues. Raised instead
 * of letting an unexpected shape reach a screen; also sent to the error reporter.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    /** The call whose response broke the contract, e.g. 'getUserProfile'. */
    readonly call: string,
    /** What did not match. */
    readonly issues: readonly z.core.$ZodIssue[],
    /** The HTTP status of the response. */
    readonly status: number,
  ) {
    super(
      `${call}: the response does not match the contract (${issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}${issues.length > 3 ? `; and ${issues.length - 3} more` : ''})`,
    );
  }
}

/** A response with an error status (4xx, 5xx), with its parsed body when it had one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly call: string,
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(`${call}: HTTP ${status}${body?.message ? ` (${body.message})` : ''}`);
  }
}

/** A request that never got a response (offline, DNS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly call: string,
    override readonly cause: unknown,
  ) {
    super(`${call}: the request failed before a response arrived`);
  }
}

/** The HTTP status of any error the client raises (0 when there was no response). */
export function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof ContractError) return error.status;
  return 0;
}
