/**
 * Which customer routes a user may open, by user status (doc 2 §2 "Access by user status", §6;
 * doc 3 §6).
 */
import { areaRouteForPath, routesOf } from '../apps/manifest';

/**
 * The user's status (`user.status`): ACTIVE or INACTIVE; the spec says "ACTIVE or other", so any
 * value other than ACTIVE is treated as inactive.
 */
export type UserStatus = string;

const customerRoutes = routesOf('customer');

/** The customer routes any status reaches, including INACTIVE (doc 2 §2): the manifest's `investor` routes. */
export const ANY_STATUS_ROUTES: readonly string[] = customerRoutes
  .filter((entry) => entry.access === 'investor')
  .map((entry) => entry.path);

/**
 * The customer routes only ACTIVE users reach; `:modelName` and `:indexTicker` are path parameters
 * (doc 2 §2): the manifest's `active-investor` routes.
 */
export const ACTIVE_ONLY_ROUTES: readonly string[] = customerRoutes
  .filter((entry) => entry.access === 'active-investor')
  .map((entry) => entry.path);

/**
 * Whether a user of this status may open a customer path (doc 2 §2, §6): ACTIVE users reach every
 * path; other statuses only the manifest's `investor` routes (/account, /dashboard, /activity and
 * below), an unknown path under one of them included. Query strings and trailing slashes are
 * ignored.
 */
export function canAccessCustomerRoute(path: string, status: UserStatus): boolean {
  if (status === 'ACTIVE') return true;
  const area = areaRouteForPath(path);
  return area?.app === 'customer' && area.access === 'investor';
}
