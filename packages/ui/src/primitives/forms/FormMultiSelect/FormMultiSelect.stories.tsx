import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormMultiSelect } from './FormMultiSelect';

const onSubmit = fn();
const blockchains = ['Bitcoin', 'Ethereum', 'Solana', 'Avalanche'].map((name) => ({ id: name, label: name }));
// The story's own rule: the admin forms' lists are optional, this one shows a list in error.
const CHOOSE_ONE = 'Choose at least one blockchain';

const meta = {
  title: 'Primitives/Forms/FormMultiSelect',
  component: FormMultiSelect,
  args: { name: 'blockchains', label: 'Blockchains', placeholder: 'Search', options: blockchains },
  render: (args) => (
    <StoryForm
      schema={z.object({ blockchains: z.array(z.string()).min(1, { error: CHOOSE_ONE }) })}
      defaultValues={{ blockchains: [] }}
      onSubmit={onSubmit}
    >
      <FormMultiSelect {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Submitting with none chosen shows the message and focuses the search box. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(CHOOSE_ONE)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('combobox', { name: 'Blockchains' })),
    );
  },
};

/** The chosen ids are the value; a choice clears the message at once. */
export const Submits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(CHOOSE_ONE)).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Blockchains' }), 'sol');
    await userEvent.click(await body.findByRole('option', { name: 'Solana' }));
    await waitFor(() => expect(canvas.queryByText(CHOOSE_ONE)).toBeNull());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ blockchains: ['Solana'] }));
  },
};
