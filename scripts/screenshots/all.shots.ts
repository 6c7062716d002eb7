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
  // Each list is a plain array or wrapped in an object (`{ models: [...] }`); an id not found fails
  // the shot (an empty id drew the creation form under the edit page's name).
  const listOf = async <T>(url: string, key: string): Promise<T[]> => {
    const body = (await (await request.get(url, { headers })).json()) as T[] | Record<string, T[]>;
    return Array.isArray(body) ? body : (body[key] ?? []);
  };
  const indexes = await listOf<{ id: string; index_type?: string }>('/api/admin/indexes', 'indexes');
  const models = await listOf<{ id: string; name: string }>('/api/admin/models', 'models');
  const index = indexes.find((entry) => entry.index_type === 'CAIRN') ?? indexes[0];
  const model = models.find((entry) => entry.name === 'Momentum') ?? models[0];
  if (path.includes('{index}') && !index) throw new Error('no index to photograph');
  if (path.includes('{model}') && !model) throw new Error('no model to photograph');
  return path.replace('{index}', index?.id ?? '').replace('{model}', model?.id ?? '');
}

async function tokenFor(reach: Reach, request: APIRequestContext): Promise<string | null> {
  if (reach.as === 'visitor') return null;
  if (reach.as === 'demo') return demoToken(request, reach.email);
  const { email, token } = await createApplicant(request, { type: reach.type, until: reach.until });
  if (reach.fundedUsd !== undefined) {
    // A verified investor with cash (as the e2e suite's `freshInvestor`): the flows that move money.
    const kyc = await request.post(`/__sandbox/kyc/${email}`);
    const deposit =
      reach.fundedUsd > 0
        ? await request.post(`/__sandbox/deposit/${email}`, { data: { amount_usd: reach.fundedUsd } })
        : null;
    if (!kyc.ok() || (deposit !== null && !deposit.ok())) {
      throw new Error(`the applicant could not be verified or funded: ${kyc.status()} ${deposit?.status()}`);
    }
  }
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
 * Waits until the page has settled: network idle, then no skeleton, busy region, loading chart,
 * read still loading (`LoadState`'s spinner: a withdrawal's tax estimate on its Confirm step was
 * once shot mid-load, its JSON measured after it had loaded) or flow step still settling left
 * (network idle alone came before a lazy route had rendered on a loaded machine), then fonts.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document.querySelector(
          '[data-skeleton], [data-loading], [aria-busy="true"], [data-chart-state="loading"], [data-chart-state="pending"], [data-state="loading"], [data-settling]',
        ) === null,
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // A dialog opening or a toast arriving is measured at rest, not mid-transition (a dialog scaled to
  // 98 % read 813 px instead of 830 and its buttons 35 px): bounded, like the waits above.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // A spinner's endless turn never ends: only transitions and one-off animations count.
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
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
        const shared = await tokenFor(shot.reach, request);
        const path = await fillIds(shot.path, request);
        let first = true;
        for (const width of WIDTHS) {
          for (const theme of THEMES) {
            // A flow that changes its (fresh) user starts each picture run with a user of its own,
            // so the second theme sees the same steps as the first.
            const token =
              first || shot.reach.as !== 'applicant' ? shared : await tokenFor(shot.reach, request);
            first = false;
            // A context made here does not take the config's `use`: reduced motion is asked again.
            const context = await browser.newContext({
              viewport: { width, height: 900 },
              reducedMotion: 'reduce',
            });
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
              // A flow's pointer is left where its last Continue was: moved to the corner (the
              // backdrop), so the picture shows the dialog's controls at rest, not one hovered.
              if (await page.evaluate(() => document.querySelector('[data-scrim]') !== null)) {
                await page.mouse.move(0, 0);
              }
              await settle(page);
              const file = fileOf(app, name, theme, width);
              // A modal dialog is shot at the viewport: a full-page shot of a long page behind a
              // scroll-locked modal drew the page twice (the unscrolled page, then the viewport).
              const modal = await page.evaluate(() => document.querySelector('[data-scrim]') !== null);
              await page.screenshot({ path: `${file}.png`, fullPage: !modal });
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
