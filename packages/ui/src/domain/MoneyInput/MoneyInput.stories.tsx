import { costBasisMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyInput } from './MoneyInput';

const meta = {
  title: 'Domain/MoneyInput',
  component: MoneyInput,
  args: { label: 'Cost Basis (USD)', onChange: fn() },
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Cost Basis (USD) $' });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234.5');
    await expect(input).toHaveValue('1234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.50');
  },
};

export const BlocksSignsAndExponent: Story = {
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('-e1E+2-');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringContaining('-'));
  },
};

export const TwoDecimalsAtMost: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12.34');
  },
};

export const PasteFormattedAmount: Story = {
  play: async ({ args, canvas }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('-$25,000.5');
    await expect(input).toHaveValue('25,000.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('25000.5');
    await userEvent.tab();
    await expect(input).toHaveValue('25,000.50');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1500' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('1,500.00');
  },
};

/** A form holding the value: the field follows it and reports exact strings. */
export const Controlled: Story = {
  render: function Render(args) {
    const [amount, setAmount] = useState('2500');
    return (
      <div>
        <MoneyInput
          {...args}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            args.onChange?.(next);
          }}
        />
        <output aria-label="Form value">{amount}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveValue('2,500.00');
    await userEvent.clear(input);
    await userEvent.type(input, '.5');
    await expect(canvas.getByLabelText('Form value')).toHaveTextContent('0.5');
    await userEvent.tab();
    await expect(input).toHaveValue('0.50');
    await expect(canvas.getByLabelText('Form value')).toHaveTextContent('0.50');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '0', isInvalid: true, errorMessage: costBasisMessages.costBasisMinimum },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(costBasisMessages.costBasisMinimum);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '100', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
  },
};
