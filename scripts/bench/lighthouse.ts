// Lighthouse, desktop preset, on the routes that have a Lighthouse flag: scores and the timings a
// user feels, medians of several runs. Chromium is Debian's (CHROME_PATH, else config/chromium.mjs
// finds it) with the project's flags; nothing leaves the machine. A signed-in route gets its
// session token in sessionStorage before any page script runs, as the apps expect after sign-in.

import { ACCESS_TOKEN_KEY } from '@cairn/api-client';
import lighthouse, { desktopConfig } from 'lighthouse';
import { request } from 'playwright';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../config/chromium.mjs';
import { signInThroughApi } from '../../e2e/support/session';
import { ROUTES } from './apps';
import { type BenchContext, type Figure, median } from './report';

/** Runs per route; each figure is the median of them. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The categories, with the goals set for them (0 to 1): the for performance, 1 for accessibility. */
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

export async function lighthouseAudits({ origin, log }: BenchContext): Promise<Figure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    for (const route of ROUTES.filter((candidate) => candidate.lighthouse)) {
      const token = route.signIn ? await tokenFor(origin, route.signIn) : undefined;
      const scores: Record<keyof typeof SCORE_GOALS, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
      };
      const metrics = METRICS.map(() => [] as number[]);
      for (let run = 1; run <= RUNS; run++) {
        log(`lighthouse ${route.path} (${run}/${RUNS})`);
        const page = await browser.newPage();
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
        await page.close();
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route.path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${lhr.runtimeError.message}`);
        // A guard that sent the page elsewhere (to sign in) would audit the wrong page.
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== route.path) throw new Error(`${route.path} ended on ${landed}`);
        for (const category of Object.keys(scores) as (keyof typeof SCORE_GOALS)[]) {
          const score = lhr.categories[category]?.score;
          if (typeof score === 'number') scores[category].push(score);
        }
        METRICS.forEach(({ audit }, index) => {
          const value = lhr.audits[audit]?.numericValue;
          if (typeof value === 'number') metrics[index]?.push(value);
        });
      }
      const label = `${route.path}${route.signIn ? ' (signed in)' : ''}`;
      const note = route.note;
      for (const category of Object.keys(scores) as (keyof typeof SCORE_GOALS)[]) {
        const values = scores[category];
        const goal = SCORE_GOALS[category];
        figures.push({
          name: `${label}: ${category}`,
          value: values.length > 0 ? median(values) : null,
          unit: 'score',
          ...(goal === undefined ? {} : { budget: goal }),
          ...(note ? { note } : {}),
        });
      }
      METRICS.forEach(({ name, unit }, index) => {
        const values = metrics[index] ?? [];
        figures.push({ name: `${label}: ${name}`, value: values.length > 0 ? median(values) : null, unit });
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
