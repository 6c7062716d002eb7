import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * The kit's Storybook docs pages, built (`npm run build-storybook`), checked in Chromium: axe in
 * both colour modes, the opening page, the props tables, the usage guidance
 * (`packages/ui/.storybook/docs-pages.spec.ts`). The spec serves `storybook-static/` itself on a
 * free port. One worker: the tests share nothing but the build.
 */
export default defineConfig({
  testDir: '../packages/ui/.storybook',
  testMatch: 'docs-pages.spec.ts',
  outputDir: '../test-results/docs-pages',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // Each test opens several docs pages and runs axe twice on each: generous on a busy 2-core machine.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  },
});
