import { defineConfig } from 'tsup';

// ESM JavaScript only; declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 has no
// JS API for tsup's dts).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: [/^@cairn\//],
});
