import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { US_STATES } from '../../../../.storybook/exampleStates';
import { Select } from './Select';

const states = US_STATES.map((state) => ({ id: state.code, label: state.name }));
const stateRequired = 'State is required';

const meta = {
  title: 'Primitives/Controls/Select',
  component: Select,
  args: { label: 'State', placeholder: 'Select a state', options: states, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Select a state');
    await userEvent.click(trigger);
    const list = await listbox();
    await userEvent.click(within(list).getByRole('option', { name: 'Colorado' }));
    await expect(args.onChange).toHaveBeenCalledWith('CO');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    await expect(trigger).toHaveTextContent('Colorado');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'Alabama' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('AK');
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await listbox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    await expect(trigger).toHaveTextContent('Alaska');
  },
};

export const TypeToJump: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('tex');
    await expect(args.onChange).toHaveBeenLastCalledWith('TX');
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('Texas');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'MA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('Massachusetts');
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Account type',
    placeholder: 'Select an account type',
    options: [
      { id: 'INDIVIDUAL', label: 'Individual' },
      { id: 'INSTITUTION', label: 'Institution' },
      { id: 'ADVISOR', label: 'Advisor', isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account type/ }));
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'Advisor' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Open, so the a11y check covers the list and its options too. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'CO' },
  play: async () => {
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'Colorado' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: stateRequired },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(canvas.getByText(stateRequired)).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(stateRequired);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State/ })).toBeDisabled();
  },
};

/** Options with a `tone` are statuses: each label in a badge of its tone, in the list and the field. */
export const Statuses: Story = {
  args: {
    label: 'Status',
    placeholder: 'Select a status',
    options: [
      { id: 'ACTIVE', label: 'ACTIVE', tone: 'success' },
      { id: 'INACTIVE', label: 'INACTIVE', tone: 'neutral' },
    ],
    defaultValue: 'ACTIVE',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger.querySelector('[data-tone="success"]')).toHaveTextContent('ACTIVE');
    await userEvent.click(trigger);
    const list = await listbox();
    await expect(
      within(list).getByRole('option', { name: 'INACTIVE' }).querySelector('[data-tone="neutral"]'),
    ).toHaveTextContent('INACTIVE');
    await userEvent.keyboard('{Escape}');
  },
};
