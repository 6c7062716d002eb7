import { ROUTES } from './manifest';

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
 * Which app owns a page path, derived from the route manifest: a route of one segment with no
 * route below it is an exact path; the first segment of any deeper route is a prefix (`/x` owns
 * `/x` and `/x/...`). Anything not listed belongs to onboarding, whose catch-all shows the
 * not-found page. The gateway, the example nginx config and the apps' links all follow it.
 */
export const PATH_TABLE: readonly PathTableEntry[] = APPS.map((app) => {
  const paths = ROUTES.filter((entry) => entry.app === app).map((entry) => entry.path as string);
  const prefixes = [
    ...new Set(
      paths.filter((path) => path.indexOf('/', 1) > 0).map((path) => path.slice(0, path.indexOf('/', 1))),
    ),
  ];
  const exact = paths.filter((path) => path.indexOf('/', 1) < 0 && !prefixes.includes(path));
  return { app, exact, prefixes };
});

/**
 * The app that owns a page path (query and hash ignored), and whether the path is one of the
 * table's routes (`known: false` is the onboarding catch-all).
 */
export function appForPath(path: string): { app: AppName; known: boolean } {
  return appForPathIn(PATH_TABLE, path);
}

/**
 * {@link appForPath} against a given copy of the path table: for code that carries the table as
 * data (the kit's `AppRoot` holds it as evaluated at its build) rather than the route manifest it
 * is derived from.
 */
export function appForPathIn(
  table: readonly PathTableEntry[],
  path: string,
): { app: AppName; known: boolean } {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const entry of table) {
    if (entry.exact.includes(clean)) return { app: entry.app, known: true };
    if (entry.prefixes.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))) {
      return { app: entry.app, known: true };
    }
  }
  return { app: 'onboarding', known: false };
}
