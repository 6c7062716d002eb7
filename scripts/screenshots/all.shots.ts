import { mkdirSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { createApplicant } from '../../e2e/onboarding/api';
import { signInThroughApi } from '../../e2e/support/session';
import { type AuditRecord, measure, readRecords, writeAudit } from '../layout-audit';
import { type Reach, SHOTS, type Shot } from './routes';

/**
 * Subsets (all optional, comma-separated lists):
 * - `SHOTS_APP`: onboarding | customer | admin
 * - `SHOTS_ROUTE`: shot names, or parts of them (`portfolio` takes every portfolio shot)
 * - `SHOTS_WIDTHS`: viewport widths in px (default 1280,1440,1920; height 900)
 * - `SHOTS_THEMES`: dark | light (default both)
 * - `SHOTS_NAMING=plain`: files named `<shot>.<theme>.png` (one width: the naming before widths, for
 *   comparing with an older tree's pictures)
 */
const OUT = 'screenshots';
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const THEMES = list(process.env.SHOTS_THEMES) ?? ['dark', 'light'];
const WIDTHS = (list(process.env.SHOTS_WIDTHS) ?? ['1280', '1440', '1920']).map(Number);
const APPS = list(process.env.SHOTS_APP);
const ROUTES = list(process.env.SHOTS_ROUTE);
const PLAIN = process.env.SHOTS_NAMING === 'plain';

const fileOf = (app: string, name: string, theme: string, width: number) =>
  PLAIN ? `${OUT}/${app}/${name}.${theme}` : `${OUT}/${app}/${name}.${theme}.${width}`;

/**
 * Demo users' tokens, one sign-in per user per run (per worker): signing in for every shot made the
 * sandbox refuse with 429 (its budget of SMS codes sent per account), and 21 of 74 shots were lost.
 */
const tokens = new Map<string, Promise<string>>();
function demoToken(request: APIRequestContext, email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = signInThroughApi(request, email);
    tokens.set(email, token);
    token.catch(() => tokens.delete(email));
  }
  return token;
}

/** Fills `{index}` and `{model}` with the first CAIRN index and the Momentum model (admin API). */
async function fillIds(path: string, request: APIRequestContext): Promise<string> {
  if (!path.includes('{')) return path;
  const token = await demoToken(request, 'admin@cairn.example');
  const headers = { Authorization: `Bearer ${token}` };
  // GET /admin/indexes answers a bare array (the contract's AdminIndexes); /admin/models an object.
  const indexes = {
    indexes: (await (await request.get('/api/admin/indexes', { headers })).json()) as {
      id: string;
      index_type?: string;
    }[],
  };
  const models = (await (await request.get('/api/admin/models', { headers })).json()) as {
    models?: { id: string; name: string }[];
  };
  const index = indexes.indexes?.find((entry) => entry.index_type === 'CAIRN') ?? indexes.indexes?.[0];
  const model = models.models?.find((entry) => entry.name === 'Momentum') ?? models.models?.[0];
  // An empty id would open the creation form instead (index-edit was the creation form so).
  if ((path.includes('{index}') && !index) || (path.includes('{model}') && !model))
    throw new Error(`no id for ${path}: the admin lists' shape changed?`);
  return path.replace('{index}', index?.id ?? '').replace('{model}', model?.id ?? '');
}

async function tokenFor(reach: Reach, request: APIRequestContext): Promise<string | null> {
  if (reach.as === 'visitor') return null;
  if (reach.as === 'demo') return demoToken(request, reach.email);
  const { token } = await createApplicant(request, { type: reach.type, until: reach.until });
  if (reach.tutorialSeen) {
    const seen = await request.patch('/api/user/requires-tutorial', {
      headers: { Authorization: `Bearer ${token}` },
      data: { requires_tutorial: false },
    });
    if (!seen.ok()) throw new Error(`the tutorial could not be marked seen: ${seen.status()}`);
  }
  return token;
}

/**
 * Waits until the page has settled: network idle, then no skeleton, busy region or loading chart
 * left (network idle alone came before a lazy route had rendered on a loaded machine), then fonts.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document.querySelector(
          '[data-skeleton], [data-loading], [aria-busy="true"], [data-chart-state="loading"]',
        ) === null,
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

const wanted = (app: string, shot: Shot) =>
  (APPS === undefined || APPS.includes(app)) &&
  (ROUTES === undefined || ROUTES.some((part) => shot.name === part || shot.name.includes(part)));

const selected = Object.entries(SHOTS).flatMap(([app, shots]) =>
  (shots as readonly Shot[]).filter((shot) => wanted(app, shot)).map((shot) => ({ app, shot })),
);

for (const [app, shots] of Object.entries(SHOTS)) {
  test.describe(app, () => {
    for (const shot of shots as readonly Shot[]) {
      if (!wanted(app, shot)) continue;
      test(shot.name, async ({ browser, request }) => {
        mkdirSync(`${OUT}/${app}`, { recursive: true });
        const token = await tokenFor(shot.reach, request);
        const path = await fillIds(shot.path, request);
        for (const width of WIDTHS) {
          for (const theme of THEMES) {
            const context = await browser.newContext({ viewport: { width, height: 900 } });
            const page = await context.newPage();
            await page.addInitScript(
              ([mode, value]) => {
                window.localStorage.setItem('theme', mode);
                if (value !== null && window.sessionStorage.getItem('shots.seeded') === null) {
                  window.sessionStorage.setItem('cairn.accessToken', value);
                  window.sessionStorage.setItem('shots.seeded', '1');
                }
              },
              [theme, token] as const,
            );
            const picture = async (name: string, flow?: string) => {
              await settle(page);
              const file = fileOf(app, name, theme, width);
              await page.screenshot({ path: `${file}.png`, fullPage: true });
              const record: AuditRecord = {
                app,
                shot: name,
                flow,
                theme,
                width,
                measures: await measure(page),
              };
              writeFileSync(`${file}.json`, JSON.stringify(record));
            };
            await page.goto(path);
            await settle(page);
            if (shot.before) await shot.before(page);
            const flow = shot.steps ? shot.name : undefined;
            await picture(shot.name, flow);
            for (const [index, step] of (shot.steps ?? []).entries()) {
              const taken = await step.act(page).then(
                () => true,
                (error: unknown) => {
                  process.stdout.write(
                    `${app}/${shot.name}: step ${index + 1} (${step.name}) not taken: ${String(error).split('\n')[0]}\n`,
                  );
                  return false;
                },
              );
              if (!taken) break;
              await picture(`${shot.name}-${index + 1}-${step.name}`, flow);
            }
            await context.close();
          }
        }
      });
    }
  });
}

test.afterAll(() => {
  const names = new Set(selected.map(({ app, shot }) => `${app}/${shot.name}`));
  const records = readRecords(OUT, (record) => {
    const base = record.flow ?? record.shot;
    return (
      names.has(`${record.app}/${base}`) && WIDTHS.includes(record.width) && THEMES.includes(record.theme)
    );
  });
  process.stdout.write(writeAudit(OUT, records));
});
