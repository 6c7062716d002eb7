/**
 * The route manifest: every page path of the three apps, once (doc 1 §2.1, doc 2 §2, doc 3 §2).
 * Each route names its owning app, its access rule, and, when it shows in a side navigation, its
 * group and label (the spec's names for the pages) and its icon by name. The apps' routers and
 * navigation, the access checks, the gateway's path table, the example nginx config and the e2e,
 * screenshot and bench lists all derive from it (docs/decisions.md "Apps laid out by route").
 * Pure data: the apps map a route's id to its page, skeleton and icon component.
 */
import type { AppName } from './paths';

/**
 * Who may open a route:
 * - `anyone`: no guard (the root, /403, the legal pages, /appredirect, /forgot-password);
 * - `signed-out`: the sign-in pages, which send a signed-in user on (doc 1 §2.3);
 * - `onboarding`: the onboarding steps, which the applicant's location decides (doc 1 §2.2, §2.3);
 * - `investor`: a signed-in, onboarded user of any status (doc 2 §2 "Access by user status");
 * - `active-investor`: the same, ACTIVE only (doc 2 §2, §6);
 * - `staff`: a user with the admin role (doc 3 §2).
 */
export type RouteAccess = 'anyone' | 'signed-out' | 'onboarding' | 'investor' | 'active-investor' | 'staff';

/** A route's place in its app's side navigation: top level, or under the route `group`. */
export interface RouteNav {
  readonly label: string;
  /** The id of the navigation group (a route) this entry sits under; absent at the top level. */
  readonly group?: string;
  /** The icon's name (lucide), mapped to its component by the app; top-level entries only. */
  readonly icon?: string;
}

/** One route of the manifest. */
export interface RouteDefinition {
  /** Unique over the three apps; the apps' page tables are keyed by it. */
  readonly id: string;
  /** The path pattern (`:name` is a path parameter). */
  readonly path: string;
  readonly app: AppName;
  readonly access: RouteAccess;
  /** The route a bare index path leads to (doc 2 §2: /activity -> /activity/log). */
  readonly redirectTo?: string;
  readonly nav?: RouteNav;
}

