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

const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
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
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@cairn/source'] },
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
