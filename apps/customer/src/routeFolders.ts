import type { PageSpec } from '@cairn/app-shell';
import { type PageIdOf, routesOf } from '@cairn/domain';

/** A page of the investor app. */
export type CustomerPageId = PageIdOf<'customer'>;

/**
 * A route that lives whole in its folder (`routes/<area>/<route>/route.tsx` exporting `route`): the
 * manifest id it renders, its page's code and its skeleton. The app finds these folders itself
 * (docs/building-a-screen.md "Adding a route"): adding one is its manifest entry, its folder and
 * its test.
 */
export interface FolderRoute extends PageSpec {
  readonly id: CustomerPageId;
}

/** The pages of the route folders, by id; two folders claiming one id is an error. */
export function folderPages(routes: readonly FolderRoute[]): Partial<Record<CustomerPageId, PageSpec>> {
  const pages: Partial<Record<CustomerPageId, PageSpec>> = {};
  for (const { id, ...page } of routes) {
    if (pages[id] !== undefined) throw new Error(`Two route folders render '${id}'`);
    pages[id] = page;
  }
  return pages;
}

/**
 * Every page of the manifest's investor routes, or an error naming the paths without one: the app
 * does not start with a route that renders nothing (the route folders are found at build time, so
 * typecheck cannot see them; `routes.test.ts` loads this table).
 */
export function everyPage(
  pages: Partial<Record<CustomerPageId, PageSpec>>,
): Readonly<Record<CustomerPageId, PageSpec>> {
  const complete: Partial<Record<CustomerPageId, PageSpec>> = {};
  const missing: string[] = [];
  for (const entry of routesOf('customer')) {
    if (entry.redirectTo !== undefined) continue;
    const id = entry.id as CustomerPageId;
    const page = pages[id];
    if (page === undefined) missing.push(entry.path);
    else complete[id] = page;
  }
  if (missing.length > 0) throw new Error(`No page for ${missing.join(', ')}`);
  return complete as Readonly<Record<CustomerPageId, PageSpec>>;
}
