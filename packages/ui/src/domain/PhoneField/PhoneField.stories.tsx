import { mobileNumberMessages, PHONE_COUNTRY_PREFIX, signupMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField } from './PhoneField';

const LABEL = 'Mobile Phone Number*';
const NAME = `${LABEL} ${PHONE_COUNTRY_PREFIX}`;

const meta = {
  title: 'Domain/PhoneField',
  component: PhoneField,
  args: { label: LABEL, onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: NAME });
    await expect(canvas.getByText(PHONE_COUNTRY_PREFIX)).toBeVisible();
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('555a-12b3');
    await expect(input).toHaveValue('555123');
    await expect(args.onChange).toHaveBeenLastCalledWith('555123');
  },
};

export const TruncatesToTenDigits: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: NAME });
    await userEvent.type(input, '555123456789');
    await expect(input).toHaveValue('5551234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('5551234567');
    await expect(args.onChange).toHaveBeenCalledTimes(10);
  },
};

export const PasteFormattedNumber: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: NAME });
    await userEvent.click(input);
    await userEvent.paste('(555) 123-4567 ext 89');
    await expect(input).toHaveValue('5551234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('5551234567');
  },
};

export const Filled: Story = {
  args: { defaultValue: '5551234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('5551234567');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '555123', isInvalid: true, errorMessage: signupMessages.phoneDigits },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: NAME });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(signupMessages.phoneDigits);
  },
};

export const AccountMobileNumber: Story = {
  args: {
    label: 'Mobile Number',
    isRequired: true,
    isInvalid: true,
    errorMessage: mobileNumberMessages.required,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: `Mobile Number ${PHONE_COUNTRY_PREFIX}` });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(mobileNumberMessages.required);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '5551234567', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: NAME })).toBeDisabled();
  },
};
