import { Hono } from 'hono';
import { addFault, FaultRequest } from '../core/faults';
import { outboxSlice } from '../core/outbox';
import type { World } from '../core/world';
import { registerAdminSandboxRoutes } from './admin/sandboxRoutes';
import { registerCustomerSandboxRoutes } from './customer/sandboxRoutes';
import { registerUserSandboxRoutes } from './user/sandboxRoutes';

/**
 * Sandbox-only routes under /__sandbox (never under /api): the outbox of sent codes and fault
 * injection. Areas add their own (KYC approval, custodian signing, sample files).
 */
export function createSandboxRoutes(world: World): Hono {
  const routes = new Hono();
  routes.get('/outbox', (c) => c.json(outboxSlice(world).messages));
  routes.post('/faults', async (c) => {
    const parsed = FaultRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      return c.json(
        {
          code: 'BAD_REQUEST',
          message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        },
        400,
      );
    }
    addFault(world, parsed.data);
    return c.json({ ok: true });
  });
  registerUserSandboxRoutes(routes, world);
  registerAdminSandboxRoutes(routes, world);
  registerCustomerSandboxRoutes(routes, world);
  return routes;
}
