import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormNumberField } from './FormNumberField';

const onSubmit = fn();

// An index weight's rule and words in the admin's model form, as an example schema.
const modelFormMessages = {
  weightRequired: 'Weight is required',
  weightAboveZero: 'Weight must be greater than 0',
  weightAtMost100: 'Weight must be less than 100',
};
const schema = z.object({
  weight: z
    .number({ error: modelFormMessages.weightRequired })
    .gt(0, { error: modelFormMessages.weightAboveZero })
    .lte(100, { error: modelFormMessages.weightAtMost100 }),
});

const meta = {
  title: 'Primitives/Forms/FormNumberField',
  component: FormNumberField,
  args: { name: 'weight', label: 'Weight', showSteppers: false },
  render: (args) => (
    <StoryForm schema={schema} defaultValues={{}} onSubmit={onSubmit}>
      <FormNumberField {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty is `null`, never NaN: the schema's required message shows and the input is focused. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(modelFormMessages.weightRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Weight' })));
  },
};

/** A number out of range shows the schema's message; a valid one is submitted as a number. */
export const RangeAndSubmit: Story = {
  play: async ({ canvas }) => {
    const weight = canvas.getByRole('textbox', { name: 'Weight' });
    await userEvent.type(weight, '150');
    await userEvent.tab();
    await expect(await canvas.findByText(modelFormMessages.weightAtMost100)).toBeVisible();
    await userEvent.clear(weight);
    await userEvent.type(weight, '12.5');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(modelFormMessages.weightAtMost100)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ weight: 12.5 }));
  },
};
