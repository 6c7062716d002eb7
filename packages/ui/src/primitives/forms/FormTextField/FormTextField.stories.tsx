import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormTextField } from './FormTextField';

const onSubmit = fn();

// The sign-in form's email rule and words, as an example schema.
const signInMessages = { emailRequired: 'Email is required', emailInvalid: 'Email must be a valid email' };
const schema = z.object({
  email: z.string().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: signInMessages.emailRequired });
    else if (!z.regexes.email.test(value))
      ctx.addIssue({ code: 'custom', message: signInMessages.emailInvalid });
  }),
});

const meta = {
  title: 'Primitives/Forms/FormTextField',
  component: FormTextField,
  args: { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  render: (args) => (
    <StoryForm schema={schema} defaultValues={{ email: '' }} onSubmit={onSubmit}>
      <FormTextField {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows the schema's message and focuses the field. */
export const Required: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(signInMessages.emailRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(email));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(signInMessages.emailRequired);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** In `onTouched` mode the message shows on blur, then follows every keystroke. */
export const ValidatedOnBlur: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'jane@');
    await expect(canvas.queryByText(signInMessages.emailInvalid)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(signInMessages.emailInvalid)).toBeVisible();
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(canvas.queryByText(signInMessages.emailInvalid)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com' }));
  },
};

/** `normalize` rewrites what is typed before the form keeps it (here: digits only). */
export const Normalized: Story = {
  args: {
    name: 'email',
    label: 'Digits',
    type: 'text',
    normalize: (text: string) => text.replace(/\D/g, ''),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Digits' });
    await userEvent.type(field, 'a1b2c3');
    await expect(field).toHaveValue('123');
  },
};
