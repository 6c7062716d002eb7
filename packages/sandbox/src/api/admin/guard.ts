import type { CallSpec } from '@cairn/api-client';
import { adminAreaGuard } from '@cairn/domain';
import { type ApiApp, type HandlerContext, honoPath, implement } from '../../core/contract';
import { type SandboxUser, userByToken } from '../../core/users';

/** The 403 message of the admin calls. */
export const ADMIN_FORBIDDEN_MESSAGE = 'Only active Cairn staff (CAIRN_ADMIN) can use the admin console';

/**
 * Whether a user may use the admin calls: the admin area's rule (doc 3 §2, §6) from the domain,
 * CAIRN_ADMIN role, ACTIVE status and location DASHBOARD.
 */
export function isStaff(user: SandboxUser): boolean {
  const verdict = adminAreaGuard({
    location: user.location,
    permittedLocations: [],
    path: '/admin',
    user: { status: user.status, roles: user.roles },
    storedUserType: null,
  });
  return verdict.kind === 'allow';
}

/** What `implement` lets a handler of this call answer. */
type Reply<C extends CallSpec> = ReturnType<Parameters<typeof implement<C>>[2]>;

/**
 * Serves an admin call: {@link implement} behind a staff check. The check runs first (before the
 * request is validated) so a non-staff user learns nothing about the call beyond 403; signed-out
 * requests and demo accounts' changes are left to `implement` (401, 418).
 */
export function implementAdmin<C extends CallSpec>(
  api: ApiApp,
  spec: C,
  handler: (context: HandlerContext<C> & { readonly user: SandboxUser }) => Reply<C>,
): void {
  api.on(spec.method, honoPath(spec.path), async (c, next) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const user = userByToken(c.get('world'), token);
    const leftToImplement = !user || (user.demo && spec.method !== 'GET');
    if (!leftToImplement && !isStaff(user)) {
      return c.json({ code: 'FORBIDDEN', message: ADMIN_FORBIDDEN_MESSAGE }, 403);
    }
    return next();
  });
  // `implement` checks signed-in calls' users: here they are always set.
  implement(api, spec, (context) => handler(context as HandlerContext<C> & { readonly user: SandboxUser }));
}
