import {
  beneficiaryEntrySchema,
  beneficiaryMessages,
  costBasisEntrySchema,
  costBasisMessages,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormQuantityInput } from './FormQuantityInput';

const onSubmit = fn();

const meta = {
  title: 'Domain/Forms/FormQuantityInput',
  component: FormQuantityInput,
  args: { name: 'nativeAmount', label: 'Quantity', suffix: <span>BTC</span> },
  render: (args) => (
    <StoryForm
      schema={costBasisEntrySchema.pick({ nativeAmount: true })}
      defaultValues={{ nativeAmount: '' }}
      onSubmit={onSubmit}
    >
      <FormQuantityInput {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormQuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows 'Native amount is required' and focuses the quantity. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(costBasisMessages.nativeAmountRequired)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: /^Quantity/ })),
    );
  },
};

/** Twelve decimals are kept exactly, as a string. */
export const ExactDecimal: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Quantity/ }), '0.000000000001');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nativeAmount: '0.000000000001' }));
  },
};

/**
 * `toValue` / `toDecimal` hold another value: a beneficiary's allocation is a number, `null` while
 * empty, and the schema's range messages apply to it.
 */
export const AsNumber: Story = {
  args: {
    name: 'allocation',
    label: 'Allocation',
    suffix: <span aria-hidden="true">%</span>,
    toValue: (decimal: string) => (decimal === '' ? null : Number(decimal)),
  },
  render: (args) => (
    <StoryForm
      schema={beneficiaryEntrySchema.pick({ allocation: true })}
      defaultValues={{}}
      onSubmit={onSubmit}
    >
      <FormQuantityInput {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    const allocation = canvas.getByRole('textbox', { name: /^Allocation/ });
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(beneficiaryMessages.allocationRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(allocation));
    await userEvent.type(allocation, '0.5');
    await expect(await canvas.findByText(beneficiaryMessages.allocationMin)).toBeVisible();
    await userEvent.clear(allocation);
    await userEvent.type(allocation, '60');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ allocation: 60 }));
  },
};
