import { ALL_CALLS } from '@cairn/api-client';
import { describe, expect, it } from 'vitest';
import { fuzzContract } from '../../../../scripts/fuzz-contract';

/**
 * The contract fuzz of issue 28 at a small size (scripts/fuzz-contract.ts runs it longer): random
 * and boundary requests to every operation, as every kind of caller; no 5xx, every answer in its
 * schema or `{ code, message }`, and no refusal changes the world.
 */
describe('contract fuzz (scripts/fuzz-contract.ts)', () => {
  it('answers every operation within the contract and changes nothing on a refusal', async () => {
    const report = await fuzzContract({ requests: 200, seconds: 90, seed: 28 });
    expect(report.failures).toEqual([]);
    expect(report.callsTried).toBe(ALL_CALLS.length);
    expect(report.refusals).toBeGreaterThan(0);
    expect(Object.keys(report.byStatus).some((status) => Number(status) >= 500)).toBe(false);
  }, 180_000);
});
