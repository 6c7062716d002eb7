import { ALL_CALLS, buildOpenApiDocument } from '@cairn/api-client';
import { Hono } from 'hono';
import type { ApiEnv } from '../core/contract';
import { type Durability, durably } from '../core/durable';
import type { World } from '../core/world';
import { registerAdminArea } from './admin';
import { registerCustomerArea } from './customer';
import { registerUserArea } from './user';

/** The version the OpenAPI document carries: the api-client's. */
const CONTRACT_VERSION = '0.0.0';

/** Options of {@link createApi}. */
export interface ApiOptions {
  /**
   * The data file (SANDBOX_DATA): every request but a read is all-or-nothing through it (see
   * core/durable): its changes are durable before its answer, or it answers 500 and changed nothing.
   */
  readonly data?: Durability;
}

export { NOT_SAVED_MESSAGE } from '../core/durable';

/**
 * The sandbox's stand-in for the partner API, mounted at /api: every call of the contract served
 * from the world's state. Unknown API paths answer 404 in the shared error body shape
 * `{ code, message }` (doc 3 §3), never the SPA. No answer is cached anywhere (`no-store`): many
 * carry personal data (the profile, wire details, the application with its SSN).
 */
export function createApi(world: World, options: ApiOptions = {}): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.use('*', async (c, next) => {
    c.set('world', world);
    const refused = await durably(c, next, options.data, world.options.log, () => c.get('faulted') === true);
    if (refused) c.res = refused;
    c.res.headers.set('Cache-Control', 'no-store');
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.get('/openapi.json', (c) => c.json(buildOpenApiDocument(ALL_CALLS, CONTRACT_VERSION)));
  registerUserArea(api);
  registerCustomerArea(api);
  registerAdminArea(api);
  api.all('*', (c) =>
    c.json({ code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` }, 404),
  );
  api.onError((error, c) => {
    world.options.log?.(
      `[api] ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return c.json({ code: 'SERVER_ERROR', message: 'The sandbox failed on this request' }, 500);
  });
  return api;
}
