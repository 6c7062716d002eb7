import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './http/call';
import { buildOpenApiDocument } from './openapi';

const calls = [
  defineCall({
    name: 'getModel',
    method: 'GET',
    path: '/model/details/{name}',
    summary: 'Model details',
    tag: 'marketplace',
    params: z.object({ name: z.string() }),
    query: z.object({ products: z.array(z.string()).optional() }),
    response: z.object({ name: z.string() }),
    auth: false,
  }),
  defineCall({
    name: 'upload',
    method: 'POST',
    path: '/docs',
    summary: 'Upload',
    tag: 'onboarding',
    body: z.object({ document_type: z.string() }),
    bodyKind: 'multipart',
    response: z.object({ ok: z.boolean() }),
  }),
  defineCall({
    name: 'bye',
    method: 'DELETE',
    path: '/docs',
    summary: 'Bye',
    tag: 'x',
    response: z.unknown(),
    responseKind: 'empty',
  }),
];

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument(calls, '1.2.3');

  it('is OpenAPI 3.1 with every call as an operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ version: '1.2.3' });
    const operations = Object.values(doc.paths).flatMap(
      (ops) => Object.values(ops) as { operationId: string }[],
    );
    expect(operations.map((op) => op.operationId).sort()).toEqual(['bye', 'getModel', 'upload']);
  });

  it('describes parameters, bodies, responses and security', () => {
    const get = doc.paths['/model/details/{name}']?.get as Record<string, unknown>;
    expect(get.parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: 'products',
        in: 'query',
        required: false,
        schema: { type: 'array', items: { type: 'string' } },
        style: 'form',
        explode: true,
      },
    ]);
    expect(get.security).toEqual([]);
    const post = doc.paths['/docs']?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    const del = doc.paths['/docs']?.delete as { responses: Record<string, unknown> };
    expect(Object.keys(del.responses)).toEqual(['204', 'default']);
  });

  it('refuses two calls on the same method and path', () => {
    expect(() => buildOpenApiDocument([calls[0], calls[0]] as never, '1')).toThrow(
      'Two calls for GET /model/details/{name}',
    );
  });
});
