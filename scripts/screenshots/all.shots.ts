import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { createApplicant } from '../../e2e/onboarding/api';
import { signInThroughApi } from '../../e2e/support/session';
import { type Reach, SHOTS, type Shot } from './routes';

const OUT = 'screenshots';
const THEMES = ['dark', 'light'] as const;

/** Fills `{index}` and `{model}` with the first CAIRN index and the Momentum model (admin API). */
async function fillIds(path: string, request: Parameters<typeof signInThroughApi>[0]): Promise<string> {
  if (!path.includes('{')) return path;
  const token = await signInThroughApi(request, 'admin@cairn.example');
  const headers = { Authorization: `Bearer ${token}` };
  const indexes = (await (await request.get('/api/admin/indexes', { headers })).json()) as {
    indexes?: { id: string; index_type?: string }[];
  };
  const models = (await (await request.get('/api/admin/models', { headers })).json()) as {
    models?: { id: string; name: string }[];
  };
  const index = indexes.indexes?.find((entry) => entry.index_type === 'CAIRN') ?? indexes.indexes?.[0];
  const model = models.models?.find((entry) => entry.name === 'Momentum') ?? models.models?.[0];
  return path.replace('{index}', index?.id ?? '').replace('{model}', model?.id ?? '');
}

async function tokenFor(
  reach: Reach,
  request: Parameters<typeof signInThroughApi>[0],
): Promise<string | null> {
  if (reach.as === 'visitor') return null;
  if (reach.as === 'demo') return signInThroughApi(request, reach.email);
  return (await createApplicant(request, { type: reach.type, until: reach.until })).token;
}

for (const [app, shots] of Object.entries(SHOTS)) {
  test.describe(app, () => {
    for (const shot of shots as readonly Shot[]) {
      test(shot.name, async ({ browser, request }) => {
        mkdirSync(`${OUT}/${app}`, { recursive: true });
        const token = await tokenFor(shot.reach, request);
        const path = await fillIds(shot.path, request);
        for (const theme of THEMES) {
          const context = await browser.newContext();
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
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          if (shot.before) {
            await shot.before(page);
            await page.waitForLoadState('networkidle');
          }
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: `${OUT}/${app}/${shot.name}.${theme}.png`, fullPage: true });
          await context.close();
        }
      });
    }
  });
}
