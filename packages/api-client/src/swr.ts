import useSWR, { type Cache, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { CallInput, CallOutput, CallSpec } from './http/call';
import { apiClient } from './http/client';
import type { CallRef } from './http/lazy';
import { callKey, callListKey } from './keys';
import { handleQueryError } from './policy';
import { onReadsStale, registerCache } from './revalidate';
import type { Session } from './session';

/**
 * Global query behaviour (doc 3 §4): no retries (SWR's default retries forever, 401 included), no
 * refetch on window focus, data never stale by default: a hook revalidates only when its own
 * cache policy says so. Failed queries go through the query error policy.
 */
export const swrDefaults = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2_000,
  onError: (error: unknown) => {
    handleQueryError(error);
  },
} satisfies SWRConfiguration;

/**
 * An SWR cache emptied when the session ends (401, logout, idle), so no signed-in data outlives
 * it. Pass as `<SWRConfig value={{ ...swrDefaults, provider: swrCacheFor(session) }}>`.
 */
export function swrCacheFor(session: Session): () => Cache {
  return () => {
    const map = new Map();
    session.onEnd(() => {
      map.clear();
      // With the data gone, its fetch times must go too, or the next user's first read would be
      // taken as fresh and never fetched.
      fetchedAt.clear();
    });
    return map as Cache;
  };
}

const fetchedAt = new Map<string, number>();

// A read a mutation changed is fetched again on its next mount, whatever its cache policy.
onReadsStale((names) => {
  for (const id of fetchedAt.keys()) {
    if (names.has(id.slice(0, id.indexOf(':')))) fetchedAt.delete(id);
  }
});

/** Cache policy of a read hook. */
export interface CachePolicy {
  /** How long fetched data is fresh; on mount after that it is refetched. Omitted: never stale. */
  readonly staleTime?: number;
  /** Refetch on every mount (doc 2 §4: update-enabled). */
  readonly refetchOnMount?: boolean;
}

/** Records that the read with this key was fetched at `now` (ms). */
export function markFetched(id: string, now: number): void {
  fetchedAt.set(id, now);
}

/**
 * Whether a read must be fetched when a hook mounts: never fetched (since the session began), a
 * policy that refetches on every mount, or older than its stale time.
 */
export function mustFetchOnMount(id: string, policy: CachePolicy, now: number): boolean {
  const last = fetchedAt.get(id);
  return (
    policy.refetchOnMount === true ||
    last === undefined ||
    (policy.staleTime !== undefined && now - last > policy.staleTime)
  );
}

/**
 * Reads a call through SWR with a cache policy. Pass `null` as input to wait (dependent reads).
 */
export function useCall<C extends CallSpec>(
  spec: CallRef<C>,
  input: CallInput<C> | null,
  policy: CachePolicy = {},
  config: SWRConfiguration<CallOutput<C>> = {},
): SWRResponse<CallOutput<C>> {
  // The app's cache (its own provider) must be reachable by mutations' revalidation.
  const { mutate, cache } = useSWRConfig();
  registerCache(mutate, cache);
  const key = input === null ? null : callKey(spec, input);
  const id = key ? key.join(':') : '';
  const stale = mustFetchOnMount(id, policy, Date.now());
  return useSWR<CallOutput<C>>(
    key,
    async () => {
      const result = await apiClient().call(spec, input ?? undefined);
      markFetched(id, Date.now());
      return result;
    },
    { revalidateOnMount: stale, ...config },
  );
}

/**
 * Reads one call for every input of a list at once, e.g. each held asset's quantity or each
 * deposit's cost basis entries: the answers in the inputs' order, sent in parallel, and one failure
 * fails the whole read (the query error policy speaks once). An empty list answers `[]` without a
 * request; `null` waits.
 */
export async function readCallList<C extends CallSpec>(
  spec: CallRef<C>,
  inputs: readonly CallInput<C>[],
): Promise<CallOutput<C>[]> {
  return Promise.all(inputs.map((input) => apiClient().call(spec, input)));
}

/** {@link useCall} for a list of inputs ({@link readCallList}), with the same cache policy. */
export function useCallList<C extends CallSpec>(
  spec: CallRef<C>,
  inputs: readonly CallInput<C>[] | null,
  policy: CachePolicy = {},
): SWRResponse<CallOutput<C>[]> {
  const { mutate, cache } = useSWRConfig();
  registerCache(mutate, cache);
  const key = inputs === null ? null : callListKey(spec, inputs);
  const id = key ? key.join(':') : '';
  const stale = mustFetchOnMount(id, policy, Date.now());
  return useSWR<CallOutput<C>[]>(
    key,
    async () => {
      const result = await readCallList(spec, inputs ?? []);
      markFetched(id, Date.now());
      return result;
    },
    { revalidateOnMount: stale },
  );
}

export { callKey, callListKey };
