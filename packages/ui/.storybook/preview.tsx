import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { waitForAnimations } from 'storybook/preview-api';
import { expect } from 'storybook/test';
import { type ColorMode, setColorMode } from '../src/theme/colorMode';
import '../src/theme';

declare const __CAIRN_STORY_THEME__: ColorMode | undefined;

/** In tests a story renders and plays in the dark mode (the default); else the toolbar decides. */
const testTheme: ColorMode | undefined =
  typeof __CAIRN_STORY_THEME__ === 'undefined' ? undefined : __CAIRN_STORY_THEME__;

interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: Record<string, unknown>;
}

/**
 * The rules whose outcome depends on the colour mode: the light pass checks only these, as the
 * end-to-end suite's does (`e2e/fixtures.ts`); the DOM, and so every other rule's answer, is the
 * very same in both modes, and the dark pass has run them all.
 */
const LIGHT_MODE_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * In tests, after the a11y addon's axe pass in the dark mode, the same story is checked again in
 * the light mode, as it stands after its play function: one render and one play for both modes
 * (the two-project run did everything twice). The addon's own defaults are kept: its story
 * parameters (`a11y.config`, `a11y.options`, `a11y.test`), and the landmark rule off.
 */
const axeInLightMode: NonNullable<Preview['afterEach']> = async ({ parameters, viewMode }) => {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  if (testTheme === undefined || viewMode !== 'story' || a11y.disable === true || a11y.test === 'off') return;
  setColorMode('light');
  try {
    await waitForAnimations();
    const { default: axe } = await import('axe-core');
    axe.reset();
    axe.configure({
      ...a11y.config,
      rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
    });
    const result = await axe.run(
      {
        include: [document.body],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { ...a11y.options, runOnly: { type: 'rule', values: LIGHT_MODE_RULES } },
    );
    const violations = result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    if (a11y.test !== 'todo') await expect(violations, 'axe in the light mode').toEqual([]);
  } finally {
    setColorMode('dark');
  }
};

const withColorMode: Decorator = (Story, context) => {
  const mode: ColorMode = testTheme ?? (context.globals.theme === 'light' ? 'light' : 'dark');
  useLayoutEffect(() => setColorMode(mode), [mode]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withColorMode],
  afterEach: axeInLightMode,
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
    // The sidebar: the introduction first (Storybook opens on it), then the foundations, the
    // primitives and the domain components, each group's pages alphabetical.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Radii and elevation', 'Icons', 'Motion', '*'],
          'Primitives',
          [
            'Foundations',
            'Layout',
            'Controls',
            'Forms',
            'Navigation',
            'Overlays',
            'Feedback',
            'Data',
            'Screens',
            'Templates',
          ],
          'Domain',
        ],
      },
    },
    // Every story is checked with axe; a violation fails its test. In the test run axe collects only
    // violations (its documented `resultTypes`: the passes' node lists are skipped, violations stay
    // complete); the accessibility panel in Storybook's UI still lists passes and incomplete checks.
    a11y: { test: 'error', ...(testTheme === undefined ? {} : { options: { resultTypes: ['violations'] } }) },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
