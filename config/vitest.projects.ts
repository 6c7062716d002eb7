import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './chromium.mjs';

const polyfill = fileURLToPath(new URL('./node20-polyfill.ts', import.meta.url));
const appsSetup = fileURLToPath(new URL('./apps-test-setup.ts', import.meta.url));
const repo = fileURLToPath(new URL('../', import.meta.url));
const browserSetup = fileURLToPath(new URL('../packages/ui/.storybook/vitest.setup.ts', import.meta.url));
/**
 * Where the packages really are: the repository's `node_modules`, or the one its entries link to (a
 * git worktree sharing another checkout's modules). The browser projects' server may read both.
 */
const modules = dirname(realpathSync(`${repo}node_modules/vitest`));
const fs = { allow: [repo, modules] };

/** Workspace packages resolve to their sources, as in the apps and tsc. */
const resolve = { conditions: ['@cairn/source', 'browser', 'module', 'import', 'default'] };

/**
 * A Vitest project whose tests run in Node. `isolate: false` for a project whose modules hold no
 * state and whose tests mock nothing (the domain): test files then share the workers' imports
 * instead of importing everything again per file (domain alone 36 → 6 s).
 */
export function nodeProject(
  name: string,
  root: string,
  { isolate = true, testTimeout }: { isolate?: boolean; testTimeout?: number } = {},
): TestProjectInlineConfiguration {
  return {
    resolve: { conditions: ['@cairn/source'] },
    ssr: { resolve: { conditions: ['@cairn/source', 'node', 'import', 'default'] } },
    test: {
      name,
      root: `${repo}${root}`,
      environment: 'node',
      isolate,
      ...(testTimeout === undefined ? {} : { testTimeout }),
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      benchmark: { include: ['src/**/*.bench.ts'] },
      setupFiles: [polyfill],
      // The sandbox's password checks at a sixteenth of their default work (`core/secrets.ts`).
      env: { SANDBOX_PASSWORD_COST: '10' },
    },
  };
}

// A factory, not a shared object: sharing one browser config between projects garbles labels.
const browser = (extraArgs: readonly string[] = []) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { ...chromiumLaunchOptions(), args: [...chromiumLaunchOptions().args, ...extraArgs] },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
  // Three browser projects start their Chromium sessions at once: on a busy 2-core machine a session
  // took over Vitest's default 60 s to connect and the whole stage failed with no test run. A long
  // wait costs nothing when the machine is quiet.
  connectTimeout: 300_000,
});

const optimizeDeps = {
  // Pre-bundled up front, or the first browser run discovers them and reloads mid-test.
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    // The layout's Box (sprinkles): discovered mid-run it reloads the page and every story file fails.
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-aria-components',
    // @cairn/domain's dependencies, discovered late otherwise.
    'big.js',
    'zod',
    // The charts' echarts modules: optimised mid-run they load twice and break the first run.
    'echarts/core',
    'echarts/charts',
    'echarts/components',
    'echarts/renderers',
    'echarts-for-react/esm/core',
    'react-hook-form',
    'axe-core',
    '@hookform/resolvers/zod',
  ],
};

/** The kit's component tests (`*.test.tsx`), in Chromium. */
export function uiProject(): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    resolve,
    optimizeDeps,
    test: {
      name: 'ui',
      root: `${repo}packages/ui`,
      include: ['src/**/*.test.tsx'],
      setupFiles: [polyfill],
      browser: browser(),
    },
  };
}

/**
 * The apps' component tests (`*.test.tsx` under `apps/<app>/src`), in Chromium: a flow's pages and
 * widgets rendered with the real hooks and the api-client's shared client given a stub `fetch`
 * (`apps/testing/`), so each test stands on the contract, not on mocked hooks.
 */
export function appsProject(): TestProjectInlineConfiguration {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    resolve,
    optimizeDeps: {
      ...optimizeDeps,
      include: [...optimizeDeps.include, 'swr', 'wouter', 'wouter/memory-location'],
    },
    // The theme's fonts are read from the modules' real folder (a worktree's links lead there).
    server: { fs },
    test: {
      name: 'apps',
      root: `${repo}apps`,
      include: ['*/src/**/*.test.{ts,tsx}'],
      setupFiles: [polyfill, appsSetup],
      // A screen waits on the app's code, its stubbed reads and its toasts: on a busy 2-core machine
      // that can take seconds, so a check waits generously (it passes as soon as it holds).
      expect: { poll: { timeout: 15_000 } },
      // A flow test makes a dozen round trips and checks; Vitest's 15 s default for browser tests
      // ran out mid-check once on a busy machine (the check itself still had time), so a flow gets
      // a minute. A hung test still fails, just later.
      testTimeout: 60_000,
      browser: browser(['--force-prefers-reduced-motion']),
    },
  };
}

/**
 * Every Storybook story as a test in Chromium: rendered and played in the dark mode with the a11y
 * addon's axe check, then checked with axe again in the light mode (`.storybook/preview.tsx`).
 */
export function storybookProject(): TestProjectInlineConfiguration {
  const theme = 'dark';
  return {
    plugins: [storybookTest({ configDir: `${repo}packages/ui/.storybook` })],
    resolve,
    server: { fs },
    optimizeDeps,
    define: { __CAIRN_STORY_THEME__: JSON.stringify(theme) },
    test: {
      name: 'storybook',
      root: `${repo}packages/ui`,
      // The MDX pages (introduction, foundations) are docs, not stories: checked with axe by the
      // docs step (`.storybook/docs-pages.spec.ts`), not counted here as empty, skipped test files.
      exclude: ['**/node_modules/**', '**/*.mdx'],
      setupFiles: [polyfill, browserSetup],
      // One page per worker for all its story files (Vitest's `isolate: false` in the browser): a
      // fresh iframe per file evaluated React, React Aria, the kit and the preview again for each of
      // the 122 files. A file's stories already share their page (each story is rendered into a
      // cleaned canvas, its colour mode set by the preview's decorator), so another file's stories
      // sharing it too changes nothing they see; no story mocks a module or fakes timers. A sample
      // of 20 files: 64 and 77 s → 45 and 42 s, alternated on the same load.
      isolate: false,
      // Under reduced motion, as the e2e suite: no play function or axe pass waits on a fade (a
      // third faster); the Motion story reads the preference, and the ui project tests motion itself.
      browser: browser(['--force-prefers-reduced-motion']),
      // ~650 stories per theme drive a real browser on a shared 2-core machine: one retry absorbs a
      // missed animation frame; config/retry-reporter.ts names every test that needed it.
      retry: 1,
    },
  };
}
