import { type AppName, type PageIdOf, type RouteId, route, routesOf } from '@cairn/domain';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

/** What a page shows around itself while it loads and once it is in (its frame, its guard). */
export type PageFrame = ComponentType<{ readonly children: ReactNode }>;

/** No frame: the page as it is. */
const NO_FRAME: PageFrame = ({ children }) => children;

/** How an app gives one page: its code (loaded on first visit, a named export) and its skeleton. */
export interface PageSpec {
  /** Loads the page's module and picks its named export. */
  readonly load: () => Promise<ComponentType>;
  /** Shaped like the page (built from its own header), shown while its code or its guard's reads load. */
  readonly Skeleton: ComponentType;
  /** Around the page and its skeleton (the public frame, a guard); none by default. */
  readonly Frame?: PageFrame;
}

/** A page of an app's route table: a manifest route with its lazy page and its skeleton. */
export interface AppPage {
  readonly id: RouteId;
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code (what `Page` renders once it is in): while the guard reads. */
  readonly load: () => void;
  readonly Skeleton: ComponentType;
  readonly Frame: PageFrame;
}

/** An index path that leads to its first child (doc 2 §2: /activity -> /activity/log). */
export interface AppRedirect {
  readonly from: string;
  readonly to: string;
}

/**
 * An app's route table, in the manifest's order: each of the app's pages with the code and
 * skeleton the app gives for its id. The `pages` record is keyed by the manifest's ids, so a route
 * without a page, or a page without a route, does not typecheck. Each page's code is its own chunk.
 */
export function pageTable<A extends AppName>(
  app: A,
  pages: { readonly [Id in PageIdOf<A>]: PageSpec },
): readonly AppPage[] {
  const specs: Readonly<Record<string, PageSpec>> = pages;
  return routesOf(app).flatMap((entry) => {
    const spec = specs[entry.id];
    if (entry.redirectTo !== undefined || spec === undefined) return [];
    const load = () => spec.load().then((Page) => ({ default: Page }));
    return [
      {
        id: entry.id as RouteId,
        path: entry.path,
        Page: lazy(load),
        // A failed load is left to the page's own render, which tries again and shows the error.
        load: () => void load().catch(() => undefined),
        Skeleton: spec.Skeleton,
        Frame: spec.Frame ?? NO_FRAME,
      },
    ];
  });
}

/** An app's index paths and where each leads, from the manifest. */
export function redirectsOf(app: AppName): readonly AppRedirect[] {
  return routesOf(app).flatMap((entry) =>
    entry.redirectTo === undefined ? [] : [{ from: entry.path, to: route(entry.redirectTo as RouteId).path }],
  );
}
