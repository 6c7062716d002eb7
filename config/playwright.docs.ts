import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * The kit's Storybook docs pages, built (`npm run build-storybook`), checked in Chromium: every
 * docs page with axe in both colour modes, the toolbar's switch of mode on a docs page, the opening
 * page, the props tables, the usage guidance
 * (`packages/ui/.storybook/docs-pages.spec.ts`). The spec serves `storybook-static/` itself on a
 * free port in each worker. Two workers: the tests share nothing but the build, and the axe check
 * of every page is split in two parts, so it uses both cores once the lane beside it is done.
 */
export default defineConfig({
  testDir: '../packages/ui/.storybook',
  testMatch: 'docs-pages.spec.ts',
  outputDir: '../test-results/docs-pages',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // A test's base budget: the check of every docs page adds an allowance per page to its own.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  },
});
