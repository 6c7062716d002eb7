/**
 * The one way a screen changes data: `useMutation(call)` gives `{ trigger, isPending, error, reset }`.
 * A failure goes through the one error policy of doc 2 §8 / doc 3 §8 (`handleMutationError`: 401
 * logs out, 404 silent, 418 demo toast, 'disabled'/'Incorrect' silent, USER_CORRECTABLE message,
 * else the generic toast) unless the screen words that error itself (`onError`), and an optimistic
 * change of cached reads is rolled back (doc 2 §4 "Cost basis save", doc 3 §4).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallSpec } from './http/call';
import type { BoundCall, CallOptions } from './http/client';
import type { CallRef } from './http/lazy';
import { handleMutationError } from './policy';
import { readCachedData, revalidateRead, setCachedData } from './revalidate';

/** What a trigger resolves to: never a rejection, the error policy has already spoken. */
export type MutationResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: unknown };

/** A change applied to one cached read before the call is sent, and undone if it fails: make it with {@link optimisticUpdate}. */
export interface OptimisticUpdate {
  /** The read whose cached data changes. */
  readonly read: CallRef;
  /** Its input. */
  readonly input: CallInput<CallSpec>;
  /** The data it shows until the server answers (`current` is undefined when nothing is cached). */
  readonly update: (current: unknown) => unknown;
}

/** A typed optimistic change of one cached read (its input and data checked against the read's schemas). */
export function optimisticUpdate<R extends CallSpec>(
  read: CallRef<R>,
  input: CallInput<R>,
  update: (current: CallOutput<R> | undefined) => CallOutput<R>,
): OptimisticUpdate {
  return { read, input, update: update as (current: unknown) => unknown };
}

export interface MutationOptions<C extends CallSpec> {
  /**
   * Cached reads to change at once, before the server answers; on failure each is put back as it
   * was. The mutation's own revalidation (see `bindMutation`) then refetches them on success.
   */
  readonly optimistic?: (input: CallInput<C>) => readonly OptimisticUpdate[];
  /**
   * For errors the screen words itself (e.g. doc 1 §8 identity errors): return `true` when handled
   * and the one error policy is skipped; anything else falls through to the policy.
   */
  readonly onError?: (error: unknown) => boolean;
  /** After a success, with the answer (navigate, toast 'Changes Applied', close a dialog...). */
  readonly onSuccess?: (data: CallOutput<C>, input: CallInput<C>) => void | Promise<void>;
}

export interface Mutation<C extends CallSpec> {
  /** Sends the call; resolves with the answer or the error (already handled by the policy). */
  trigger(input?: CallInput<C>, options?: CallOptions): Promise<MutationResult<CallOutput<C>>>;
  /** True from trigger until the answer (and `onSuccess`) is in. */
  readonly isPending: boolean;
  /** The last failure, until the next trigger or `reset`. */
  readonly error: unknown;
  /** Forgets the last error. */
  reset(): void;
}

/**
 * Runs a mutation outside React with the same policy: for flows that are not a component's (a
 * guard's restart, a store's save). Components use {@link useMutation}.
 */
export async function runMutation<C extends CallSpec>(
  call: BoundCall<C>,
  input: CallInput<C> | undefined,
  options: MutationOptions<C> & { readonly callOptions?: CallOptions } = {},
): Promise<MutationResult<CallOutput<C>>> {
  const changes = input === undefined ? [] : (options.optimistic?.(input) ?? []);
  const before = changes.map((change) => readCachedData(change.read, change.input));
  await Promise.all(
    changes.map((change, i) =>
      setCachedData(change.read, change.input, change.update(before[i]) as CallOutput<CallSpec>),
    ),
  );
  try {
    const data = await call(input, options.callOptions);
    await options.onSuccess?.(data, input as CallInput<C>);
    return { ok: true, data };
  } catch (error) {
    await Promise.all(
      changes.map((change, i) => {
        const previous = before[i];
        return previous === undefined
          ? revalidateRead(change.read, change.input)
          : setCachedData(change.read, change.input, previous as CallOutput<CallSpec>);
      }),
    );
    if (options.onError?.(error) !== true) handleMutationError(error);
    return { ok: false, error };
  }
}

/**
 * A mutation for a component: `const save = useMutation(updateApplication, { onSuccess: next })`,
 * then `await save.trigger(changes)`; `save.isPending` drives the button's pending state. Options
 * are read at trigger time, so inline callbacks are fine.
 */
export function useMutation<C extends CallSpec>(
  call: BoundCall<C>,
  options: MutationOptions<C> = {},
): Mutation<C> {
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const trigger = useCallback(
    async (input?: CallInput<C>, callOptions?: CallOptions) => {
      setPending((n) => n + 1);
      setError(undefined);
      const result = await runMutation(call, input, {
        ...latest.current,
        ...(callOptions === undefined ? {} : { callOptions }),
      });
      if (mounted.current) {
        setPending((n) => n - 1);
        if (!result.ok) setError(result.error);
      }
      return result;
    },
    [call],
  );
  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isPending: pending > 0, error, reset };
}
