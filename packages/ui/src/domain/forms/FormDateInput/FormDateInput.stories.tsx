import { costBasisEntrySchema, costBasisMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormDateInput } from './FormDateInput';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormDateInput',
  component: FormDateInput,
  args: { name: 'purchaseDate', label: 'Purchase Date' },
  render: (args) => (
    <StoryForm
      schema={costBasisEntrySchema.pick({ purchaseDate: true })}
      defaultValues={{ purchaseDate: '' }}
      onSubmit={onSubmit}
    >
      <FormDateInput {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormDateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows 'Purchase date is required' and focuses the date. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(costBasisMessages.purchaseDateRequired)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Purchase Date' })),
    );
  },
};

/** A month 13 is refused with the format message; a real date is submitted as typed. */
export const FormatAndSubmit: Story = {
  play: async ({ canvas }) => {
    const date = canvas.getByRole('textbox', { name: 'Purchase Date' });
    await userEvent.type(date, '13012024');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(costBasisMessages.purchaseDateFormat)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(date));
    await userEvent.clear(date);
    await userEvent.type(date, '01152024');
    await expect(date).toHaveValue('01/15/2024');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ purchaseDate: '01/15/2024' }));
  },
};
