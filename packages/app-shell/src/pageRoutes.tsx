import { Suspense } from 'react';
import { Route } from 'wouter';
import type { AppPage } from './pages';

/** A page in its frame, showing its skeleton while its code loads. */
export function FramedPage({ page }: { page: AppPage }) {
  return (
    <page.Frame>
      <Suspense fallback={<page.Skeleton />}>
        <page.Page />
      </Suspense>
    </page.Frame>
  );
}

/**
 * The routes of a page table, for a wouter `Switch`: each page at its path, in its frame, behind
 * its skeleton. (A `Switch` reads its children's `path` props, so this returns the routes, not a
 * component wrapping them.)
 */
export function pageRoutes(pages: readonly AppPage[]) {
  return pages.map((page) => (
    <Route key={page.id} path={page.path}>
      <FramedPage page={page} />
    </Route>
  ));
}
