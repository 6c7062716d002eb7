import type { ApiApp } from '../../core/contract';
import { ensureUsersSeeded } from '../../seed/users';
import { registerApplicationCalls } from './application';
import { registerAuthCalls } from './auth';
import { registerProfileCalls } from './profile';

/**
 * Serves the user calls (doc 1 §7 and the user calls of doc 2 §7). The demo users are seeded on
 * the first request of a world: the middleware runs before every API route registered after it,
 * so the other areas find the users too.
 */
export function registerUserArea(api: ApiApp): void {
  api.use('*', async (c, next) => {
    ensureUsersSeeded(c.get('world'));
    await next();
  });
  registerAuthCalls(api);
  registerApplicationCalls(api);
  registerProfileCalls(api);
}
