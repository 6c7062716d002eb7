import { describe, expect, it } from 'vitest';
import { revalidateNames } from './revalidate';
import { createSession, memoryStorage } from './session';
import { markFetched, mustFetchOnMount, swrCacheFor, swrDefaults } from './swr';

describe('global query behaviour (doc 3 §4)', () => {
  it('never retries, never refetches on focus, never treats data as stale by default', () => {
    expect(swrDefaults).toMatchObject({
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    });
  });
});

describe('read freshness (the cache policy of the hooks)', () => {
  it('fetches a read never fetched, then only once its stale time has passed', () => {
    const id = 'getUserProfile:{}';
    expect(mustFetchOnMount(id, { staleTime: 180_000 }, 0)).toBe(true);
    markFetched(id, 1_000);
    expect(mustFetchOnMount(id, { staleTime: 180_000 }, 181_000)).toBe(false);
    expect(mustFetchOnMount(id, { staleTime: 180_000 }, 181_001)).toBe(true);
    expect(mustFetchOnMount(id, {}, 10_000_000)).toBe(false);
    expect(mustFetchOnMount(id, { refetchOnMount: true }, 1_000)).toBe(true);
  });

  it('forgets every fetch time when the session ends, with the cached data', () => {
    const session = createSession(memoryStorage());
    const cache = swrCacheFor(session)();
    cache.set('k', { data: 1 });
    markFetched('getPortfolio:{}', 5);
    session.end('user');
    expect(cache.get('k')).toBeUndefined();
    expect(mustFetchOnMount('getPortfolio:{}', {}, 10)).toBe(true);
  });
});

describe('reads a mutation changed', () => {
  it('are fetched on their next mount even when never stale, and only those', async () => {
    markFetched('getMissingCostBasis:{}', 1);
    markFetched('getTaxSummary:{"start_date":"2025-01-01","end_date":"2025-12-31"}', 1);
    markFetched('getPortfolio:{}', 1);
    await revalidateNames(['getMissingCostBasis', 'getTaxSummary']);
    expect(mustFetchOnMount('getMissingCostBasis:{}', {}, 2)).toBe(true);
    expect(mustFetchOnMount('getTaxSummary:{"start_date":"2025-01-01","end_date":"2025-12-31"}', {}, 2)).toBe(
      true,
    );
    expect(mustFetchOnMount('getPortfolio:{}', {}, 2)).toBe(false);
  });
});
