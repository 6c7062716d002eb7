import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const polyfill = fileURLToPath(new URL('./node20-polyfill.ts', import.meta.url));

/** Resolve workspace packages to their sources, as the apps and tsc do. */
export const sourceConditions = ['@cairn/source', 'module', 'browser', 'import', 'default'];

/** A Vitest project whose tests run in Node. */
export function nodeProject(name: string, root: string): TestProjectInlineConfiguration {
  return {
    resolve: { conditions: ['@cairn/source'] },
    ssr: { resolve: { conditions: ['@cairn/source'] } },
    test: {
      name,
      root,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      benchmark: { include: ['src/**/*.bench.ts'] },
      setupFiles: [polyfill],
    },
  };
}
