import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { passwordToggleLabels } from '../../controls/PasswordField/PasswordField';
import { FormPasswordField } from './FormPasswordField';

const onSubmit = fn();

// The sign-in form's password rule and words, as an example schema.
const signInMessages = { passwordRequired: 'Password is required' };
const schema = z.object({
  password: z.string().refine((value) => value.trim() !== '', { error: signInMessages.passwordRequired }),
});

const meta = {
  title: 'Primitives/Forms/FormPasswordField',
  component: FormPasswordField,
  args: { name: 'password', label: 'Password' },
  render: (args) => (
    <StoryForm schema={schema} defaultValues={{ password: '' }} onSubmit={onSubmit}>
      <FormPasswordField {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows 'Password is required' and focuses the password, not its toggle. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(signInMessages.passwordRequired)).toBeVisible();
    const password = canvas.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The typed password reaches the form whether it is shown or hidden. */
export const Submits: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Cairn-demo-1!');
    await userEvent.click(canvas.getByRole('button', { name: passwordToggleLabels.show }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'Cairn-demo-1!' }));
  },
};
