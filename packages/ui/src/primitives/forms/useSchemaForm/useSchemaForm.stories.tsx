import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Mode } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../../controls/Button/Button';
import { Form } from '../Form/Form';
import { FormTextField } from '../FormTextField/FormTextField';
import { useSchemaForm } from './useSchemaForm';

const onSubmit = fn();

// The admin's waitlist form's rule and words, as an example schema.
const waitlistMessages = { emailRequired: 'Email is required.', emailInvalid: 'Must be an email.' };
const waitlistSchema = z.object({
  email: z.string().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: waitlistMessages.emailRequired });
    else if (!z.regexes.email.test(value))
      ctx.addIssue({ code: 'custom', message: waitlistMessages.emailInvalid });
  }),
});

/** The admin's waitlist form: one email field, validated by its schema. */
function WaitlistForm({ mode }: { mode?: Mode }) {
  const form = useSchemaForm(waitlistSchema, {
    defaultValues: { email: '' },
    ...(mode === undefined ? {} : { mode }),
  });
  return (
    <Form
      form={form}
      onSubmit={({ email }) => onSubmit(email)}
      aria-label="Waitlist email"
      style={{ display: 'grid', gap: 16, width: 420 }}
    >
      <FormTextField name="email" label="Email" type="email" />
      <div>
        <Button type="submit">Get Access Code</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Forms/useSchemaForm',
  render: () => <WaitlistForm />,
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The schema validates from the first blur: leaving the field empty says it is required, a bad
 * email says so while typing, and a valid submit hands over the schema's output.
 */
export const ValidatesFromTheFirstBlur: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await expect(canvas.queryByText(waitlistMessages.emailRequired)).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(waitlistMessages.emailRequired));
    await userEvent.type(email, 'ada');
    await waitFor(() => expect(email).toHaveAccessibleDescription(waitlistMessages.emailInvalid));
    await userEvent.type(email, '@example.com');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(waitlistMessages.emailInvalid));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Access Code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ada@example.com'));
  },
};

/** `options` override the default rhythm: with `mode: 'onSubmit'` a blur says nothing, a submit does. */
export const OptionsOverrideTheMode: Story = {
  render: () => <WaitlistForm mode="onSubmit" />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(canvas.queryByText(waitlistMessages.emailRequired)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Get Access Code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(waitlistMessages.emailRequired));
    await expect(email).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
