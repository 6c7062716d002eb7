// Per route, in Chromium through the gateway: the JavaScript and CSS a route requests until the
// page shows its heading and the network is idle (what its first paint waited for, and the lazy
// chunks it loads right after), gzipped, against its app's budget. Sizes, not timings: one load
// each.
import { chromium, type Response } from 'playwright';
import { chromiumLaunchOptions } from '../../config/chromium.mjs';
import { signInAs } from '../../e2e/support/session';
import { ROUTES } from './apps';
import { gzipKb } from './initial-load';
import { type BenchContext, type Figure, fileCount } from './report';

export async function perRoute({ origin, log }: BenchContext): Promise<Figure[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const figures: Figure[] = [];
  try {
    for (const route of ROUTES) {
      log(`route ${route.path}`);
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      if (route.signIn) await signInAs(page, route.signIn);
      if (route.localStorage) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, route.localStorage);
      }
      const loaded: Promise<{ type: string; kb: number } | null>[] = [];
      const record = (response: Response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          // A redirect or an aborted load has no body: it is not an asset the route loaded.
          loaded.push(
            response.body().then(
              (body) => ({ type, kb: gzipKb(body) }),
              () => null,
            ),
          );
        }
      };
      page.on('response', record);
      await page.goto(route.path, { waitUntil: 'networkidle' });
      // On a busy machine the network can idle while the entry script still runs, before it asks
      // for the route's lazy chunks: the route counts as loaded once its heading shows.
      await page.locator('h1').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      page.off('response', record);
      // A guard that sent the page elsewhere (to sign in) would measure the wrong route.
      const landed = new URL(page.url()).pathname;
      if (landed !== route.path) throw new Error(`${route.path} ended on ${landed}`);
      const assets = (await Promise.all(loaded)).filter((asset) => asset !== null);
      await context.close();
      const scripts = assets.filter((asset) => asset.type === 'script');
      const styles = assets.filter((asset) => asset.type === 'stylesheet');
      const total = (list: typeof assets) => list.reduce((sum, asset) => sum + asset.kb, 0);
      const label = `${route.path}${route.signIn ? ' (signed in)' : ''}`;
      const note = route.note ? `, ${route.note}` : '';
      figures.push(
        // No budget beside these: the budgets are on what loads before first paint (the section
        // above); a route's lazy chunks come after it, behind the page's skeleton.
        {
          name: `${label}: JS`,
          value: total(scripts),
          unit: 'KB',
          note: `${fileCount(scripts.length)}${note}`,
        },
        {
          name: `${label}: CSS`,
          value: total(styles),
          unit: 'KB',
          note: fileCount(styles.length),
        },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
