import {
  ALL_CALLS,
  adminCallSpecs,
  adminCalls,
  type CallSpec,
  ContractError,
  createApiClient,
  createSession,
  memoryStorage,
} from '@cairn/api-client';
import { ADMIN_ROLE } from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE } from '../../src/api/admin/guard';
import { adminSlice } from '../../src/api/admin/state';
import { catalogSlice } from '../../src/seed/catalog';
import { apiError, createSandbox, makeUser, silentReporter } from './setup';

const calls = adminCallSpecs;

describe('only active staff at DASHBOARD use the admin calls (doc 3 §2, §6)', () => {
  // Every admin call, with an input that would succeed for staff.
  const everyCall: [CallSpec, Record<string, unknown>][] = [
    [calls.getIndexCreateOptions, {}],
    [calls.getIndexSectors, {}],
    [calls.getIndexIndustryGroups, { sectors: ['DeFi'] }],
    [calls.getIndexIndustries, {}],
    [calls.getIndexSubindustries, {}],
    [calls.getIndexBlockchains, {}],
    [calls.getAdminIndexes, {}],
    [calls.getAdminIndex, { id: 'index-cbtc' }],
    [calls.patchAdminIndex, { id: 'index-cbtc', is_hidden: true }],
    [calls.previewAssetBreakdown, {}],
    [calls.createAdminIndex, {}],
    [calls.updateAdminIndex, { id: 'index-cbtc' }],
    [calls.getAdminModels, {}],
    [calls.getModelCreateOptions, {}],
    [calls.getAdminModel, { modelId: 'model-momentum' }],
    [calls.createAdminModel, {}],
    [calls.updateAdminModel, { modelId: 'model-momentum' }],
    [calls.patchAdminModel, { modelId: 'model-momentum', is_hidden: true }],
    [calls.createWaitlistAccessCode, { email: 'a@example.com' }],
    [calls.createCryptoWithdrawalKey, {}],
    [calls.decryptCryptoWithdrawals, {}],
  ];

  it('covers every admin call', () => {
    expect(new Set(everyCall.map(([spec]) => spec.name))).toEqual(
      new Set(adminCalls.map((spec) => spec.name)),
    );
  });

  it.each([
    ['a customer', {}],
    ['staff at another location', { roles: [ADMIN_ROLE], location: 'REVIEW' as const }],
    ['inactive staff', { roles: [ADMIN_ROLE], status: 'INACTIVE' as const }],
    ['an institution admin', { roles: ['INSTITUTION_ADMIN'] }],
  ])(
    '%s gets 403 FORBIDDEN on every call, even with a bad body, and changes nothing',
    async (_, overrides) => {
      const { world, clientFor } = createSandbox();
      const client = clientFor(makeUser(world, overrides));
      const before = JSON.stringify(catalogSlice(world));
      for (const [spec, input] of everyCall) {
        const error = await apiError(client.call(spec, input as never));
        expect([spec.name, error.status, error.body]).toEqual([
          spec.name,
          403,
          { code: 'FORBIDDEN', message: ADMIN_FORBIDDEN_MESSAGE },
        ]);
      }
      expect(JSON.stringify(catalogSlice(world))).toBe(before);
      expect(adminSlice(world)).toEqual({ accessCodes: {}, keys: [] });
    },
  );

  it('signed-out requests get 401', async () => {
    const { clientFor } = createSandbox();
    const client = clientFor();
    for (const [spec, input] of everyCall) {
      expect((await apiError(client.call(spec, input as never))).status).toBe(401);
    }
  });

  it("demo accounts' changes get 418 and their reads 403", async () => {
    const { world, clientFor } = createSandbox();
    const demo = clientFor(makeUser(world, { demo: true }));
    for (const [spec, input] of everyCall) {
      const error = await apiError(demo.call(spec, input as never));
      expect([spec.name, error.status]).toEqual([spec.name, spec.method === 'GET' ? 403 : 418]);
    }
  });

  it('the admin calls are in the OpenAPI document', async () => {
    const { app } = createSandbox();
    const answer = await app.fetch(new Request('http://sandbox.test/api/openapi.json'));
    const document = (await answer.json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const spec of adminCalls) {
      expect(document.paths[spec.path]?.[spec.method.toLowerCase()]).toMatchObject({
        operationId: spec.name,
      });
    }
    expect(ALL_CALLS).toEqual(expect.arrayContaining([...adminCalls]));
  });
});

describe('malformed responses raise ContractError (fuzz)', () => {
  const jsonCalls = adminCalls.filter((spec) => spec.responseKind === 'json');

  it('for every admin call that answers JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...jsonCalls), fc.jsonValue(), async (spec, body) => {
        fc.pre(!spec.response.safeParse(body).success);
        const client = createApiClient({
          fetch: async () =>
            new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          baseUrl: 'http://sandbox.test/api',
          session: createSession(memoryStorage()),
          reporter: () => silentReporter,
        });
        const error = await client.call(spec, { id: 'x', modelId: 'x' } as never).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ContractError);
        expect((error as ContractError).call).toBe(spec.name);
      }),
      { numRuns: 300 },
    );
  });

  it('for shapes close to the real ones (a field of the wrong type)', async () => {
    const { admin } = createSandbox();
    const real: [CallSpec, unknown][] = [
      [calls.getAdminIndexes, await admin.call(calls.getAdminIndexes, {})],
      [calls.getAdminIndex, await admin.call(calls.getAdminIndex, { id: 'index-cc10' })],
      [calls.getAdminModel, await admin.call(calls.getAdminModel, { modelId: 'model-momentum' })],
      [calls.getModelCreateOptions, await admin.call(calls.getModelCreateOptions, {})],
      [calls.getIndexCreateOptions, await admin.call(calls.getIndexCreateOptions, {})],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...real),
        fc.oneof(fc.constant(null), fc.integer(), fc.constant('x')),
        async ([spec, body], junk) => {
          const broken = breakOne(body, junk);
          fc.pre(!spec.response.safeParse(broken).success);
          const client = createApiClient({
            fetch: async () => new Response(JSON.stringify(broken)),
            baseUrl: 'http://sandbox.test/api',
            session: createSession(memoryStorage()),
            reporter: () => silentReporter,
          });
          await expect(client.call(spec, { id: 'x', modelId: 'x' } as never)).rejects.toBeInstanceOf(
            ContractError,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

/** The value with its first leaf (depth first) replaced by `junk`. */
function breakOne(value: unknown, junk: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? junk : [breakOne(value[0], junk), ...value.slice(1)];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const [first, ...rest] = entries;
    if (!first) return junk;
    return Object.fromEntries([[first[0], breakOne(first[1], junk)], ...rest]);
  }
  return junk;
}
