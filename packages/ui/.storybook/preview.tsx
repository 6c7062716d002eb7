import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { type ColorMode, setColorMode } from '../src/theme/colorMode';
import '../src/theme';

declare const __CAIRN_STORY_THEME__: ColorMode | undefined;

/** In tests the colour mode comes from the Vitest project (dark and light runs); else the toolbar. */
const testTheme: ColorMode | undefined =
  typeof __CAIRN_STORY_THEME__ === 'undefined' ? undefined : __CAIRN_STORY_THEME__;

const withColorMode: Decorator = (Story, context) => {
  const mode: ColorMode = testTheme ?? (context.globals.theme === 'light' ? 'light' : 'dark');
  useLayoutEffect(() => setColorMode(mode), [mode]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withColorMode],
  initialGlobals: { theme: 'dark' },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'centered',
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
