// The apps, their budgets and the routes the bench loads (by the route manifest's ids), in one place.
import { APPS, type AppName, type RouteId, route } from '@cairn/domain';

export { APPS };
export type App = AppName;

/** The budgets: gzip of the JavaScript and CSS loaded before first paint, per app, KB. */
export const JS_BUDGET_KB: Record<App, number> = { onboarding: 125, customer: 150, admin: 150 };
export const CSS_BUDGET_KB = 30;

/** The staff user whose console the bench loads (password: the demo password). */
export const ADMIN_EMAIL = 'admin@cairn.example';
/** The investor whose app the bench loads (onboarded, with holdings; the demo password). */
export const INVESTOR_EMAIL = 'investor@cairn.example';

export interface Route {
  readonly app: App;
  readonly path: string;
  /** Signed in as this user first (through the API, the token in sessionStorage). */
  readonly signIn?: string;
  /** localStorage entries an earlier step leaves, set before any page script runs. */
  readonly localStorage?: Readonly<Record<string, string>>;
  /** Also audited with Lighthouse. */
  readonly lighthouse: boolean;
  readonly note?: string;
}

/** A route of the manifest as the bench loads it: its app and path come from the manifest. */
const at = (id: RouteId, options: Omit<Route, 'app' | 'path'>): Route => {
  const entry = route(id);
  return { app: entry.app, path: entry.path, ...options };
};

export const ROUTES: readonly Route[] = [
  at('login', { lighthouse: true }),
  // Sign-up follows self-identification, which stores the account type (else the guard sends
  // the visitor back to it).
  at('signup', { localStorage: { userType: 'INDIVIDUAL' }, lighthouse: true }),
  at('forgot-password', { lighthouse: false }),
  at('dashboard', { signIn: INVESTOR_EMAIL, lighthouse: true }),
  at('tax-center', { signIn: INVESTOR_EMAIL, lighthouse: true }),
  at('portfolio', { signIn: INVESTOR_EMAIL, lighthouse: true }),
  at('performance', { signIn: INVESTOR_EMAIL, lighthouse: true }),
  at('models', { signIn: INVESTOR_EMAIL, lighthouse: false }),
  at('admin-index-creation', { signIn: ADMIN_EMAIL, lighthouse: true }),
];

export const repoRoot = new URL('../../', import.meta.url).pathname;
export const distDir = (app: App) => `${repoRoot}apps/${app}/dist`;
