import './config/node20-polyfill.ts';
import { defineConfig } from 'vitest/config';
import { appsProject, nodeProject, storybookProject, uiProject } from './config/vitest.projects.ts';

export default defineConfig({
  // Read by vanilla-extract's compiler, which loads this file (not the project's config) to run the
  // apps' `.css.ts` files: they import the kit's tokens by package name, from its sources.
  resolve: { conditions: ['@cairn/source'] },
  ssr: { resolve: { conditions: ['@cairn/source', 'node', 'import', 'default'] } },
  test: {
    projects: [
      // Pure functions, no mocks, no module state: no need to import them again for each file.
      nodeProject('domain', 'packages/domain', { isolate: false }),
      nodeProject('api-client', 'packages/api-client'),
      // The app shell's pure helpers (the drafts' storage format, the user-agent check).
      nodeProject('app-shell', 'packages/app-shell'),
      // Every password check is a real scrypt (at the tests' lower cost, still milliseconds, more on a
      // busy machine): a test signing in all the demo users must not fail for the machine's speed.
      nodeProject('sandbox', 'packages/sandbox', { testTimeout: 30_000, isolate: false }),
      uiProject(),
      appsProject(),
      storybookProject(),
    ],
    passWithNoTests: false,
    // Coverage is the domain's gate (>= 95%): run it with `--project domain`; paths are relative to
    // that project's root.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.bench.ts', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage/domain',
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
