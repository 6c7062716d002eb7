import { type AppName, type RouteId, route } from '@cairn/domain';

/** A route the smoke opens through the gateway: one per app, with the heading it shows. */
export interface SmokeRoute {
  readonly app: AppName;
  readonly path: string;
  readonly heading: string;
  readonly signIn?: string;
}

/** A manifest route as the smoke opens it: its app and path come from the route manifest. */
const at = (id: RouteId, options: Omit<SmokeRoute, 'app' | 'path'>): SmokeRoute => {
  const entry = route(id);
  return { app: entry.app, path: entry.path, ...options };
};

/** The sign-in page's heading (apps/onboarding/src/routes/sign-in/copy.ts). */
const LOGIN_HEADING = 'Sign in to Cairn';

export const SMOKE_ROUTES: readonly SmokeRoute[] = [
  at('login', { heading: LOGIN_HEADING }),
  at('dashboard', { heading: 'Hello, Avery!', signIn: 'investor@cairn.example' }),
  at('admin-index-creation', { heading: 'Index Creation Tool', signIn: 'admin@cairn.example' }),
];
