import type { Cache, Key, ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './http/call';
import { bindCall, configureApiClient } from './http/client';
import { ApiError } from './http/errors';
import { callKey } from './keys';
import { optimisticUpdate, runMutation } from './mutation';
import { setToast, type ToastRequest } from './policy';
import { registerCache } from './revalidate';
import { createSession, memoryStorage } from './session';

const GENERIC =
  'Apologies, a server error has occurred. Please contact our customer support team for assistance.';
const DEMO = "Demo accounts can't do this one, but everything else is open to explore!";

const readList = defineCall({
  name: 'test.readList',
  method: 'GET',
  path: '/list',
  summary: 'A list.',
  tag: 'test',
  response: z.object({ items: z.array(z.string()) }),
});
const addItem = defineCall({
  name: 'test.addItem',
  method: 'POST',
  path: '/list',
  summary: 'Adds to the list.',
  tag: 'test',
  body: z.object({ item: z.string() }),
  response: z.object({ items: z.array(z.string()) }),
});

const forget: (() => void)[] = [];

/** A cache with SWR's shape: entries by serialized key, written by the scoped mutate. */
function cacheStandIn(initial: string[] | undefined) {
  const map = new Map<string, { data?: unknown }>();
  const revalidated: unknown[] = [];
  const key = callKey(readList, {});
  if (initial !== undefined) map.set(unstable_serialize(key), { data: { items: initial } });
  const mutate = (async (k: Key, data?: unknown, options?: unknown) => {
    if (typeof k === 'function') return [];
    if (options === undefined) {
      revalidated.push(k);
      return undefined;
    }
    map.set(unstable_serialize(k), { data });
    return data;
  }) as ScopedMutator;
  forget.push(registerCache(mutate, map as unknown as Cache));
  return {
    items: () => (map.get(unstable_serialize(key))?.data as { items: string[] } | undefined)?.items,
    revalidated,
  };
}

function answering(status: number, body: unknown, seen: string[][] = []) {
  const cache = { current: undefined as undefined | (() => string[] | undefined) };
  configureApiClient({
    fetch: async () => {
      seen.push(cache.current?.() ?? []);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
    baseUrl: 'http://api.test/api',
    session: createSession(memoryStorage()),
    reporter: () => ({ captureException: () => {} }),
  });
  return cache;
}

function toasts() {
  const shown: ToastRequest[] = [];
  setToast((toast) => shown.push(toast));
  return shown;
}

const add = bindCall(addItem);
const optimistic = ({ item }: { item: string }) => [
  optimisticUpdate(readList, {}, (current) => ({ items: [...(current?.items ?? []), item] })),
];

afterEach(() => {
  for (const undo of forget.splice(0)) undo();
  configureApiClient();
  setToast(() => {});
});

describe('runMutation: the one way a change is sent', () => {
  it('resolves with the answer and runs onSuccess; no toast', async () => {
    answering(200, { items: ['a', 'b'] });
    const shown = toasts();
    const done: unknown[] = [];
    const result = await runMutation(add, { item: 'b' }, { onSuccess: (data) => void done.push(data) });
    expect(result).toEqual({ ok: true, data: { items: ['a', 'b'] } });
    expect(done).toEqual([{ items: ['a', 'b'] }]);
    expect(shown).toEqual([]);
  });

  it.each([
    [500, { code: 'SERVER_ERROR', message: 'boom' }, [{ tone: 'danger', message: GENERIC }]],
    [418, { code: 'DEMO_ACCOUNT', message: 'demo' }, [{ tone: 'info', message: DEMO }]],
    [404, { code: 'NOT_FOUND', message: 'gone' }, []],
    [
      400,
      { code: 'USER_CORRECTABLE', message: 'Weights must total 100' },
      [{ tone: 'danger', message: 'Weights must total 100' }],
    ],
    [400, { code: 'X', message: 'Incorrect code' }, []],
  ])('a %i answer goes through the one error policy and never rejects', async (status, body, expected) => {
    answering(status, body);
    const shown = toasts();
    const result = await runMutation(add, { item: 'x' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(ApiError);
    expect(shown).toEqual(expected);
  });

  it('lets the screen word an error itself, skipping the policy', async () => {
    answering(400, { code: 'INCORRECT_PASSWORD', message: 'x' });
    const shown = toasts();
    const result = await runMutation(add, { item: 'x' }, { onError: () => true });
    expect(result.ok).toBe(false);
    expect(shown).toEqual([]);
  });

  it('falls through to the policy when the screen does not handle the error', async () => {
    answering(500, {});
    const shown = toasts();
    await runMutation(add, { item: 'x' }, { onError: () => false });
    expect(shown).toEqual([{ tone: 'danger', message: GENERIC }]);
  });

  it('shows an optimistic change while the call is out and keeps it on success', async () => {
    const cache = cacheStandIn(['a']);
    const seen: string[][] = [];
    answering(200, { items: ['a', 'b'] }, seen).current = cache.items;
    const result = await runMutation(add, { item: 'b' }, { optimistic });
    expect(result.ok).toBe(true);
    expect(seen).toEqual([['a', 'b']]);
    expect(cache.items()).toEqual(['a', 'b']);
  });

  it('rolls an optimistic change back when the call fails', async () => {
    const cache = cacheStandIn(['a']);
    const seen: string[][] = [];
    answering(500, {}, seen).current = cache.items;
    toasts();
    const result = await runMutation(add, { item: 'b' }, { optimistic });
    expect(result.ok).toBe(false);
    expect(seen).toEqual([['a', 'b']]);
    expect(cache.items()).toEqual(['a']);
  });

  it('refetches a read that had nothing cached when its optimistic change fails', async () => {
    const cache = cacheStandIn(undefined);
    answering(500, {}).current = cache.items;
    toasts();
    await runMutation(add, { item: 'b' }, { optimistic });
    expect(cache.revalidated).toContainEqual(callKey(readList, {}));
  });
});
