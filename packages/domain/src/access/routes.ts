/**
 * Which customer routes a user may open, by user status (doc 2 §2 "Access by user status", §6;
 * doc 3 §6).
 */
import { normalizePath } from '../onboarding/locations';

/**
 * The user's status (`user.status`): ACTIVE or INACTIVE; the spec says "ACTIVE or other", so any
 * value other than ACTIVE is treated as inactive.
 */
export type UserStatus = string;

/** The customer routes any status reaches, including INACTIVE (doc 2 §2). */
export const ANY_STATUS_ROUTES = [
  '/account',
  '/dashboard',
  '/activity',
  '/activity/log',
  '/activity/documents',
  '/activity/trades',
  '/activity/tax-center',
  '/activity/tax-center/transactions',
] as const;

/** The customer routes only ACTIVE users reach; `:modelName` and `:indexTicker` are path parameters (doc 2 §2). */
export const ACTIVE_ONLY_ROUTES = [
  '/marketplace',
  '/marketplace/models',
  '/marketplace/models/:modelName',
  '/marketplace/indices',
  '/marketplace/indices/:indexTicker',
  '/portfolio',
  '/performance',
] as const;

/**
 * Whether a user of this status may open a customer path (doc 2 §2, §6): ACTIVE users reach every
 * path; other statuses only /account, /dashboard, /activity and paths under /activity/. Query
 * strings and trailing slashes are ignored.
 */
export function canAccessCustomerRoute(path: string, status: UserStatus): boolean {
  if (status === 'ACTIVE') return true;
  const page = normalizePath(path);
  return (
    page === '/account' || page === '/dashboard' || page === '/activity' || page.startsWith('/activity/')
  );
}