export const ROUTES = [
  // The onboarding app (doc 1 §2.1, §2.2).
  { id: 'root', path: '/', app: 'onboarding', access: 'anyone' },
  { id: 'login', path: '/login', app: 'onboarding', access: 'signed-out' },
  { id: 'two-factor', path: '/2fa', app: 'onboarding', access: 'signed-out' },
  { id: 'forgot-password', path: '/forgot-password', app: 'onboarding', access: 'anyone' },
  { id: 'page-not-available', path: '/403', app: 'onboarding', access: 'anyone' },
  { id: 'terms', path: '/terms-and-conditions', app: 'onboarding', access: 'anyone' },
  { id: 'privacy', path: '/privacy-policy', app: 'onboarding', access: 'anyone' },
  { id: 'app-redirect', path: '/appredirect', app: 'onboarding', access: 'anyone' },
  {
    id: 'self-identification',
    path: '/onboarding/self-identification',
    app: 'onboarding',
    access: 'onboarding',
  },
  { id: 'signup', path: '/onboarding/signup', app: 'onboarding', access: 'onboarding' },
  { id: 'email-notice', path: '/onboarding/email-notice', app: 'onboarding', access: 'onboarding' },
  { id: 'confirm-email', path: '/onboarding/confirm-email', app: 'onboarding', access: 'onboarding' },
  { id: 'phone-notice', path: '/onboarding/phone-notice', app: 'onboarding', access: 'onboarding' },
  { id: 'confirm-mobile', path: '/onboarding/confirm-mobile', app: 'onboarding', access: 'onboarding' },
  {
    id: 'advisory-agreement',
    path: '/onboarding/advisory-agreement',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'custodian-agreement',
    path: '/onboarding/custodian-agreement',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'personal-information',
    path: '/onboarding/personal-information',
    app: 'onboarding',
    access: 'onboarding',
  },
  { id: 'beneficiaries', path: '/onboarding/beneficiaries', app: 'onboarding', access: 'onboarding' },
  {
    id: 'institution-information',
    path: '/onboarding/institution-information',
    app: 'onboarding',
    access: 'onboarding',
  },
  { id: 'id-verification', path: '/onboarding/id-verification', app: 'onboarding', access: 'onboarding' },
  {
    id: 'institution-documents',
    path: '/onboarding/institution-documents',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'institution-questionnaire',
    path: '/onboarding/institution-questionnaire',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'retail-questionnaire',
    path: '/onboarding/retail-questionnaire',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'investment-styles',
    path: '/onboarding/investment-styles',
    app: 'onboarding',
    access: 'onboarding',
  },
  {
    id: 'tax-loss-harvesting',
    path: '/onboarding/tax-loss-harvesting',
    app: 'onboarding',
    access: 'onboarding',
  },
  { id: 'advisory-fees', path: '/onboarding/advisory-fees', app: 'onboarding', access: 'onboarding' },
  { id: 'review', path: '/onboarding/review', app: 'onboarding', access: 'onboarding' },
  { id: 'complete', path: '/onboarding/complete', app: 'onboarding', access: 'onboarding' },

  // The investor app (doc 2 §2), in its navigation's order.
  {
    id: 'dashboard',
    path: '/dashboard',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Dashboard', icon: 'LayoutDashboard' },
  },
  {
    id: 'portfolio',
    path: '/portfolio',
    app: 'customer',
    access: 'active-investor',
    nav: { label: 'My Portfolio', icon: 'ChartPie' },
  },
  {
    id: 'performance',
    path: '/performance',
    app: 'customer',
    access: 'active-investor',
    nav: { label: 'Performance', icon: 'ChartLine' },
  },
  {
    id: 'marketplace',
    path: '/marketplace',
    app: 'customer',
    access: 'active-investor',
    redirectTo: 'models',
    nav: { label: 'Marketplace', icon: 'Store' },
  },
  {
    id: 'models',
    path: '/marketplace/models',
    app: 'customer',
    access: 'active-investor',
    nav: { label: 'Models', group: 'marketplace' },
  },
  { id: 'model-details', path: '/marketplace/models/:modelName', app: 'customer', access: 'active-investor' },
  {
    id: 'indices',
    path: '/marketplace/indices',
    app: 'customer',
    access: 'active-investor',
    nav: { label: 'Indices', group: 'marketplace' },
  },
  {
    id: 'index-details',
    path: '/marketplace/indices/:indexTicker',
    app: 'customer',
    access: 'active-investor',
  },
  {
    id: 'account',
    path: '/account',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Account', icon: 'CircleUser' },
  },
  {
    id: 'activity',
    path: '/activity',
    app: 'customer',
    access: 'investor',
    redirectTo: 'activity-log',
    nav: { label: 'Activity', icon: 'Activity' },
  },
  {
    id: 'activity-log',
    path: '/activity/log',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Activity Log', group: 'activity' },
  },
  {
    id: 'documents',
    path: '/activity/documents',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Documents', group: 'activity' },
  },
  {
    id: 'tax-center',
    path: '/activity/tax-center',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Tax Center', group: 'activity' },
  },
  {
    id: 'tax-transactions',
    path: '/activity/tax-center/transactions',
    app: 'customer',
    access: 'investor',
  },
  {
    id: 'trade-history',
    path: '/activity/trades',
    app: 'customer',
    access: 'investor',
    nav: { label: 'Trade History', group: 'activity' },
  },

  // The admin console (doc 3 §2), in its side menu's order.
  { id: 'admin', path: '/admin', app: 'admin', access: 'staff', redirectTo: 'admin-index-creation' },
  {
    id: 'admin-index-creation',
    path: '/admin/index-creation',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Index Creation', icon: 'ListPlus' },
  },
  { id: 'admin-index-edit', path: '/admin/index-creation/:indexId', app: 'admin', access: 'staff' },
  {
    id: 'admin-indices',
    path: '/admin/indices',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Indices', icon: 'Layers' },
  },
  {
    id: 'admin-model-creation',
    path: '/admin/model-creation',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Model Creation', icon: 'PackagePlus' },
  },
  { id: 'admin-model-edit', path: '/admin/model-creation/:modelId', app: 'admin', access: 'staff' },
  {
    id: 'admin-models',
    path: '/admin/models',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Models', icon: 'Boxes' },
  },
  {
    id: 'admin-trade-settings',
    path: '/admin/trade-settings',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Trade Settings', icon: 'SlidersHorizontal' },
  },
  {
    id: 'admin-waitlist-settings',
    path: '/admin/waitlist-settings',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Waitlist Settings', icon: 'Hourglass' },
  },
  {
    id: 'admin-keys',
    path: '/admin/keys',
    app: 'admin',
    access: 'staff',
    nav: { label: 'Keys', icon: 'KeyRound' },
  },
] as const satisfies readonly RouteDefinition[];

