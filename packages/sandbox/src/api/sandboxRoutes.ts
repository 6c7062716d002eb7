import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { z } from 'zod';
import { addFault, FaultRequest } from '../core/faults';
import { outboxSlice } from '../core/outbox';
import { userByEmail } from '../core/users';
import { accountNow, advanceClock, type World } from '../core/world';
import { MEDIA_ROUTE } from '../seed/media';
import { ensureUsersSeeded } from '../seed/users';
import { readInside } from '../static';
import { registerAdminSandboxRoutes } from './admin/sandboxRoutes';
import { registerCustomerSandboxRoutes } from './customer/sandboxRoutes';
import { registerUserSandboxRoutes } from './user/sandboxRoutes';

/** The longest single advance: ten years, so one request never replays more than that. */
export const MAX_ADVANCE_DAYS = 3660;

/**
 * Body of POST /__sandbox/advance: whole days and/or hours to move the clock forward by; with an
 * email only that account's clock moves (the rest of the sandbox keeps its date).
 */
export const AdvanceRequest = z
  .object({
    days: z.number().int().min(0).max(MAX_ADVANCE_DAYS).optional(),
    hours: z
      .number()
      .int()
      .min(0)
      .max(MAX_ADVANCE_DAYS * 24)
      .optional(),
    email: z.string().min(1).optional(),
  })
  .strict()
  .refine((body) => (body.days ?? 0) + (body.hours ?? 0) > 0, {
    error: 'Give days or hours (more than 0) to move the clock forward by',
  })
  .refine((body) => (body.days ?? 0) * 24 + (body.hours ?? 0) <= MAX_ADVANCE_DAYS * 24, {
    error: `Advance at most ${MAX_ADVANCE_DAYS} days at a time`,
  });

const HOUR_MS = 60 * 60 * 1000;

/** The sandbox's own media files (the seeded learning video), served under MEDIA_ROUTE. */
const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

/** The clock as the sandbox tools answer it: the instant, its date (UTC) and, for an account, whose. */
function clockView(world: World, now: Date, email?: string) {
  const days = (now.getTime() - world.realNow().getTime()) / (24 * HOUR_MS);
  return {
    ...(email === undefined ? {} : { email }),
    now: now.toISOString(),
    date: now.toISOString().slice(0, 10),
    days_ahead: Math.round(days * 1000) / 1000,
  };
}

const issuesText = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

/**
 * Sandbox-only routes under /__sandbox (never under /api): the outbox of sent codes, fault
 * injection and the clock. Areas add their own (KYC approval, custodian signing, sample files).
 */
export function createSandboxRoutes(world: World): Hono {
  const routes = new Hono();
  routes.get('/outbox', (c) => c.json(outboxSlice(world).messages));
  routes.get(`${MEDIA_ROUTE}/:file`, async (c) => {
    const file = await readInside(MEDIA_DIR, c.req.param('file'));
    if (!file) return c.json({ code: 'NOT_FOUND', message: 'No such media file' }, 404);
    c.header('Content-Type', file.type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(file.body));
  });
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
  routes.get('/clock', (c) => {
    const email = c.req.query('email');
    if (email === undefined) return c.json(clockView(world, world.now()));
    ensureUsersSeeded(world);
    const user = userByEmail(world, email);
    if (!user) return c.json({ code: 'NOT_FOUND', message: `No user ${email}` }, 404);
    return c.json(clockView(world, accountNow(world, user.id), user.email));
  });
  routes.post('/advance', async (c) => {
    const parsed = AdvanceRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ code: 'BAD_REQUEST', message: issuesText(parsed.error) }, 400);
    const { days = 0, hours = 0, email } = parsed.data;
    const ms = (days * 24 + hours) * HOUR_MS;
    if (email === undefined) {
      advanceClock(world, ms);
      return c.json(clockView(world, world.now()));
    }
    ensureUsersSeeded(world);
    const user = userByEmail(world, email);
    if (!user) return c.json({ code: 'NOT_FOUND', message: `No user ${email}` }, 404);
    advanceClock(world, ms, user.id);
    return c.json(clockView(world, accountNow(world, user.id), user.email));
  });
  registerUserSandboxRoutes(routes, world);
  registerAdminSandboxRoutes(routes, world);
  registerCustomerSandboxRoutes(routes, world);
  return routes;
}
