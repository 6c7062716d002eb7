// Per route, in Chromium through the gateway: the JavaScript and CSS a route requests until the
// page shows its heading and the network is idle (what its first paint waited for, and the lazy
// chunks it loads right after), gzipped, against its app's budget; and the layout shift of that
// load with the elements that moved. Sizes and shifts, not timings: one load each, so neither
// depends on how busy the machine is.
import { chromium, type Page, type Response } from 'playwright';
import { chromiumLaunchOptions } from '../../config/chromium.mjs';
import { signInAs } from '../../e2e/support/session';
import { ROUTES } from './apps';
import { gzipKb } from './initial-load';
import { type BenchContext, type Figure, fileCount } from './report';

const LIGHTHOUSE_DESKTOP = { width: 1350, height: 940 };
/** CLS is good at or below 0.1; the issue's Lighthouse goal leaves room for none. */
const CLS_BUDGET = 0.01;
/** The elements named beside a route's CLS: the largest shifts first. */
const SHIFT_SOURCES_SHOWN = 3;

/**
 * Records every layout shift of the load in `window.__layoutShifts` (value and the moved elements,
 * described as tag.class "text"), from before any page script runs.
 */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = { value: number; sources: string[] };
    const shifts: Shift[] = [];
    (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
    const nameOf = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
      const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
      return `${node.tagName.toLowerCase()}${className ? `.${className}` : ''}${text ? ` "${text}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The load's CLS (the sum of its shifts: one load is one session window) and its largest shifts. */
async function layoutShift(page: Page): Promise<{ value: number; note: string }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  const value = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const largest = [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, SHIFT_SOURCES_SHOWN)
    .map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(' + ')}`);
  return { value, note: largest.length > 0 ? largest.join('; ') : 'no shift' };
}

export async function perRoute({ origin, log }: BenchContext): Promise<Figure[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const figures: Figure[] = [];
  try {
    for (const route of ROUTES) {
      log(`route ${route.path}`);
      // Lighthouse's desktop screen: a shift counts only where it is seen, so the same viewport.
      const context = await browser.newContext({ baseURL: origin, viewport: LIGHTHOUSE_DESKTOP });
      const page = await context.newPage();
      await observeLayoutShifts(page);
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
      const shift = await layoutShift(page);
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
        { name: `${label}: CLS`, value: shift.value, unit: '', budget: CLS_BUDGET, note: shift.note },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
