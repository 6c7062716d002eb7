/**
 * How long the hooks keep an answer fresh (doc 2 §7, doc 3 §9): the spec's cache and stale times,
 * applied by the SWR hooks of this package. Every other read is never stale until revalidated.
 */

/** The profile is cached 3 minutes. */
export const PROFILE_CACHE_MS = 3 * 60 * 1000;
/** Traded assets are cached 2 minutes. */
export const TRADED_ASSETS_CACHE_MS = 2 * 60 * 1000;
/** Balances, allocations and balance history are fresh for 60 s. */
export const BALANCE_STALE_MS = 60 * 1000;
/** The fiat-withdrawal and deactivation balances are fresh for 5 minutes. */
export const WITHDRAWAL_BALANCE_STALE_MS = 5 * 60 * 1000;