/** A route of the manifest, with its literal id and path. */
export type Route = (typeof ROUTES)[number];
/** Any route's id. */
export type RouteId = Route['id'];
/** The ids of one app's routes. */
export type RouteIdOf<A extends AppName> = Extract<Route, { app: A }>['id'];
/** The ids of one app's pages: its routes that render (not the index paths that redirect). */
export type PageIdOf<A extends AppName> = Exclude<Extract<Route, { app: A }>, { redirectTo: string }>['id'];
/** The path pattern of a route, as its literal. */
export type RoutePathOf<I extends RouteId> = Extract<Route, { id: I }>['path'];
/** The icon names one app's navigation uses. */
export type NavIconOf<A extends AppName> = Extract<Route, { app: A; nav: { icon: string } }>['nav']['icon'];

const BY_ID: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.id, route]));

/** The route of an id. */
export function route(id: RouteId): RouteDefinition {
  const found = BY_ID.get(id);
  /* v8 ignore next -- `RouteId` admits only the manifest's ids */
  if (found === undefined) throw new Error(`No route ${id}`);
  return found;
}

/** A route's path pattern (`:name` kept), as its literal type. */
export function routePath<I extends RouteId>(id: I): RoutePathOf<I> {
  return route(id).path as RoutePathOf<I>;
}

/** The path parameters' names of a pattern. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The concrete path of a route: each `:name` replaced by its value, URL-encoded
 * (`routeHref('model-details', { modelName: 'Market Leaders' })` is '/marketplace/models/Market%20Leaders').
 */
export function routeHref<I extends RouteId>(
  id: I,
  ...params: ParamsOf<RoutePathOf<I>> extends never ? [] : [Record<ParamsOf<RoutePathOf<I>>, string>]
): string {
  const values: Readonly<Record<string, string>> = params[0] ?? {};
  return route(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** One app's routes, in the manifest's order. */
export function routesOf(app: AppName): readonly RouteDefinition[] {
  return ROUTES.filter((entry) => entry.app === app);
}

/** The path without query string, hash or trailing slash ('/' stays '/'). */
function cleanPath(path: string): string {
  const trimmed = path.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a concrete path matches a route's pattern (`:name` takes one non-empty segment). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = cleanPath(path).split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) =>
      segment.startsWith(':') ? (have[index] ?? '') !== '' : segment === have[index],
    )
  );
}

/** The route a concrete path opens (query, hash and a trailing slash ignored), if any. */
export function routeForPath(path: string): RouteDefinition | undefined {
  return ROUTES.find((entry) => matchesRoute(entry.path, path));
}

/**
 * The route whose area a path falls in: the route it opens, else the nearest route above it
 * ('/activity/unknown' falls in /activity), else none.
 */
export function areaRouteForPath(path: string): RouteDefinition | undefined {
  let candidate = cleanPath(path);
  for (;;) {
    const found = routeForPath(candidate);
    if (found !== undefined && (found.path !== '/' || candidate === cleanPath(path))) return found;
    const cut = candidate.lastIndexOf('/');
    if (cut <= 0) return undefined;
    candidate = candidate.slice(0, cut);
  }
}
