import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormCheckbox } from './FormCheckbox';

const onSubmit = fn();

// The tax-loss harvesting confirmation's rule and words, as an example schema.
const tlhMessages = { confirmRequired: 'Must confirm TLH settings' };
const tlhConfirmationSchema = z.object({
  acknowledged: z.boolean().refine((checked) => checked, { error: tlhMessages.confirmRequired }),
});

const meta = {
  title: 'Primitives/Forms/FormCheckbox',
  component: FormCheckbox,
  args: { name: 'acknowledged', children: 'I confirm my tax-loss harvesting settings' },
  render: (args) => (
    <StoryForm schema={tlhConfirmationSchema} defaultValues={{ acknowledged: false }} onSubmit={onSubmit}>
      <FormCheckbox {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting unchecked shows 'Must confirm TLH settings' and focuses the checkbox. */
export const MustBeChecked: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(tlhMessages.confirmRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(checkbox));
    await expect(checkbox).toHaveAccessibleDescription(tlhMessages.confirmRequired);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ acknowledged: true }));
  },
};
