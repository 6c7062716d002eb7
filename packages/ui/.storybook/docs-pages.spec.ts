import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { darkColors, lightColors } from '../src/theme/palettes';
import { USAGE, WITHOUT_GUIDANCE } from './usage';

/**
 * The docs pages of the built Storybook (`npm run build-storybook`, `storybook-static/`), served by
 * the spec itself: every MDX page, the foundations and a sample of component pages, each opened in
 * the dark mode (every WCAG A/AA rule) and in the light mode (the colour rules: the DOM is the
 * same), as the stories' own axe passes do. Also: Storybook opens on the introduction, Button's
 * props table lists the react-aria props it inherits and unions by their members, every component
 * page has usage guidance. `npx playwright test -c config/playwright.docs.ts`.
 */

const STATIC_DIR = resolve(process.env.STORYBOOK_STATIC ?? 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

const index = (): IndexEntry[] =>
  Object.values(
    (
      JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as {
        entries: Record<string, IndexEntry>;
      }
    ).entries,
  );

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^[/\\]+/,
      '',
    );
    const file = path === '' ? 'index.html' : path;
    try {
      const body = await readFile(join(STATIC_DIR, file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

/** The WCAG 2.2 A and AA rules, as the end-to-end suite's checks (`e2e/fixtures.ts`). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose answer can change with the colour mode alone (the DOM stays the same). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What the preview window holds: Storybook's preview and channel, axe once injected. */
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string };
    storyRenders: { isPending: () => boolean; canvasElement?: HTMLElement }[];
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: string) => void) => void;
  };
  axe?: typeof axe;
  /** Set by the check on a document, to tell that a mode switch did not reload it. */
  docsCheck?: string;
  /** The last docs page Storybook said it rendered (`docsRendered`), once the check listens. */
  docsRendered?: string;
};

type Mode = 'dark' | 'light';
const BACKGROUND: Record<Mode, string> = { dark: darkColors.background, light: lightColors.background };

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Every wait is bounded; a page that never gets there fails its check with its name and the step. */
const STEP_TIMEOUT_MS = 30_000;

async function step<T>(id: string, what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new Error(`${id}: ${what} (within ${STEP_TIMEOUT_MS / 1000} s): ${(error as Error).message}`);
  }
}

/** What the preview shows now, against what a settled docs page in `mode` shows. */
const previewState = ({ id, mode, background }: { id: string; mode: Mode; background: string }) => {
  const w = window as unknown as PreviewWindow;
  const preview = w.__STORYBOOK_PREVIEW__;
  const wrapper = document.querySelector('.sbdocs-wrapper');
  const blocks = document.querySelectorAll('[data-story-block]').length;
  const state = {
    page: preview?.currentRender?.id ?? 'none',
    document: w.docsCheck ?? 'not the one marked (reloaded?)',
    mode: document.documentElement.getAttribute('data-cairn-color-mode') ?? 'none',
    background: wrapper === null ? 'no docs page' : getComputedStyle(wrapper).backgroundColor,
    storyBlocks: blocks,
    docsRendered: w.docsRendered ?? 'not listened to',
    storiesRendered: preview?.storyRenders.length ?? 0,
    storiesPending: preview?.storyRenders.filter((render) => render.isPending()).length ?? 0,
    // A page left behind: its stories are torn down a moment after the next page is drawn.
    storiesOfAnotherPage:
      preview?.storyRenders.filter((render) => !render.canvasElement?.isConnected).length ?? 0,
  };
  const done =
    state.page === id &&
    (w.docsCheck === undefined || w.docsCheck === id) &&
    (w.docsRendered === undefined || w.docsRendered === id) &&
    state.storiesOfAnotherPage === 0 &&
    state.mode === mode &&
    state.background === background &&
    state.storiesRendered === blocks &&
    state.storiesPending === 0;
  return { done, state };
};

/**
 * Waits until the preview shows docs page `id`, rendered with every story on it, painted in `mode`
 * (`<html>`'s attribute and the docs page's background) and in the document the check marked (a
 * switch of mode must not reload the preview). On time-out, fails naming the page, the step and
 * what the preview showed.
 */
async function settled(page: Page, id: string, mode: Mode, what: string) {
  const expected = { id, mode, background: rgb(BACKGROUND[mode]) };
  try {
    await page.waitForFunction(`(${previewState.toString()})(${JSON.stringify(expected)}).done`, undefined, {
      timeout: STEP_TIMEOUT_MS,
      polling: 'raf',
    });
  } catch (error) {
    const now = await page.evaluate(previewState, expected).then(
      (answer) => answer.state,
      () => 'the preview is gone',
    );
    throw new Error(
      `${id}: ${what}: not done within ${STEP_TIMEOUT_MS / 1000} s; expected ${JSON.stringify(expected)}, the preview showed ${JSON.stringify(now)} (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

/** Opens docs page `id` in the preview in `mode` (the toolbar's global in the address, as the manager passes it). */
async function openDocs(page: Page, id: string, mode: Mode = 'dark') {
  await step(
    id,
    'loading the preview',
    page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}&globals=theme:${mode}`, {
      timeout: STEP_TIMEOUT_MS,
    }),
  );
  await settled(page, id, mode, `showing the page in the ${mode} mode`);
  await page.evaluate((id) => {
    const w = window as unknown as PreviewWindow;
    w.docsCheck = id;
    w.docsRendered = id;
    w.__STORYBOOK_ADDONS_CHANNEL__?.on('docsRendered', (shown: string) => {
      w.docsRendered = shown;
    });
  }, id);
}

