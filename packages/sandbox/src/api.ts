import { Hono } from 'hono';

/**
 * The sandbox's stand-in for the partner API, mounted at /api. Unknown API paths answer 404 in
 * the shared error body shape `{ code, message }` (doc 3 §3), never the SPA.
 */
export function createApi(): Hono {
  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.all('*', (c) => c.json({ code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  return api;
}
