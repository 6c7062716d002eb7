import { describeOperationRule } from '@cairn/domain';
import { z } from 'zod';
import type { CallSpec } from './http/call';

/** An OpenAPI 3.1 document (JSON). */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, unknown>>;
};

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

function parameters(spec: CallSpec): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
        ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
      });
    }
  }
  return list;
}

function responseContent(spec: CallSpec): JsonSchema | undefined {
  switch (spec.responseKind) {
    case 'empty':
      return undefined;
    case 'blob':
      return { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } };
    case 'text':
      return { 'text/plain': { schema: { type: 'string' } } };
    default:
      return { 'application/json': { schema: toSchema(spec.response, 'output') } };
  }
}

/**
 * The OpenAPI 3.1 document of the calls, generated from their zod schemas: what other teams read
 * to know the contract without reading code. Served by the sandbox at /api/openapi.json.
 */
export function buildOpenApiDocument(calls: readonly CallSpec[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of calls) {
    const operations = paths[spec.path] ?? {};
    paths[spec.path] = operations;
    const method = spec.method.toLowerCase();
    if (operations[method]) throw new Error(`Two calls for ${spec.method} ${spec.path}`);
    const content = responseContent(spec);
    const params = parameters(spec);
    operations[method] = {
      operationId: spec.name,
      summary: spec.summary,
      tags: [spec.tag],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(spec.bodyKind === 'none'
        ? {}
        : {
            requestBody: {
              required: true,
              content: {
                [spec.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                  schema: toSchema(spec.body, 'input'),
                },
              },
            },
          }),
      responses: {
        [spec.responseKind === 'empty' ? '204' : '200']: {
          description: 'Success',
          ...(content ? { content } : {}),
        },
        ...(spec.access
          ? {
              '403': {
                description: describeOperationRule(spec.access),
                content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
              },
            }
          : {}),
        default: {
          description: 'Error: `{ code, message }` (code USER_CORRECTABLE means the message is for the user)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
      ...(spec.auth ? {} : { security: [] }),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cairn partner API',
      version,
      description:
        'The API the Cairn apps call under /api, generated from the zod schemas of @cairn/api-client.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ErrorBody: {
          type: 'object',
          properties: { code: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  };
}
