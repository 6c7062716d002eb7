import { signupMessages, signupPhoneSchema } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormPhoneField } from './FormPhoneField';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormPhoneField',
  component: FormPhoneField,
  args: { name: 'phoneNumber', label: 'Mobile Phone Number' },
  render: (args) => (
    <StoryForm
      schema={z.object({ phoneNumber: signupPhoneSchema })}
      defaultValues={{ phoneNumber: '' }}
      onSubmit={onSubmit}
    >
      <FormPhoneField {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Mobile Phone Number/ });

/** Submitting empty shows 'Phone number is required' and focuses the number. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(signupMessages.phoneRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(phone(canvas)));
  },
};

/** Too few digits shows the digits message; ten digits (pasted with punctuation) are submitted. */
export const DigitsAndSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(phone(canvas), '555123');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(signupMessages.phoneDigits)).toBeVisible();
    await userEvent.clear(phone(canvas));
    await userEvent.paste('(555) 123-4567');
    await expect(phone(canvas)).toHaveValue('5551234567');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phoneNumber: '5551234567' }));
  },
};
