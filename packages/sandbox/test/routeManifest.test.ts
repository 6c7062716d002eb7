/**
 * Every list of page paths agrees with the route manifest (`ROUTES` in @cairn/domain): the
 * gateway's path table, the example nginx config, and the e2e smoke, screenshot and bench lists.
 * The apps' page tables are keyed by the manifest's ids (`RouteIdOf<app>`), so typecheck refuses
 * a page without a route or a route without a page.
 */
import { readFileSync } from 'node:fs';
import { APPS, appForPath, matchesRoute, PATH_TABLE, ROUTES, type RouteDefinition } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { SMOKE_ROUTES } from '../../../e2e/support/smokeRoutes';
import { ROUTES as BENCH_ROUTES } from '../../../scripts/bench/apps';
import { SHOTS } from '../../../scripts/screenshots/routes';
import { NGINX_PAGES_BEGIN, NGINX_PAGES_END, nginxPageLocations } from '../src/nginxPages';

const all: readonly RouteDefinition[] = ROUTES;
/** The manifest route a concrete path (query ignored) opens. */
const routeOf = (path: string) => all.find((entry) => matchesRoute(entry.path, path.split('?', 1)[0] ?? ''));

describe('the route manifest and the lists that follow it', () => {
  it("gives each route to its app in the gateway's path table", () => {
    for (const entry of all) {
      const concrete = entry.path.replace(/:[A-Za-z]+/g, 'x');
      expect(appForPath(concrete), entry.path).toEqual({ app: entry.app, known: true });
    }
  });

  it('lists in the path table only what the manifest routes', () => {
    for (const { app, exact, prefixes } of PATH_TABLE) {
      for (const path of exact)
        expect(all.some((entry) => entry.path === path && entry.app === app)).toBe(true);
      for (const prefix of prefixes) {
        expect(
          all.some((entry) => entry.path.startsWith(`${prefix}/`) && entry.app === app),
          prefix,
        ).toBe(true);
      }
    }
  });

  it('generates the page paths of nginx.example.conf (npm run nginx:example rewrites them)', () => {
    const nginx = readFileSync(new URL('../nginx.example.conf', import.meta.url), 'utf8');
    const from = nginx.indexOf(NGINX_PAGES_BEGIN);
    const to = nginx.indexOf(NGINX_PAGES_END);
    expect(from).toBeGreaterThan(-1);
    expect(nginx.slice(from, to + NGINX_PAGES_END.length)).toBe(nginxPageLocations());
  });

  it('smoke-tests one route of each app, at its own app', () => {
    expect(SMOKE_ROUTES.map((smoke) => smoke.app).sort()).toEqual([...APPS].sort());
    for (const smoke of SMOKE_ROUTES) expect(routeOf(smoke.path)?.app, smoke.path).toBe(smoke.app);
  });

  it('benches only routes of the manifest, each at its own app', () => {
    for (const bench of BENCH_ROUTES) expect(routeOf(bench.path)?.app, bench.path).toBe(bench.app);
  });

  it('photographs every page of the manifest, each shot at a route of its own app', () => {
    const shots = Object.entries(SHOTS).flatMap(([app, list]) =>
      list.map((shot) => ({
        app,
        name: shot.name,
        path: shot.path.replace(/\{[a-z]+\}/g, 'id'),
        shows: shot.shows,
      })),
    );
    for (const shot of shots) {
      const target = routeOf(shot.path);
      // The not-found shot is the one that opens no route (the onboarding app's catch-all).
      if (shot.name === 'not-found') expect(target).toBeUndefined();
      else expect(target?.app, `${shot.name}: ${shot.path}`).toBe(shot.app);
    }
    // '/' renders nothing of its own on a desktop: it forwards to /login or a signed-in user's page.
    const pages = all.filter((entry) => entry.redirectTo === undefined && entry.id !== 'root');
    const missing = pages.filter(
      (entry) => !shots.some((shot) => (shot.shows ?? routeOf(shot.path)?.id) === entry.id),
    );
    expect(missing.map((entry) => entry.path)).toEqual([]);
  });
});
