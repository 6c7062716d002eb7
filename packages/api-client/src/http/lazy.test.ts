import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminCallSpecs } from '../admin/calls';
import { customerCallSpecs } from '../customer/calls';
import { callKey } from '../keys';
import { createSession, memoryStorage } from '../session';
import { calls as userCallSpecs } from '../user/calls';
import { type CallSpec, defineCall } from './call';
import { createApiClient } from './client';
import { lazyCalls } from './lazy';

const getThing = defineCall({
  name: 'getThing',
  method: 'GET',
  path: '/things/{id}',
  summary: 'A thing',
  tag: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ year: z.number().optional() }),
  response: z.object({ id: z.string() }),
});

describe('lazyCalls', () => {
  it.each([
    ['user', userCallSpecs],
    ['customer', customerCallSpecs],
    ['admin', adminCallSpecs],
  ] as const)('finds every %s call by its key: each key is its spec name', async (_area, specs) => {
    const all: Readonly<Record<string, CallSpec>> = specs;
    const lazy = lazyCalls(async () => all);
    for (const [key, spec] of Object.entries(all)) {
      expect(spec.name).toBe(key);
      await expect(lazy[key]?.load()).resolves.toBe(spec);
    }
  });

  it('keys a lazy call like its spec, so both share one cached read', () => {
    const lazy = lazyCalls(async () => ({ getThing }));
    expect(callKey(lazy.getThing, { id: '7' })).toEqual(callKey(getThing, { id: '7' }));
  });

  it('loads the specs once, on the first call sent, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ getThing: typeof getThing }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ getThing });
    const lazy = lazyCalls(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.getThing.load()).rejects.toThrow('chunk failed');
    await expect(lazy.getThing.load()).resolves.toBe(getThing);
    await lazy.getThing.load();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a name no spec has', async () => {
    const lazy = lazyCalls(async () => ({ getThing }) as Record<string, typeof getThing>);
    await expect(lazy.getOther?.load()).rejects.toThrow("no call spec named 'getOther'");
  });

  it('is sent like its spec: path, query and the parsed response', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      session: createSession(memoryStorage()),
      fetch: async (request) => {
        seen.push(request.url);
        return Response.json({ id: '7', extra: true });
      },
    });
    const lazy = lazyCalls(async () => ({ getThing }));
    await expect(client.call(lazy.getThing, { id: '7', year: 2025 })).resolves.toEqual({ id: '7' });
    expect(seen).toEqual(['http://localhost/api/things/7?year=2025']);
  });
});
