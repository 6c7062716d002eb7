import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// JS to ESM with the kit's vanilla-extract styles extracted into one stylesheet
// (dist/index.css, renamed to dist/styles.css on success) that consumers import once as
// '@cairn/ui/styles.css'. Types come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JS API
// for tsup's dts).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@cairn\//, /^react-aria-components/, /^echarts/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: 'node ../../scripts/rename-css.mjs dist/index.css dist/styles.css',
});
