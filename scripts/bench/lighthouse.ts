// Lighthouse, desktop preset, on the routes that have a Lighthouse flag: scores and the timings a
// user feels, medians of several runs. Chromium is Debian's (CHROME_PATH, else config/chromium.mjs
// finds it) with the project's flags; nothing leaves the machine. A signed-in route gets its
// session token in sessionStorage before any page script runs, as the apps expect after sign-in.

import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import lighthouse, { desktopConfig } from 'lighthouse';
import { request } from 'playwright';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../config/chromium.mjs';
import { signInThroughApi } from '../../e2e/support/session';
import { ROUTES, type Route } from './apps';
import { type BenchContext, type Figure, median } from './report';

/** Runs per route; each figure is the median of them. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The categories, with the goals set for them (0 to 1): the issue's for performance, 1 for accessibility. */
const SCORE_GOALS: Record<'performance' | 'accessibility' | 'best-practices', number | undefined> = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': undefined,
};

const METRICS = [
  { audit: 'largest-contentful-paint', name: 'LCP', unit: 'ms' },
  { audit: 'total-blocking-time', name: 'TBT', unit: 'ms' },
  { audit: 'cumulative-layout-shift', name: 'CLS', unit: '' },
] as const;

async function tokenFor(origin: string, email: string): Promise<string> {
  const api = await request.newContext({ baseURL: origin });
  try {
    return await signInThroughApi(api, email);
  } finally {
    await api.dispose();
  }
}

/** Attempts per run: a trace Lighthouse could not record (NO_NAVSTART, say) is tried again. */
const ATTEMPTS = 3;

type Category = keyof typeof SCORE_GOALS;
type Audit = { scores: Record<Category, number | null>; metrics: (number | null)[] };

/** One Lighthouse run on `route`, in a fresh tab of `browser`. */
async function audit(
  browser: Browser,
  origin: string,
  route: Route,
  token: string | undefined,
): Promise<Audit> {
  const page = await browser.newPage();
  try {
    // Lighthouse clears the origin's storage before loading the page; these run after that.
    if (token) {
      await page.evaluateOnNewDocument(
        (key: string, value: string) => window.sessionStorage.setItem(key, value),
        ACCESS_TOKEN_KEY,
        token,
      );
    }
    if (route.localStorage) {
      await page.evaluateOnNewDocument((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, route.localStorage);
    }
    const result = await lighthouse(
      `${origin}${route.path}`,
      { logLevel: 'error', onlyCategories: Object.keys(SCORE_GOALS) },
      desktopConfig,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    // A guard that sent the page elsewhere (to sign in) would audit the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== route.path) throw new Error(`the page ended on ${landed}`);
    const score = (category: Category) => lhr.categories[category]?.score ?? null;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      metrics: METRICS.map(({ audit: id }) => lhr.audits[id]?.numericValue ?? null),
    };
  } finally {
    await page.close();
  }
}

/** The route's figures: the median of each score and timing over the runs. */
function routeFigures(route: Route, audits: readonly Audit[], failure: string | undefined): Figure[] {
  const label = `${route.path}${route.signIn ? ' (signed in)' : ''}`;
  const medianOf = (values: (number | null)[]) => {
    const known = values.filter((value) => value !== null);
    return known.length > 0 ? median(known) : null;
  };
  const notes = [
    route.note,
    audits.length < RUNS ? `${audits.length} of ${RUNS} runs` : undefined,
    failure ? `failed: ${failure}` : undefined,
  ].filter((note) => note !== undefined);
  const note = notes.length > 0 ? { note: notes.join('; ') } : {};
  return [
    ...(Object.keys(SCORE_GOALS) as Category[]).map((category): Figure => {
      const goal = SCORE_GOALS[category];
      return {
        name: `${label}: ${category}`,
        value: medianOf(audits.map((run) => run.scores[category])),
        unit: 'score',
        ...(goal === undefined ? {} : { budget: goal }),
        ...note,
      };
    }),
    ...METRICS.map(
      ({ name, unit }, index): Figure => ({
        name: `${label}: ${name}`,
        value: medianOf(audits.map((run) => run.metrics[index] ?? null)),
        unit,
      }),
    ),
  ];
}

export async function lighthouseAudits({ origin, log }: BenchContext): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    for (const route of ROUTES.filter((candidate) => candidate.lighthouse)) {
      const audits: Audit[] = [];
      let failure: string | undefined;
      try {
        const token = route.signIn ? await tokenFor(origin, route.signIn) : undefined;
        for (let run = 1; run <= RUNS; run++) {
          for (let attempt = 1; ; attempt++) {
            log(`lighthouse ${route.path} (run ${run}/${RUNS}${attempt > 1 ? `, attempt ${attempt}` : ''})`);
            try {
              audits.push(await audit(browser, origin, route, token));
              break;
            } catch (error) {
              if (attempt === ATTEMPTS) throw error;
            }
          }
        }
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      figures.push(...routeFigures(route, audits, failure));
    }
  } finally {
    await browser.close();
  }
  return figures;
}
