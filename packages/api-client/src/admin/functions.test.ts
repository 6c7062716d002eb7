import type { ScopedMutator } from 'swr';
import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../http/client';
import { registerCache } from '../revalidate';
import { createSession, memoryStorage } from '../session';
import { callKey } from '../swr';
import { adminCallSpecs as calls } from './calls';
import { getAdminIndexes, patchAdminIndex, patchAdminModel } from './functions';

const summary = {
  id: 'index-x',
  name: 'X',
  ticker: 'X',
  status: 'INACTIVE',
  is_hidden: false,
  index_type: 'CAIRN',
};

/** A cache that records which keys each mutation revalidated. */
function recordingCache() {
  const revalidated: string[][] = [];
  const keys = [
    callKey(calls.getAdminIndexes, {}),
    callKey(calls.getAdminIndex, { id: 'index-x' }),
    callKey(calls.getAdminModels, {}),
    callKey(calls.getIndexSectors, {}),
  ];
  const mutate = (async (matcher: unknown) => {
    if (typeof matcher === 'function')
      revalidated.push(keys.filter((key) => matcher(key)).map((key) => key[0]));
    return [];
  }) as ScopedMutator;
  registerCache(mutate);
  return revalidated;
}

describe('admin mutations revalidate the reads they change', () => {
  it('an index toggle revalidates the index and model reads, not the option lists; a failure none', async () => {
    const revalidated = recordingCache();
    let status = 200;
    configureApiClient({
      fetch: async () => new Response(JSON.stringify(summary), { status }),
      baseUrl: 'http://api.test/api',
      session: createSession(memoryStorage()),
    });
    await patchAdminIndex({ id: 'index-x', status: 'INACTIVE' });
    expect(revalidated.at(-1)).toEqual(['getAdminIndexes', 'getAdminIndex', 'getAdminModels']);
    const count = revalidated.length;
    status = 500;
    await expect(patchAdminModel({ modelId: 'm', is_hidden: true })).rejects.toThrow();
    await expect(getAdminIndexes({})).rejects.toThrow();
    expect(revalidated).toHaveLength(count);
  });
});
