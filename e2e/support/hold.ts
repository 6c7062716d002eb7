import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's requests to `url` (the browser waits for them, as on a slow network) until
 * `release()`: a test sees a read's loading state for certain, however busy the machine, and waits
 * no longer than it takes to see it. The sandbox's `slow` fault answered after a fixed 2.5 s: a
 * wait on an idle machine, and a race on a busy one (the loading state had to show within it).
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, async (route) => {
    if (released) await route.fallback();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      await page.unroute(url);
    },
  };
}
