import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaRouteForPath,
  matchesRoute,
  ROUTES,
  type RouteDefinition,
  route,
  routeForPath,
  routeHref,
  routePath,
  routesOf,
} from './manifest';
import { APPS } from './paths';

const all: readonly RouteDefinition[] = ROUTES;

describe('the route manifest', () => {
  it('names each route and each path once', () => {
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(new Set(all.map((entry) => entry.path)).size).toBe(all.length);
  });

  it('gives every app routes, and every route a path from the root', () => {
    for (const app of APPS) expect(routesOf(app).length).toBeGreaterThan(0);
    for (const entry of all)
      expect(entry.path).toMatch(/^\/([a-z0-9:][A-Za-z0-9-]*(\/[a-z0-9:][A-Za-z0-9-]*)*)?$/);
  });

  it('redirects an index path to a route of the same app below it (doc 2 §2)', () => {
    for (const entry of all.filter((candidate) => candidate.redirectTo !== undefined)) {
      const target = all.find((candidate) => candidate.id === entry.redirectTo);
      expect(target?.app).toBe(entry.app);
      expect(target?.path.startsWith(`${entry.path}/`)).toBe(true);
    }
  });

  it('puts a navigation entry under a top-level entry of its own app, and an icon only at the top', () => {
    for (const entry of all) {
      const group = entry.nav?.group;
      if (group === undefined) continue;
      const parent = all.find((candidate) => candidate.id === group);
      expect(parent?.app).toBe(entry.app);
      expect(parent?.nav?.group).toBeUndefined();
      expect(entry.nav?.icon).toBeUndefined();
    }
  });

  it('keeps the investor routes by status as doc 2 §2 lists them', () => {
    const byAccess = (access: string) =>
      routesOf('customer')
        .filter((entry) => entry.access === access)
        .map((entry) => entry.path);
    expect(byAccess('investor')).toEqual([
      '/dashboard',
      '/account',
      '/activity',
      '/activity/log',
      '/activity/documents',
      '/activity/tax-center',
      '/activity/tax-center/transactions',
      '/activity/trades',
    ]);
    expect(byAccess('active-investor')).toEqual([
      '/portfolio',
      '/performance',
      '/marketplace',
      '/marketplace/models',
      '/marketplace/models/:modelName',
      '/marketplace/indices',
      '/marketplace/indices/:indexTicker',
    ]);
    for (const entry of routesOf('admin')) expect(entry.access).toBe('staff');
  });
});

describe('route paths', () => {
  it('gives a pattern as it is and fills its parameters, encoded', () => {
    expect(routePath('model-details')).toBe('/marketplace/models/:modelName');
    expect(route('login').app).toBe('onboarding');
    expect(routeHref('model-details', { modelName: 'Market Leaders' })).toBe(
      '/marketplace/models/Market%20Leaders',
    );
    expect(routeHref('admin-index-edit', { indexId: 'a/b' })).toBe('/admin/index-creation/a%2Fb');
    expect(routeHref('dashboard')).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/?tab=1', 'dashboard'],
    ['/', 'root'],
    ['/marketplace/models/Market%20Leaders', 'model-details'],
    ['/marketplace/models/', 'models'],
    ['/activity/tax-center/transactions#top', 'tax-transactions'],
    ['/admin/model-creation/m-1', 'admin-model-edit'],
  ])('opens %s with the route %s', (path, id) => {
    expect(routeForPath(path)?.id).toBe(id);
  });

  it.each([['/dashboards'], ['/marketplace/models/a/b'], ['/no-such-page']])(
    'opens no route at %s',
    (path) => {
      expect(routeForPath(path)).toBeUndefined();
    },
  );

  it('matches a parameter only with a non-empty segment', () => {
    expect(matchesRoute('/a/:b', '/a/x')).toBe(true);
    expect(matchesRoute('/a/:b', '/a//')).toBe(false);
    expect(matchesRoute('/a/:b', '/a')).toBe(false);
  });

  it.each([
    ['/activity/unknown', 'activity'],
    ['/activity/tax-center/unknown', 'tax-center'],
    ['/marketplace/models/x/y', 'model-details'],
    ['/account', 'account'],
    ['/', 'root'],
  ])('puts %s in the area of %s', (path, id) => {
    expect(areaRouteForPath(path)?.id).toBe(id);
  });

  it.each([['/unknown'], ['/activityfeed'], ['/unknown/deeper']])('puts %s in no area', (path) => {
    expect(areaRouteForPath(path)).toBeUndefined();
  });

  it('finds every route at its own concrete path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.stringMatching(/^[A-Za-z0-9 ._-]{1,12}$/), (entry, value) => {
        const concrete = entry.path.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
        expect(routeForPath(concrete)?.id).toBe(entry.id);
        expect(areaRouteForPath(`${concrete}?q=${value}`)?.id).toBe(entry.id);
      }),
    );
  });
});
