import { costBasisEntrySchema, costBasisMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormMoneyInput } from './FormMoneyInput';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormMoneyInput',
  component: FormMoneyInput,
  args: { name: 'costBasis', label: 'Cost Basis (USD)' },
  render: (args) => (
    <StoryForm
      schema={costBasisEntrySchema.pick({ costBasis: true })}
      defaultValues={{ costBasis: '' }}
      onSubmit={onSubmit}
    >
      <FormMoneyInput {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormMoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Cost Basis \(USD\)/ });

/** Submitting empty shows 'Cost basis is required' and focuses the amount. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(costBasisMessages.costBasisRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(amount(canvas)));
  },
};

/** Zero is refused; an amount reaches the form as an exact decimal string, shown with commas. */
export const MinimumAndSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(amount(canvas), '0');
    await userEvent.tab();
    await expect(await canvas.findByText(costBasisMessages.costBasisMinimum)).toBeVisible();
    await userEvent.clear(amount(canvas));
    await userEvent.type(amount(canvas), '1234.5');
    await userEvent.tab();
    await expect(amount(canvas)).toHaveValue('1,234.50');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ costBasis: '1234.50' }));
  },
};
