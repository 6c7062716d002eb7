import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, passwordToggleLabels } from './PasswordField';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const passwordMessages = {
  minLength: 'Password must be at least 8 characters',
};

const meta = {
  title: 'Primitives/Controls/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secret#1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Secret#1');

    await userEvent.click(canvas.getByRole('button', { name: passwordToggleLabels.show }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.closest('[data-revealed]')).not.toBeNull();
    await expect(input).toHaveValue('Secret#1');
    await userEvent.click(canvas.getByRole('button', { name: passwordToggleLabels.hide }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: passwordToggleLabels.show });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName(passwordToggleLabels.hide);
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName(passwordToggleLabels.show);
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 'Secret#1', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: passwordToggleLabels.hide })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', isInvalid: true, errorMessage: passwordMessages.minLength },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(passwordMessages.minLength);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secret#1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: passwordToggleLabels.show })).toBeDisabled();
  },
};
