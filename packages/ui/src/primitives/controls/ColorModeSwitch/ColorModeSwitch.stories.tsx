import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { COLOR_MODE_STORAGE_KEY, getColorMode, LIGHT_CLASS, setColorMode } from '../../../theme/colorMode';
import { ColorModeSwitch } from './ColorModeSwitch';

const NAME = 'Dark theme';

const meta = {
  title: 'Primitives/Controls/ColorModeSwitch',
  component: ColorModeSwitch,
  args: { children: NAME },
} satisfies Meta<typeof ColorModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounts the story in `mode`, as if remembered from an earlier visit, and restores the mode after. */
const rememberedMode = (mode: 'dark' | 'light') => () => {
  const started = getColorMode();
  setColorMode(mode);
  return () => setColorMode(started);
};

/** On in the dark theme; off switches the page to light and remembers it, on brings dark back. */
export const Toggles: Story = {
  beforeEach: rememberedMode('dark'),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText(NAME));
    await expect(toggle).not.toBeChecked();
    await expect(document.documentElement).toHaveClass(LIGHT_CLASS);
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    await userEvent.click(canvas.getByText(NAME));
    await expect(toggle).toBeChecked();
    await expect(document.documentElement).not.toHaveClass(LIGHT_CLASS);
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  },
};

/** It reads the remembered mode when it mounts: off in the light theme. */
export const StartsFromTheRememberedMode: Story = {
  beforeEach: rememberedMode('light'),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: NAME });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(document.documentElement).not.toHaveClass(LIGHT_CLASS);
  },
};
