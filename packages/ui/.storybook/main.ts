import './typescript5.ts';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * Which props a props table lists: the kit's own and those it inherits from React Aria (`isDisabled`,
 * `isPending`, `onPress`, ...), not the hundreds of DOM and React attributes every element takes.
 */
const REACT_ARIA =
  /[\\/]node_modules[\\/](react-aria-components|react-aria|@react-aria|@react-types|@react-stately)[\\/]/;
/** React Aria's pass-through DOM events and attributes (`onAnimationEnd`, `dir`, ...): 138 rows on Button alone. */
const DOM_PASS_THROUGH = new Set(['GlobalDOMEvents', 'GlobalDOMAttributes']);
const propFilter = (prop: { parent?: { fileName: string; name: string } }) =>
  prop.parent === undefined ||
  !/[\\/]node_modules[\\/]/.test(prop.parent.fileName) ||
  (REACT_ARIA.test(prop.parent.fileName) && !DOM_PASS_THROUGH.has(prop.parent.name));

const ui = fileURLToPath(new URL('..', import.meta.url));

/**
 * react-docgen-typescript documents every exported value with a doc comment as a component, so the
 * docgen plugin set `displayName` and `__docgenInfo` on constants too (`ICON_SIZES`, the variant
 * arrays, the words objects): `Object.entries(ICON_SIZES)` then listed them and the Icon page drew
 * icons sized "ICON_SIZES". This drops the docgen of any export that is not named as a component
 * (PascalCase); React components keep theirs.
 */
// The plugin's output comments each assignment with a TypeScript directive (`// @ts-` + `ignore`);
// matched as "a line comment" here, so this file carries no such directive text itself.
const DOCGEN_BLOCK =
  /try \{\s*\/\/[^\n]*\s*([A-Za-z_$][\w$]*)\.displayName = "[^"]*";\s*\/\/[^\n]*\s*\1\.__docgenInfo = [\s\S]*?\} catch \(__react_docgen_typescript_loader_error\) \{\}/g;
const isComponentName = (name: string) => /^[A-Z]/.test(name) && !/^[A-Z0-9_]+$/.test(name);
const docgenForComponentsOnly = {
  name: 'cairn:docgen-components-only',
  enforce: 'post' as const,
  transform(code: string) {
    if (!code.includes('__react_docgen_typescript_loader_error')) return null;
    return code.replace(DOCGEN_BLOCK, (block, name: string) => (isComponentName(name) ? block : ''));
  },
};

const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The docs pages' container (the toolbar's colour mode), page (usage guidance) and theme: not in
  // the stories' test run, which renders no docs page.
  previewAnnotations: (entries = []) =>
    process.env.VITEST ? entries : [...entries, fileURLToPath(new URL('./docs.tsx', import.meta.url))],
  core: { disableTelemetry: true },
  // Props tables from react-docgen-typescript on TypeScript 5.9 (see `typescript5.ts`): it follows
  // imported types, so unions show their members and React Aria's inherited props are listed.
  typescript: {
    // Stories run as tests without props tables: the TypeScript program would only slow that run.
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: `${ui}tsconfig.json`,
      include: [`${ui}src/**/*.tsx`],
      exclude: [`${ui}src/**/*.stories.tsx`, `${ui}src/**/*.test.tsx`],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter,
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), docgenForComponentsOnly],
      resolve: { conditions: ['@cairn/source'] },
      // The static build's gzip size of every chunk is only printed (and `--quiet` hides it): not
      // computing it spares compressing each chunk once more; the files built are the same.
      build: { reportCompressedSize: false },
      optimizeDeps: {
        include: [
          'echarts/core',
          'echarts/charts',
          'echarts/components',
          'echarts/renderers',
          'echarts-for-react/esm/core',
        ],
      },
    }),
};

export default config;
