import type { SWRConfiguration } from 'swr';

/**
 * Global query behaviour (doc 3 §4): no retries (SWR's default retries forever, 401 included), no
 * refetch on window focus, data never stale by default: a hook revalidates only when its own
 * cache policy says so.
 */
export const swrDefaults = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2_000,
} satisfies SWRConfiguration;
