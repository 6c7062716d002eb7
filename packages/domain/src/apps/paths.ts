/** The three apps served on one origin (ARCHITECTURE.md "One origin"). */
export const APPS = ['onboarding', 'customer', 'admin'] as const;
/** One of the three apps. */
export type AppName = (typeof APPS)[number];

/** Where an app's built assets are served: its Vite `base`. */
export const assetPrefix = (app: AppName): string => `/app/${app}/`;

/** One row of the path table: exact paths and prefixes (`/x` owns `/x` and `/x/...`). */
export interface PathTableEntry {
  readonly app: AppName;
  readonly exact: readonly string[];
  readonly prefixes: readonly string[];
}

/**
 * Which app owns a page path: a route of one segment with no route below it is an exact path; the
 * first segment of any deeper route is a prefix (`/x` owns `/x` and `/x/...`). Anything not listed
 * belongs to onboarding, whose catch-all shows the not-found page. The gateway, the example nginx
 * config and the apps' links all follow it. Written out rather than computed from the route
 * manifest, so that what needs only this table (the kit's `AppRoot`) does not carry every route of
 * the three apps (issue 26, "Kit size"); `paths.test.ts` checks that it is exactly what the
 * manifest gives.
 */
export const PATH_TABLE: readonly PathTableEntry[] = [
  {
    app: 'onboarding',
    exact: [
      '/',
      '/login',
      '/2fa',
      '/forgot-password',
      '/403',
      '/terms-and-conditions',
      '/privacy-policy',
      '/appredirect',
    ],
    prefixes: ['/onboarding'],
  },
  {
    app: 'customer',
    exact: ['/dashboard', '/portfolio', '/performance', '/account'],
    prefixes: ['/marketplace', '/activity'],
  },
  { app: 'admin', exact: [], prefixes: ['/admin'] },
];

/**
 * The app that owns a page path (query and hash ignored), and whether the path is one of the
 * table's routes (`known: false` is the onboarding catch-all).
 */
export function appForPath(path: string): { app: AppName; known: boolean } {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const entry of PATH_TABLE) {
    if (entry.exact.includes(clean)) return { app: entry.app, known: true };
    if (entry.prefixes.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))) {
      return { app: entry.app, known: true };
    }
  }
  return { app: 'onboarding', known: false };
}
