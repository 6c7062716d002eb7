import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormChoiceCards } from './FormChoiceCards';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const fiatWithdrawalTexts = {
  bankAccount: 'Bank account',
  bankAccountDescription: 'A checking or savings account in your name at a US bank.',
  brokerageAccount: 'Brokerage account',
  brokerageAccountDescription: 'An account in your name at a US brokerage, paid through its bank.',
  methodTitle: 'Withdrawal Request: indicate the type of account your funds will be wired to',
};

const onSubmit = fn();
const REQUIRED = 'Please choose the type of account';

const meta = {
  title: 'Primitives/Forms/FormChoiceCards',
  component: FormChoiceCards,
  args: {
    name: 'method',
    label: fiatWithdrawalTexts.methodTitle,
    options: [
      {
        value: 'BANK',
        title: fiatWithdrawalTexts.bankAccount,
        description: fiatWithdrawalTexts.bankAccountDescription,
      },
      {
        value: 'BROKERAGE',
        title: fiatWithdrawalTexts.brokerageAccount,
        description: fiatWithdrawalTexts.brokerageAccountDescription,
      },
    ],
  },
  render: (args) => (
    <StoryForm
      schema={z.object({ method: z.enum(['BANK', 'BROKERAGE'], { error: REQUIRED }) })}
      defaultValues={{}}
      onSubmit={onSubmit}
    >
      <FormChoiceCards {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormChoiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting with no card chosen shows the message and focuses the first card. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(REQUIRED)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: fiatWithdrawalTexts.bankAccount })).toHaveFocus(),
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Arrows choose a card; the form holds its value. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: fiatWithdrawalTexts.bankAccount })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: fiatWithdrawalTexts.brokerageAccount })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ method: 'BROKERAGE' }));
  },
};
