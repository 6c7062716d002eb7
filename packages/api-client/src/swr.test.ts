import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './http/call';
import { configureApiClient } from './http/client';
import { callKey, callListKey } from './keys';
import { isKeyOf, revalidateNames } from './revalidate';
import { createSession, memoryStorage } from './session';
import { markFetched, mustFetchOnMount, readCallList, swrCacheFor, swrDefaults } from './swr';

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

describe('reading one call for each input of a list', () => {
  const getItem = defineCall({
    name: 'test.getItem',
    method: 'GET',
    path: '/items/{id}',
    summary: 'An item.',
    tag: 'test',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string(), n: z.number() }),
  });
  afterEach(() => configureApiClient());

  it('keys the list under the call name, apart from any single read', () => {
    const key = callListKey(getItem, [{ id: 'a' }, { id: 'b' }]);
    expect(key[0]).toBe('test.getItem');
    expect(key).not.toEqual(callKey(getItem, { id: 'a' }));
    expect(isKeyOf(new Set(['test.getItem']), key)).toBe(true);
  });

  it('answers in the inputs order, asks nothing for an empty list, and fails as a whole', async () => {
    const asked: string[] = [];
    configureApiClient({
      fetch: async (request) => {
        const id = new URL(request instanceof Request ? request.url : String(request)).pathname
          .split('/')
          .at(-1);
        asked.push(id ?? '');
        return id === 'bad'
          ? new Response(JSON.stringify({ code: 'X', message: 'no' }), { status: 500 })
          : new Response(JSON.stringify({ id, n: asked.length }), {
              headers: { 'Content-Type': 'application/json' },
            });
      },
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
      reporter: () => ({ captureException: () => {} }),
    });
    const answers = await readCallList(getItem, [{ id: 'b' }, { id: 'a' }]);
    expect(answers.map((answer) => answer.id)).toEqual(['b', 'a']);
    asked.length = 0;
    expect(await readCallList(getItem, [])).toEqual([]);
    expect(asked).toEqual([]);
    await expect(readCallList(getItem, [{ id: 'a' }, { id: 'bad' }])).rejects.toThrow();
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