/**
 * Switches the mode in place, as the toolbar does (`updateGlobals` on Storybook's channel), and
 * waits until the page is repainted in it without a reload.
 */
async function switchMode(page: Page, id: string, mode: Mode) {
  await page.evaluate((mode) => {
    (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
      globals: { theme: mode },
    });
  }, mode);
  await settled(page, id, mode, `repainting the page in the ${mode} mode in place, without a reload`);
}

/**
 * axe-core run in the page itself, injected once per document (`AxeBuilder.analyze()` injected its
 * source again on every pass and finished each in a new blank page: most of a pass's time), over
 * the docs page; only violations collected (axe's `resultTypes`: violations stay complete).
 */
async function docsViolations(page: Page, id: string, only: 'all' | 'colour'): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as unknown as PreviewWindow).axe?.run === 'function')))
    await page.evaluate(axe.source);
  return step(
    id,
    `axe (${only === 'all' ? 'every rule' : 'the colour rules'})`,
    page.evaluate(
      async ({ tags, rules, only, exclude }) => {
        const results = await (window as unknown as Required<PreviewWindow>).axe.run(
          { include: [['#storybook-docs']], exclude: [[exclude]] },
          {
            runOnly: only === 'all' ? { type: 'tag', values: tags } : { type: 'rule', values: rules },
            resultTypes: ['violations'],
          },
        );
        return results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      },
      { tags: AXE_TAGS, rules: COLOUR_RULES, only, exclude: STORIES },
    ),
  );
}

/**
 * Storybook opens on the introduction. Then the reported bug: on a docs page, the toolbar's switch
 * of mode reloaded the preview (Storybook remounted the page while its stories re-rendered), and
 * the page could come back in the old mode. Each switch must repaint the page in place: the same
 * document, the new mode's colours. One manager load for both (the manager's bundle is Storybook's
 * largest).
 */
test("Storybook opens on the introduction, and the toolbar's switch of mode repaints a docs page in place", async ({
  page,
}) => {
  // Generous waits for the manager on a busy machine.
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(/[?&]path=\/docs\/introduction--docs/, { timeout: 90_000 });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'Cairn UI' })).toBeVisible({ timeout: 90_000 });

  const id = 'primitives-controls-button--docs';
  const frame = () => {
    const found = page.frame({ url: /\/iframe\.html/ });
    if (found === null) throw new Error('no preview frame');
    return found;
  };
  // As a link between pages does (`selectStory` from the preview): the manager shows the page.
  await frame().evaluate((id) => {
    (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('selectStory', {
      storyId: id,
      viewMode: 'docs',
    });
  }, id);
  await expect(page).toHaveURL(new RegExp(`[?&]path=/docs/${id}`), { timeout: STEP_TIMEOUT_MS });
  await expect(preview.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible({
    timeout: STEP_TIMEOUT_MS,
  });
  for (const [from, to] of [
    ['Dark', 'light'],
    ['Light', 'dark'],
  ] as const) {
    const expected = {
      id,
      mode: from === 'Dark' ? 'dark' : 'light',
      background: rgb(BACKGROUND[from === 'Dark' ? 'dark' : 'light']),
    } as const;
    // The page has settled (its stories rendered) before the reader switches.
    await expect
      .poll(
        () =>
          frame()
            .evaluate(previewState, expected)
            .then((answer) => answer.done),
        {
          message: `the docs page before the switch to ${to}`,
          timeout: STEP_TIMEOUT_MS,
        },
      )
      .toBe(true);
    await frame().evaluate((id) => {
      (window as unknown as PreviewWindow).docsCheck = id;
    }, id);
    await page.locator('.sb-bar button', { hasText: from }).click();
    await page.getByText(to === 'light' ? 'Light' : 'Dark', { exact: true }).click();
    const after = { id, mode: to, background: rgb(BACKGROUND[to]) };
    await expect
      .poll(
        () =>
          frame()
            .evaluate(previewState, after)
            .then((answer) => answer.state),
        {
          message: `the docs page after the toolbar's switch to ${to}`,
          timeout: STEP_TIMEOUT_MS,
        },
      )
      .toMatchObject({ page: id, document: id, mode: to, background: after.background });
  }
});

