import './config/node20-polyfill';
import { defineConfig } from 'vitest/config';
import { nodeProject } from './config/vitest.projects';

export default defineConfig({
  test: {
    projects: [
      nodeProject('domain', 'packages/domain'),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.bench.ts', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
