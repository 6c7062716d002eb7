import {
  ApiError,
  buildOpenApiDocument,
  type CallInput,
  type CallSpec,
  ContractError,
  createApiClient,
  createSession,
  fillPath,
  handleMutationError,
  memoryStorage,
  userCalls,
} from '@cairn/api-client';
import { globalMessages } from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/seed/demoUsers';
import { calls, harness, quietReporter } from './harness';

/** A path with its parameters filled with valid values. */
const pathOf = (spec: CallSpec) => fillPath(spec.path, { type: 'all' });

const READS = userCalls.filter((spec) => spec.method === 'GET' && spec.auth);
const MUTATIONS = userCalls.filter((spec) => spec.method !== 'GET' && spec.auth);
/** Sign-out is open to demo accounts (implement's demoAllowed); every other change answers 418. */
const DEMO_ALLOWED = new Set(['signOut']);

describe('authentication of the user calls', () => {
  it('answers 401 to every signed-in call with a bad token, and the client ends its session', async () => {
    const h = harness();
    for (const spec of userCalls.filter((call) => call.auth)) {
      const answer = await h.raw(spec.method, pathOf(spec), {
        token: 'not-a-token',
        body: spec.method === 'GET' ? undefined : {},
      });
      expect(answer.status, spec.name).toBe(401);
      expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const client = h.client();
    client.session.setToken('not-a-token');
    const ended: string[] = [];
    client.session.onEnd((reason) => ended.push(reason));
    await expect(client.call(calls.getUserProfile, {})).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual(['unauthorized']);
    expect(client.session.getToken()).toBeNull();
  });

  it('answers 418 to demo@ on every change except sign-out, and the policy shows the demo toast', async () => {
    const h = harness();
    const demo = await h.signedIn('demo@cairn.example');
    const token = demo.session.getToken();
    const before = h.snapshot();
    for (const spec of MUTATIONS.filter((call) => !DEMO_ALLOWED.has(call.name))) {
      const answer = await h.raw(spec.method, pathOf(spec), { token, body: {} });
      expect(answer.status, spec.name).toBe(418);
    }
    expect(h.snapshot()).toBe(before);
    const error = await demo.call(calls.updateTlh, { tlh_enabled: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(handleMutationError(error)).toEqual({ kind: 'info', message: globalMessages.demoAccount });
    // Reads work for demo@.
    expect((await demo.call(calls.getUserProfile, {})).user.email).toBe('demo@cairn.example');
    await demo.call(calls.signOut, {});
  });
});

/** The input each read takes. */
function readInput(spec: CallSpec): CallInput<CallSpec> {
  if (spec.name === calls.getApplication.name) {
    return { include_custodian_agreement: true, include_recommended_product: true, include_sensitive: true };
  }
  return spec.name === calls.getProductFees.name ? { type: 'all' } : {};
}

describe('every user read, for every demo user, parses with its schema', () => {
  it.each(DEMO_LOGINS.map((login) => [login.email]))('%s', async (email) => {
    const h = harness();
    const client = await h.signedIn(email);
    for (const spec of READS) {
      const outcome = await client.call(spec, readInput(spec)).catch((e: unknown) => e);
      if (outcome instanceof Error) {
        // Only "nothing submitted yet" is expected: the other account type's questionnaire.
        expect(outcome, `${spec.name} for ${email}`).toBeInstanceOf(ApiError);
        expect((outcome as ApiError).status, spec.name).toBe(404);
        expect([calls.getInvestorProfile.name, calls.getInstitutionInvestorProfile.name]).toContain(
          spec.name,
        );
      }
    }
  });
});

// ── Fuzz: malformed response bodies always raise ContractError ────────────────────────────────

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON value (object keys and array items), not the root. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...paths(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** A copy of `value` with the value at `path` replaced. */
function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object') {
    return { ...value, [head]: replaceAt(value[String(head)] ?? null, rest, replacement) };
  }
  return value;
}

/** A value no field of the user schemas accepts: an object without any of the expected keys. */
const ALIEN: Json = { __malformed__: [true] };

/** Bodies that break a response schema: a real answer with one value made alien, or a body of the wrong kind. */
function malformedBodies(valid: Json): fc.Arbitrary<string> {
  const all = paths(valid);
  const mutated =
    all.length === 0
      ? fc.constant(JSON.stringify(ALIEN))
      : fc.constantFrom(...all).map((path) => JSON.stringify(replaceAt(valid, path, ALIEN)));
  const wrongKind = fc
    .oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue()))
    .map((body) => JSON.stringify(body));
  const notJson = fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
  return fc.oneof(mutated, wrongKind, notJson);
}

describe('fuzz: malformed responses raise ContractError, never anything else', () => {
  const FUZZED: readonly { spec: CallSpec; input: CallInput<CallSpec>; as: string }[] = [
    { spec: calls.getUserProfile, input: {}, as: 'institution@cairn.example' },
    { spec: calls.getWaldo, input: {}, as: 'halfway@cairn.example' },
    { spec: calls.getApplication, input: readInput(calls.getApplication), as: 'investor@cairn.example' },
    { spec: calls.getBeneficiaries, input: {}, as: 'investor@cairn.example' },
    { spec: calls.getInvestorProfile, input: {}, as: 'investor@cairn.example' },
    { spec: calls.getProductFees, input: { type: 'all' }, as: 'investor@cairn.example' },
    { spec: calls.getFeatureFlags, input: {}, as: 'investor@cairn.example' },
    { spec: calls.getUserStatus, input: {}, as: 'inactive@cairn.example' },
    { spec: calls.updateTlh, input: { tlh_enabled: true }, as: 'investor@cairn.example' },
    { spec: calls.submitApplication, input: {}, as: 'pending@cairn.example' },
    {
      spec: calls.signIn,
      input: { username: 'investor@cairn.example', password: 'Cairn-demo-1!', type: 'USER_PASS' },
      as: 'investor@cairn.example',
    },
  ];

  it.each(FUZZED.map((entry) => [entry.spec.name, entry]))('%s', async (_name, { spec, input, as }) => {
    const h = harness();
    const signedIn = await h.signedIn(as);
    const valid = (await signedIn.call(spec, input)) as Json;
    await fc.assert(
      fc.asyncProperty(malformedBodies(valid), async (body) => {
        const reporter = quietReporter();
        const client = createApiClient({
          fetch: () =>
            Promise.resolve(
              new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
            ),
          baseUrl: 'http://sandbox.test/api',
          session: createSession(memoryStorage()),
          reporter: () => reporter,
        });
        client.session.setToken('token');
        const error = await client.call(spec, input).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ContractError);
        expect((error as ContractError).call).toBe(spec.name);
        expect(reporter.reported).toEqual([error]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists every user call, with the unauthenticated ones open', () => {
    const document = buildOpenApiDocument(userCalls, '0.0.0');
    for (const spec of userCalls) {
      const operation = document.paths[spec.path]?.[spec.method.toLowerCase()] as {
        operationId: string;
        security?: unknown[];
      };
      expect(operation.operationId).toBe(spec.name);
      if (!spec.auth) expect(operation.security).toEqual([]);
    }
    expect(userCalls).toHaveLength(34);
  });
});
