import { ALL_CALLS } from '@cairn/api-client';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { createWorld } from '../../src/core/world';

describe('the OpenAPI document at /api/openapi.json', () => {
  const api = new Hono().route('/api', createApi(createWorld()));

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await (await api.request('/api/openapi.json')).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every call of the three call tables exactly once', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(ALL_CALLS.map((call) => call.name).sort());
    expect(new Set(operations).size).toBe(operations.length);
    expect(ALL_CALLS.length).toBeGreaterThanOrEqual(90);
  });

  it('is served for every call the sandbox implements (no call without a route)', async () => {
    const world = createWorld();
    const app = new Hono().route('/api', createApi(world));
    for (const call of ALL_CALLS) {
      const path = call.path.replace(/\{\w+\}/g, 'x');
      const response = await app.request(`/api${path}`, { method: call.method });
      const body = response.headers.get('content-type')?.includes('json') ? await response.json() : {};
      expect(
        `${call.method} ${call.path}: ${(body as { code?: string }).code ?? response.status}`,
      ).not.toMatch(/NOT_FOUND: No API route/);
      expect((body as { message?: string }).message ?? '').not.toMatch(/^No API route/);
    }
  });
});
