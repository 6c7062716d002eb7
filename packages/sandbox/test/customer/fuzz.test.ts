import {
  ContractError,
  createApiClient,
  createSession,
  customerCalls,
  memoryStorage,
  pathParameterNames,
} from '@cairn/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quietReporter } from './harness';

/** The calls whose answers are parsed by a schema (blob downloads are files). */
const JSON_CALLS = customerCalls.filter((spec) => spec.responseKind === 'json');

describe('malformed responses always raise ContractError', () => {
  it.each(JSON_CALLS.map((spec) => [spec.name, spec] as const))('%s', async (_, spec) => {
    const input = Object.fromEntries(pathParameterNames(spec.path).map((name) => [name, 'x']));
    const malformed = fc.jsonValue().filter((value) => !spec.response.safeParse(value).success);
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        const reporter = quietReporter();
        const client = createApiClient({
          fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
          baseUrl: 'http://sandbox.test/api',
          session: createSession(memoryStorage()),
          reporter: () => reporter,
        });
        client.session.setToken('token');
        const error = await client.call(spec, input).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ContractError);
        expect((error as ContractError).call).toBe(spec.name);
        expect(reporter.reported).toEqual([error]);
      }),
      { numRuns: 30 },
    );
  });

  it('a body that is not JSON is a ContractError too', async () => {
    for (const spec of JSON_CALLS) {
      const client = createApiClient({
        fetch: () => Promise.resolve(new Response('<html>oops</html>', { status: 200 })),
        baseUrl: 'http://sandbox.test/api',
        session: createSession(memoryStorage()),
        reporter: quietReporter,
      });
      const input = Object.fromEntries(pathParameterNames(spec.path).map((name) => [name, 'x']));
      await expect(client.call(spec, input), spec.name).rejects.toBeInstanceOf(ContractError);
    }
  });
});