test('every docs page under Primitives and Domain has usage guidance, and every guidance its page', () => {
  const titles = new Set(index().map((entry) => entry.title));
  const components = [...titles].filter((title) => /^(Primitives|Domain)\//.test(title));
  expect(
    components.filter((title) => USAGE[title] === undefined && !WITHOUT_GUIDANCE.includes(title)),
    'pages without usage guidance (.storybook/usage.ts)',
  ).toEqual([]);
  expect(
    Object.keys(USAGE).filter((title) => !titles.has(title)),
    'guidance for pages that do not exist',
  ).toEqual([]);
  for (const [title, guidance] of Object.entries(USAGE))
    for (const [part, text] of Object.entries(guidance))
      expect(text.trim().length, `${title}: ${part}`).toBeGreaterThan(20);
});

test("Button's props table lists the react-aria props it inherits and unions by their members", async ({
  page,
}) => {
  await openDocs(page, 'primitives-controls-button--docs');
  const table = page.locator('.docblock-argstable');
  for (const prop of ['isDisabled', 'isPending', 'onPress', 'variant', 'tone', 'size', 'disabledReason'])
    await expect(table.getByText(prop, { exact: true }).first(), prop).toBeVisible();
  const variant = table.locator('tr', { has: page.getByText('variant', { exact: true }) });
  for (const member of ['"primary"', '"secondary"', '"ghost"']) await expect(variant).toContainText(member);
  await expect(page.locator('#storybook-docs')).not.toContainText('unknown[number]');
  const usage = page.locator('[data-usage-guidance]');
  for (const part of ['When to use', 'When not to use', 'Do', "Don't"])
    await expect(usage.getByRole('heading', { name: part, exact: true })).toBeVisible();
});

test("the MDX pages' links to other pages lead to pages that exist", () => {
  const ids = new Set(index().map((entry) => entry.id));
  const links = index()
    .filter((entry) => entry.importPath.endsWith('.mdx'))
    .flatMap((entry) =>
      [...readFileSync(resolve(entry.importPath), 'utf8').matchAll(/\?path=\/docs\/([\w-]+)/g)].map(
        (match) => `${entry.title} → ${match[1]}`,
      ),
    );
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => !ids.has(link.split(' → ')[1] ?? ''))).toEqual([]);
});

/** The time one docs page, shown and checked in one mode, may add to the test. */
const PAGE_ALLOWANCE_MS = 10_000;

/** The stories' own roots on a docs page: each story is checked by the stories' own test run. */
const STORIES = '.sb-story';

/**
 * Shows docs page `id` in the preview already loaded, as the manager's sidebar does
 * (`setCurrentStory` on Storybook's channel), and waits until it is shown, rendered and in `mode`
 * in the same document. The previous page's stories have all rendered (`settled`): Storybook
 * reloads the preview when a page is left while one of its stories is still rendering.
 */
async function showDocs(page: Page, id: string, mode: Mode) {
  await page.evaluate((id) => {
    const w = window as unknown as PreviewWindow;
    w.docsCheck = id;
    w.docsRendered = 'none yet';
    w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  }, id);
  await settled(page, id, mode, `showing the page in place in the ${mode} mode`);
}

/**
 * Every docs page (the MDX pages, the foundations, every component's page) in both modes, in one
 * loaded preview: each page is shown in place, as the sidebar does, checked with every WCAG A/AA
 * rule in the mode it opens in, then switched to the other mode in place, as the toolbar does (it
 * must repaint without reloading the preview), and checked with the colour rules (the DOM is the
 * same). Pages open in the mode the previous one was left in, so the modes alternate. The stories
 * on the pages are left out of axe (the stories' own run checks each in both modes): what is checked
 * is what the docs page adds. All violations are listed at the end.
 */
test('the docs pages are all there: the introduction, the foundations, every component', () => {
  const pages = index().filter((entry) => entry.type === 'docs');
  expect(pages.map((entry) => entry.id)).toContain('introduction--docs');
  expect(pages.filter((entry) => /^(Primitives|Domain)\//.test(entry.title)).length).toBeGreaterThan(100);
  expect(pages.filter((entry) => entry.title.startsWith('Foundations/')).length).toBeGreaterThanOrEqual(5);
});

/**
 * The pages in two halves (the first and the second half, in the sidebar's order), one test each,
 * so the two workers check them at the same time (one preview each).
 */
const AXE_PARTS = 2;
for (let part = 0; part < AXE_PARTS; part += 1)
  test(`every docs page passes axe in both modes (part ${part + 1} of ${AXE_PARTS})`, async ({ page }) => {
    const all = index().filter((entry) => entry.type === 'docs');
    const size = Math.ceil(all.length / AXE_PARTS);
    const pages = all.slice(part * size, (part + 1) * size);
    expect(pages.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let mode: Mode = 'dark';
    for (const [n, entry] of pages.entries()) {
      // Each page adds its allowance to the test's budget (a fraction of a second idle).
      test.info().setTimeout(test.info().timeout + PAGE_ALLOWANCE_MS);
      if (n === 0) await openDocs(page, entry.id, mode);
      else await showDocs(page, entry.id, mode);
      for (const violation of await docsViolations(page, entry.id, 'all'))
        problems.push(`${entry.id}, ${mode}: ${violation}`);
      mode = mode === 'dark' ? 'light' : 'dark';
      await switchMode(page, entry.id, mode);
      for (const violation of await docsViolations(page, entry.id, 'colour'))
        problems.push(`${entry.id}, ${mode}: ${violation}`);
    }
    expect(problems).toEqual([]);
  });
