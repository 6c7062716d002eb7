import { mutate } from 'swr';
import { cache, serialize } from 'swr/_internal';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../http/client';
import { ApiError } from '../http/errors';
import { createSession, memoryStorage } from '../session';
import { callKey } from '../swr';
import { customerCallSpecs as calls } from './calls';
import { saveCostBasis } from './functions';
import type { CostBasisEntries } from './schema';

const key = callKey(calls.getCostBasis, { depositId: 'dep-1' });
const saved: CostBasisEntries = [
  { deposit_id: 'dep-1', cost_basis: '10', purchase_date: '2024-01-02', native_amount: '1' },
];
const edited = { cost_basis: '25.5', purchase_date: '2024-03-04', native_amount: '1' };

/**
 * The value SWR's default cache holds for the key. Read from the cache itself: a `mutate` updater
 * would see the committed value behind an optimistic one, and would race the save.
 */
function cached(): unknown {
  const [serialized] = serialize(key);
  return (cache.get(serialized) as { data?: unknown } | undefined)?.data;
}

/** Points the shared client at a fake API answering PUT cost-basis with `status` and `body`, after `seen` ran. */
function fakeApi(status: number, body: unknown, seen: (request: Request) => void = () => {}) {
  const session = createSession(memoryStorage());
  session.setToken('token');
  configureApiClient({
    baseUrl: 'http://api.test/api',
    session,
    reporter: () => ({ captureException: () => {} }),
    fetch: async (request) => {
      seen(request);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

afterEach(async () => {
  await mutate(key, undefined, { revalidate: false });
});

describe('saveCostBasis (doc 2 §4 "Cost basis save")', () => {
  it('shows the new entries at once and keeps the saved answer', async () => {
    await mutate(key, saved, { revalidate: false });
    // The server answers its own normal form, so the optimistic value and the answer differ.
    const answer = [{ deposit_id: 'dep-1', ...edited, cost_basis: '25.50' }];
    const requests: Request[] = [];
    fakeApi(200, answer, (request) => requests.push(request));
    const pending = saveCostBasis({ depositId: 'dep-1', cost_bases: [edited] });
    // The optimistic value is in the cache before the server has answered.
    expect(cached()).toEqual([{ deposit_id: 'dep-1', ...edited }]);
    await expect(pending).resolves.toEqual(answer);
    expect(cached()).toEqual(answer);
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/tax/transactions/dep-1/cost-basis');
    expect(await requests[0]?.json()).toEqual({ cost_bases: [edited] });
  });

  it('rolls the cached entries back when the save fails, and rethrows for the error policy', async () => {
    await mutate(key, saved, { revalidate: false });
    fakeApi(400, { code: 'USER_CORRECTABLE', message: 'Quantities must add up to the deposit amount' });
    const error = await saveCostBasis({ depositId: 'dep-1', cost_bases: [edited] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'USER_CORRECTABLE' } });
    expect(cached()).toEqual(saved);
  });
});
