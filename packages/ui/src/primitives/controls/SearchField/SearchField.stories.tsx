import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SEARCH_LOADING_TEXT, SearchField } from './SearchField';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const ASSET_SEARCH_DEBOUNCE_MS = 500;
const emptyStateMessages = {
  noAssetsFound: 'No assets found',
};

const meta = {
  title: 'Primitives/Controls/SearchField',
  component: SearchField,
  args: {
    label: 'Search assets',
    placeholder: 'Symbol or name',
    emptyText: emptyStateMessages.noAssetsFound,
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Debounced: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search assets' });
    await userEvent.type(input, 'btc');
    const typedAt = performance.now();
    await pause(ASSET_SEARCH_DEBOUNCE_MS / 2);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), {
      timeout: ASSET_SEARCH_DEBOUNCE_MS * 4,
    });
    await expect(args.onSearch).toHaveBeenCalledWith('btc');
    // Called once for the whole word, not per keystroke, and not before the pause elapsed.
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(ASSET_SEARCH_DEBOUNCE_MS - 50);
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search assets' })).toHaveFocus();
    await userEvent.keyboard('eth{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('eth');
    await pause(ASSET_SEARCH_DEBOUNCE_MS + 100);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'sol' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search assets' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'sol' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /clear/i }));
    await expect(canvas.getByRole('searchbox', { name: 'Search assets' })).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const Loading: Story = {
  args: { defaultValue: 'bt', isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SEARCH_LOADING_TEXT);
  },
};

export const Empty: Story = {
  args: { defaultValue: 'zzz', isEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(emptyStateMessages.noAssetsFound);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search assets' })).toBeDisabled();
  },
};
