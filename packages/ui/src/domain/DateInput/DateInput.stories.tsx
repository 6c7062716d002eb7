import { costBasisMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DATE_INPUT_PLACEHOLDER, DateInput } from './DateInput';

const meta = {
  title: 'Domain/DateInput',
  component: DateInput,
  args: { label: 'Purchase Date', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoSlashes: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await expect(input).toHaveAttribute('placeholder', DATE_INPUT_PLACEHOLDER);
    await userEvent.tab();
    await userEvent.keyboard('12');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('12/3');
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('12/31');
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('12/31/2');
    await userEvent.keyboard('023');
    await expect(input).toHaveValue('12/31/2023');
    await expect(args.onChange).toHaveBeenLastCalledWith('12/31/2023');
  },
};

export const StripsNonDigitsAndCapsAtEight: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await userEvent.type(input, '0a1-/0.2x20249999');
    await expect(input).toHaveValue('01/02/2024');
  },
};

export const DeletingKeepsUp: Story = {
  args: { defaultValue: '01022024' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await expect(input).toHaveValue('01/02/2024');
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    // The trailing slash goes with the year's digits: no slash is ever left dangling.
    await expect(input).toHaveValue('01/02');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('01/0');
  },
};

export const PasteIsoLikeText: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await userEvent.click(input);
    await userEvent.paste('07-04-2021');
    await expect(input).toHaveValue('07/04/2021');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '13/45/20', isInvalid: true, errorMessage: costBasisMessages.purchaseDateFormat },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(costBasisMessages.purchaseDateFormat);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '01/02/2024', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Purchase Date' })).toBeDisabled();
  },
};
