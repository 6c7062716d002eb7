/**
 * Coming back after sign-in (doc 3 §2: "a signed-out visitor goes to /login and comes back after
 * sign-in"). The page to come back to travels in the login URL's query parameter
 * {@link LOGIN_RETURN_PARAM}; it must be a path of this origin, so a crafted link cannot send the
 * user to another site after sign-in (an open redirect).
 */
import { routePath } from './manifest';

/** The login page's query parameter naming the page to return to after sign-in. */
export const LOGIN_RETURN_PARAM = 'redirect';

/** The sign-in page. */
const LOGIN_PATH = routePath('login');

/**
 * The path to return to, or `null` when the value is not a path of this origin: it must start with
 * a single '/' (not '//' nor '/\'), which browsers read as a path of the current origin, and hold
 * no control characters. The query string and hash are dropped: only the path returns.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return null;
  }
  return value.split(/[?#]/, 1)[0] ?? null;
}

/**
 * The login URL that comes back to `returnTo` after sign-in ('/login?redirect=%2Fadmin%2Findices'),
 * or plain '/login' when `returnTo` is not a safe path or is the login page itself.
 */
export function loginPathReturningTo(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (path === null || path === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * The page to return to after sign-in, read from the login page's query string ('?redirect=...'),
 * or `null` when there is none or it is not a safe path of this origin.
 */
export function returnPathFromQuery(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const [key = '', raw = ''] = pair.split('=', 2);
    if (key !== LOGIN_RETURN_PARAM) continue;
    try {
      // application/x-www-form-urlencoded: '+' is a space.
      return safeReturnPath(decodeURIComponent(raw.replace(/\+/g, ' ')));
    } catch {
      return null;
    }
  }
  return null;
}
