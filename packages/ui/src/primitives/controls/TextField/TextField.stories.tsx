import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const signupMessages = {
  firstNameRequired: 'First name is required',
};

const meta = {
  title: 'Primitives/Controls/TextField',
  component: TextField,
  args: { label: 'Legal First Name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Jane' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Legal First Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The box draws the focus ring from CSS alone (`:has(:focus-visible)`), with no react-aria Group.
    await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Ada Lovelace', description: 'As it appears on your ID.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Legal First Name' });
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(input).toHaveAccessibleDescription('As it appears on your ID.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: signupMessages.firstNameRequired },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Legal First Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(signupMessages.firstNameRequired);
    await expect(canvas.getByText(signupMessages.firstNameRequired)).toBeVisible();
  },
};

export const WithPrefix: Story = {
  args: { label: 'Amount', prefix: '$', defaultValue: '25' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount $' })).toHaveValue('25');
  },
};

/** A unit inside the field, read with the label; `size="xs"` caps the field's box at about 120 px. */
export const WithUnitAndSize: Story = {
  args: { label: 'Drift Threshold', suffix: '%', size: 'xs', defaultValue: '5' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Drift Threshold %' });
    await expect(input).toHaveValue('5');
    await expect(canvas.getByText('%')).toBeVisible();
    await expect(input.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(120);
  },
};

/** `rows`: a multi-line field for prose (an index's About, a model's Objective). */
export const MultiLine: Story = {
  args: { label: 'About', rows: 3 },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'About' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '3');
    await userEvent.type(area, 'Weights follow{Enter}the market');
    await expect(args.onChange).toHaveBeenLastCalledWith('Weights follow\nthe market');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Legal First Name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
