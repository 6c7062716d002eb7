import { defineConfig } from 'tsup';

// One ES module per source file (not one bundle), so an app's bundler keeps only the rules it
// uses: module-level zod schemas are calls a bundler cannot drop from inside a used module.
// Relative imports get their `.js` extensions afterwards (scripts/fix-esm-extensions.mjs).
// Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JS API for tsup's dts).
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts'],
  format: ['esm'],
  target: 'es2022',
  bundle: false,
  dts: false,
  sourcemap: true,
  clean: true,
});
