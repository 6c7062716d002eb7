import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Pills } from './Pills';

const styles = [
  { id: 'ALL', label: 'View All' },
  { id: 'MARKET', label: 'Market' },
  { id: 'SMART_BETA', label: 'Smart Beta' },
  { id: 'ALPHA', label: 'Alpha' },
];

const meta = {
  title: 'Primitives/Navigation/Pills',
  component: Pills,
  args: { 'aria-label': 'Model style', items: styles, onSelectionChange: fn() },
} satisfies Meta<typeof Pills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickToFilter: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Model style' })).toBeInTheDocument();
    const all = canvas.getByRole('radio', { name: 'View All' });
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Smart Beta' }));
    await expect(canvas.getByRole('radio', { name: 'Smart Beta' })).toHaveAttribute('data-selected', 'true');
    await expect(all).toHaveAttribute('aria-checked', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('SMART_BETA');
    // Pressing the selected pill keeps it selected: one filter always applies.
    await userEvent.click(canvas.getByRole('radio', { name: 'Smart Beta' }));
    await expect(canvas.getByRole('radio', { name: 'Smart Beta' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'View All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveFocus();
    // An arrow selects the pill it moves to, as in an APG radio group (issue 31).
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('MARKET');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('SMART_BETA');
  },
};

/**
 * Tab out of the group keeps the choice: react-aria passes focus over the last pill on the way out,
 * and only an arrow's focus chooses (issue 31).
 */
export const TabOutKeepsChoice: Story = {
  render: (args) => (
    <>
      <Pills {...args} />
      <button type="button">After</button>
    </>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveAttribute('aria-checked', 'true');
    // Where Tab lands is the browser's (user-event's Tab does not follow react-aria's hand-over;
    // the e2e test e2e/customer/keyboard.spec.ts does); the choice is the pill's.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'Alpha' })).toHaveAttribute('aria-checked', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('MARKET');
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'ALPHA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Alpha' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Tab enters the group on the selected pill, as in a radio group, not on the first one. */
export const TabToSelected: Story = {
  args: { defaultSelectedKey: 'SMART_BETA' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Smart Beta' })).toHaveFocus();
    // The arrows move from there; a click elsewhere keeps its own focus.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Market' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Alpha' }));
    await expect(canvas.getByRole('radio', { name: 'Alpha' })).toHaveFocus();
  },
};

export const DisabledPill: Story = {
  args: { items: [...styles.slice(0, 3), { id: 'ALPHA', label: 'Alpha', isDisabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Alpha' })).toBeDisabled();
  },
};

/** Forced colours (issue 31): the selected pill differs from the others in more than a background. */
export const ForcedColors: Story = {
  play: async ({ canvas }) => {
    await expectDrawnApartInForcedColors(
      canvas.getByRole('radio', { name: 'View All' }),
      canvas.getByRole('radio', { name: 'Market' }),
    );
  },
};
