import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

// The kit's style files in a fixed order (sorted paths): a file's place in it names its classes.
const styleFiles = (readdirSync('src', { recursive: true }) as string[])
  .map((path) => `src/${path.replaceAll('\\', '/')}`)
  .filter((path) => path.endsWith('.css.ts'))
  .sort();

/**
 * Class and variable names: the style file's place in the sorted list (a letter and a base-36
 * digit) and vanilla-extract's count within the file (`a7c`), instead of its `short` hash of the file's
 * path and the count (`_1spio9f3`). As stable as the hash (the same in both builds below) and
 * unique in the kit; random hashes compress badly, so this is about 0.5 KB gzip of the kit's code.
 * The first letter is a capital: a lower-case name could spell a consumer's own class (a file's
 * 24th style at place 65 would be `btn`, Bootstrap's button), a capital matches none of the usual
 * conventions (lower-case utilities and BEM, prefixed component libraries), at no cost in size.
 */
// vanilla-extract's own file hash (its `short` names are this hash and the count in the file).
const fileHash: (text: string) => string = createRequire(import.meta.url)('@emotion/hash').default;
const identifiers = (scope: { hash: string; filePath: string; packageName?: string | undefined }): string => {
  const { hash, filePath, packageName } = scope;
  const place = styleFiles.indexOf(filePath.replace(/^\.\//, ''));
  const prefix = fileHash(packageName ? `${packageName}${filePath}` : filePath);
  if (place < 0 || place >= 26 * 36 || !hash.startsWith(prefix))
    return /^[0-9]/.test(hash) ? `_${hash}` : hash;
  return `${(10 + Math.floor(place / 36)).toString(36).toUpperCase()}${(place % 36).toString(36)}${hash.slice(prefix.length)}`;
};

// Everything the kit imports at run time stays an import: the consumer's bundler resolves it once.
const external: NonNullable<Options['external']> = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  /^@cairn\//,
  /^react-aria-components/,
  /^echarts/,
  /^react-hook-form/,
  /^@hookform\//,
  /^zod/,
  /^@vanilla-extract\//,
];

const common: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: false,
  clean: false,
  external,
  // Class names are hashes of file and position: the same in both builds below.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers })],
};

// Two builds of the same sources (`dist` is emptied by the package's build script first):
// 1. the stylesheet: the whole kit bundled once, so its CSS comes out complete and in import
//    order (reset, theme, components) as one file, `@cairn/ui/styles.css`; its JS is discarded.
//    The barrel has no side effects, so the theme entry is injected ahead of it;
// 2. the modules: one ES module per component with shared code split into chunks, so an app's
//    bundler keeps only the components it imports (module-level recipe calls cannot be dropped
//    from inside a used bundle). Their per-module CSS is discarded: styles.css has it all.
// Types come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JS API for tsup's dts).
export default defineConfig([
  {
    ...common,
    entry: { styles: 'src/index.ts' },
    inject: ['src/theme.ts'],
    outDir: 'dist/.styles',
    sourcemap: false,
  },
  {
    ...common,
    entry: [
      'src/index.ts',
      'src/style.ts',
      'src/theme/*.ts',
      'src/primitives/**/*.{ts,tsx}',
      'src/domain/**/*.{ts,tsx}',
      'src/subpaths/*.ts',
      '!src/**/*.css.ts',
      '!src/**/*.stories.tsx',
      '!src/**/*.test.{ts,tsx}',
    ],
    splitting: true,
    treeshake: false,
    sourcemap: true,
  },
]);
