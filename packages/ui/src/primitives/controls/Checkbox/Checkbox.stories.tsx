import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Checkbox } from './Checkbox';
import { box } from './Checkbox.css';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const signupMessages = {
  termsRequired: 'You must accept the Terms of Use to continue',
};
const tlhMessages = {
  confirmRequired: 'Must confirm TLH settings',
};

const meta = {
  title: 'Primitives/Controls/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the Terms of Use and Privacy Policy', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'I agree to the Terms of Use and Privacy Policy';

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: NAME });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(NAME));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: NAME });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true, description: 'You can read them again from Account.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: NAME });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('You can read them again from Account.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: signupMessages.termsRequired },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: NAME });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(signupMessages.termsRequired);
    await expect(canvas.getByText(signupMessages.termsRequired)).toBeVisible();
  },
};

export const TlhConfirmation: Story = {
  args: {
    children: 'I understand how tax-loss harvesting changes my portfolio',
    isInvalid: true,
    errorMessage: tlhMessages.confirmRequired,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tlhMessages.confirmRequired)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: NAME });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText(NAME), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Forced colours (issue 31): a checked box differs from an unchecked one in more than a background. */
export const ForcedColors: Story = {
  render: (args) => (
    <>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args}>Unchecked</Checkbox>
    </>
  ),
  play: async ({ canvas }) => {
    const boxOf = (name: string) =>
      canvas.getByRole('checkbox', { name }).closest('label')?.querySelector(`.${box}`);
    const checked = boxOf('Checked');
    const unchecked = boxOf('Unchecked');
    if (!checked || !unchecked) throw new Error('no box');
    await expectDrawnApartInForcedColors(checked, unchecked);
  },
};
