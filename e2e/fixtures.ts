import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { startGateway } from './support/gateway';

/** The first worker's gateway port; worker n uses the port n above it. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4199);

/**
 * `consoleErrors`: console errors and uncaught page errors seen during a test; the fixture fails the
 * test on any. `cspViolations` (automatic, every test): each `securitypolicyviolation` event of
 * every page and frame, recorded from before the page's own scripts run; the test fails on any, so
 * no route may trip the strict CSP (an eval probe, an inline style, a foreign origin).
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }, { gatewayUrl: string }>(
  {
    // Every worker runs its own gateway and sandbox (built apps, fresh seeded state): workers share
    // nothing, so files run in parallel without seeing each other's changes.
    gatewayUrl: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
      async ({}, use, workerInfo) => {
        const gateway = await startGateway(BASE_PORT + workerInfo.parallelIndex);
        await use(gateway.url);
        await gateway.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ gatewayUrl }, use) => {
      await use(gatewayUrl);
    },
    consoleErrors: async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    cspViolations: [
      async ({ page }, use) => {
        const violations: string[] = [];
        await page.exposeFunction('__cairnCspViolation', (violation: string) => {
          violations.push(violation);
        });
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as { __cairnCspViolation: (text: string) => void })
              .__cairnCspViolation;
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
                (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
            );
          });
        });
        await use(violations);
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      },
      { auto: true },
    ],
  },
);

export { expect };

/** The time one axe pass may add to a test (see `expectAxeClean`). */
export const AXE_PASS_ALLOWANCE_MS = 15_000;

export type ColorMode = 'dark' | 'light';

/**
 * Switches the page's colour mode in place, as the kit's colour-mode switch does (`setColorMode`:
 * the class on `<html>`, `color-scheme`, and localStorage `theme` for the next load); the charts
 * follow through their observer. No reload: the page keeps its state (an open dialog stays open),
 * so a check sees what the user sees after toggling the mode.
 */
export async function switchColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.evaluate((m) => {
    const root = document.documentElement;
    root.classList.toggle('cairn-light', m === 'light');
    root.style.colorScheme = m;
    window.localStorage.setItem('theme', m);
  }, mode);
}

/** The page's colour mode now. */
async function colorModeOf(page: Page): Promise<ColorMode> {
  return page.evaluate(() => (document.documentElement.classList.contains('cairn-light') ? 'light' : 'dark'));
}

/** axe-core as the page sees it once injected. */
type AxeWindow = { axe?: typeof axe };

/** The WCAG 2.2 A and AA rules every check runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose result can change with the colour mode alone. Switched in place, the page's DOM,
 * names, roles, focus order and sizes stay as they were; only colours change, so the second mode
 * needs only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * One axe pass over the page as it is, in its current mode; expects no violations. Each pass adds
 * its own allowance to the test's timeout, so a test's budget grows with the pages it checks instead
 * of each test guessing a total.
 *
 * axe-core runs in the page itself (`axe.run`), injected once per document: `AxeBuilder.analyze()`
 * injected its 500 KB source again on every pass and finished each run in a new blank page, about
 * two thirds of a pass's time (a pass: 450 → about 150 ms). Our pages have no cross-origin frames, so
 * nothing is lost; only violations are collected (axe's `resultTypes`, violations stay complete).
 */
async function expectAxePass(page: Page, label: string, only: 'all' | 'colour'): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_PASS_ALLOWANCE_MS);
  if (!(await page.evaluate(() => typeof (window as unknown as AxeWindow).axe?.run === 'function')))
    await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, rules, only }) => {
      // With a modal open, React Aria hides the page behind it from assistive technology and the
      // keyboard (`ariaHideOutside`: the body's other children get aria-hidden or inert), and the
      // page is checked in its own state: axe leaves those hidden children out and checks what is
      // perceivable (the modal, the toasts). Nothing is left out when no modal is open.
      const modalOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      const behind = modalOpen
        ? [...document.body.children].filter((node) => node.matches('[aria-hidden="true"], [inert]'))
        : [];
      for (const node of behind) node.setAttribute('data-axe-behind-modal', '');
      try {
        const results = await (window as unknown as Required<AxeWindow>).axe.run(
          behind.length > 0 ? { exclude: [['[data-axe-behind-modal]']] } : document,
          {
            runOnly: only === 'all' ? { type: 'tag', values: tags } : { type: 'rule', values: rules },
            resultTypes: ['violations'],
          },
        );
        return results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      } finally {
        for (const node of behind) node.removeAttribute('data-axe-behind-modal');
      }
    },
    { tags: AXE_TAGS, rules: COLOUR_RULES, only },
  );
  expect(violations, label).toEqual([]);
}

/**
 * axe on the page as it is (once its reads have settled; an open dialog, a message, a popup
 * included) in both colour modes, switched in place: a state reached once is checked in dark and in
 * light, without reloading (a reload per mode made three loads per route, most of the suite's axe
 * time). Every WCAG A/AA rule runs in the mode the page is in, the colour rules again in the other.
 * The page ends in the mode it started in. `label` names the state in a failure (default: the path).
 */
export async function expectAxeClean(page: Page, label?: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const what = label ?? new URL(page.url()).pathname;
  const start = await colorModeOf(page);
  const other: ColorMode = start === 'dark' ? 'light' : 'dark';
  await expectAxePass(page, `axe on ${what}, ${start}`, 'all');
  await switchColorMode(page, other);
  await expectAxePass(page, `axe on ${what}, ${other}`, 'colour');
  await switchColorMode(page, start);
}
