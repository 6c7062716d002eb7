import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
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

/**
 * Component pages checked besides the MDX and foundations pages: the docs page's parts (props
 * tables with controls, code blocks, usage cards, many stories on one page) are the same on every
 * component page, and each story's own content is checked with axe in both modes by the stories'
 * test run. One of each kind: a control, an overlay, a data table, a domain component.
 */
const SAMPLE = [
  'primitives-controls-button--docs',
  'primitives-overlays-dialog--docs',
  'primitives-data-table--docs',
  'domain-taxsummary--docs',
];

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
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectAxe(page: Page, label: string, only: 'all' | 'colour') {
  const builder = new AxeBuilder({ page }).include('#storybook-docs');
  const results = await (only === 'all'
    ? builder.withTags(AXE_TAGS)
    : builder.withRules(COLOUR_RULES)
  ).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    label,
  ).toEqual([]);
}

/**
 * Opens a docs page in the preview in a colour mode (the toolbar's global, as the manager passes it
 * when a reader who chose it opens the page) and waits until every story on it has rendered:
 * Storybook renders a docs page's stories as they scroll into view, so each block is scrolled to,
 * then the preview's own renders are waited for (an open dialog's story draws into a portal, so
 * the blocks' content cannot tell).
 */
async function openDocs(page: Page, id: string, theme: 'dark' | 'light' = 'dark') {
  await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}&globals=theme:${theme}`);
  await page.locator('.sbdocs-content').waitFor({ timeout: 30_000 });
  const blocks = page.locator('[data-story-block]');
  const count = await blocks.count();
  for (let i = 0; i < count; i += 1) await blocks.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction((expected) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { storyRenders: { isPending: () => boolean }[] };
      }
    ).__STORYBOOK_PREVIEW__;
    return (
      preview !== undefined &&
      preview.storyRenders.length >= expected &&
      preview.storyRenders.every((render) => !render.isPending())
    );
  }, count);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The docs page's background, as painted. */
const docsBackground = (page: Page) =>
  page.locator('.sbdocs-wrapper').evaluate((element) => getComputedStyle(element).backgroundColor);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * The page in the dark mode with every rule, then in the light mode with the colour rules (the
 * DOM is the same in both: only colours differ).
 */
async function checkBothModes(page: Page, id: string) {
  for (const [theme, background] of [
    ['dark', darkColors.background],
    ['light', lightColors.background],
  ] as const) {
    await openDocs(page, id, theme);
    await expect
      .poll(() => docsBackground(page), `${id}: docs page in the ${theme} mode`)
      .toBe(rgb(background));
    await expect(page.locator('html')).toHaveAttribute('data-cairn-color-mode', theme);
    await expectAxe(page, `axe on ${id}, ${theme}`, theme === 'dark' ? 'all' : 'colour');
  }
}

test('Storybook opens on the introduction', async ({ page }) => {
  // The manager's bundle is Storybook's largest: generous waits on a busy machine.
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(/[?&]path=\/docs\/introduction--docs/, { timeout: 90_000 });
  await expect(
    page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1, name: 'Cairn UI' }),
  ).toBeVisible({ timeout: 90_000 });
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

const mdxPages = () => index().filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'));
const foundations = () =>
  index().filter(
    (entry) =>
      entry.type === 'docs' && entry.title.startsWith('Foundations/') && !entry.importPath.endsWith('.mdx'),
  );

test('the MDX pages pass axe in both modes', async ({ page }) => {
  const pages = mdxPages();
  expect(pages.map((entry) => entry.id)).toContain('introduction--docs');
  for (const entry of pages) await checkBothModes(page, entry.id);
});

test('the foundations pages pass axe in both modes', async ({ page }) => {
  const pages = foundations();
  expect(pages.length).toBeGreaterThanOrEqual(5);
  for (const entry of pages) await checkBothModes(page, entry.id);
});

test('a sample of component pages pass axe in both modes', async ({ page }) => {
  for (const id of SAMPLE) await checkBothModes(page, id);
});
