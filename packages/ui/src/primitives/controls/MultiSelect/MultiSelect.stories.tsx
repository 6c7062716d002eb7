import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect';

const blockchains: MultiSelectOption[] = ['Arbitrum', 'Avalanche', 'Bitcoin', 'Ethereum', 'Solana'].map(
  (name) => ({ id: name, label: name }),
);

interface AssetOption extends MultiSelectOption {
  readonly symbol: string;
  readonly name: string;
}
const assets: AssetOption[] = [
  ['BTC', 'Bitcoin'],
  ['ETH', 'Ethereum'],
  ['SOL', 'Solana'],
  ['LINK', 'Chainlink'],
].map(([symbol = '', name = '']) => ({ id: symbol, label: `${symbol} (${name})`, symbol, name }));

/** Holds the chosen values like a form would. */
function Controlled<T extends MultiSelectOption>(props: MultiSelectProps<T>) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <div style={{ width: '22rem' }}>
      <MultiSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Controls/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Blockchains',
    placeholder: 'Search blockchains',
    options: blockchains,
    value: [],
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Blockchains' });
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.type(input, 'sol');
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('option', { name: 'Solana' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Solana']);
    await expect(within(list).getByRole('option', { name: 'Solana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    const tags = await canvas.findByRole('grid', { name: 'Blockchains: chosen' });
    await expect(within(tags).getByRole('row', { name: 'Solana' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Blockchains' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    // The list stays open: several choices in a row.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Avalanche']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Avalanche', 'Ethereum']);
    // Enter on a checked choice unchecks it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Avalanche']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    // Into the tags: Backspace removes the focused one.
    const tag = within(await canvas.findByRole('grid')).getByRole('row', { name: 'Avalanche' });
    await userEvent.tab();
    await waitFor(() => expect(tag).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: ['Bitcoin', 'Ethereum'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bitcoin' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ethereum']);
    await expect(canvas.queryByRole('row', { name: 'Bitcoin' })).toBeNull();
  },
};

/** The excluded-assets search of the Index Creation Tool: symbol or name, after a 500 ms pause. */
export const DebouncedAssetSearch: Story = {
  args: {
    label: 'Excluded Assets',
    placeholder: 'Search by symbol or name',
    options: assets,
    debounceMs: 500,
    messages: { noMatches: 'No assets found' },
    filter: (option, query) => {
      const { symbol, name } = option as AssetOption;
      const text = query.trim().toLowerCase();
      return symbol.toLowerCase().includes(text) || name.toLowerCase().includes(text);
    },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Excluded Assets' });
    await userEvent.type(input, 'chain');
    const list = await listbox();
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1), { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['LINK']);
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(within(document.body).getByText('No assets found')).toBeVisible(), {
      timeout: 2000,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
  },
};

/** Open, so the a11y check covers the list and its options too. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Blockchains/ }));
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(blockchains.length);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one blockchain' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Blockchains' });
    await expect(canvas.getByText('Choose at least one blockchain')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Choose at least one blockchain');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: ['Solana'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Blockchains' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Solana' })).toBeDisabled();
  },
};
