import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { PillButton } from './PillButton';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const transactionsPageTexts = {
  addDetails: 'Add Details',
  modifyDetails: 'Modify Details',
};

const meta = {
  title: 'Primitives/Controls/PillButton',
  component: PillButton,
  args: { tone: 'danger', icon: Plus, children: transactionsPageTexts.addDetails, onPress: fn() },
} satisfies Meta<typeof PillButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddDetails: Story = {
  play: async ({ canvas, args }) => {
    const pill = canvas.getByRole('button', { name: 'Add Details' });
    await expect(pill).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(pill);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const ModifyDetails: Story = {
  args: { tone: 'success', icon: Pencil, children: transactionsPageTexts.modifyDetails },
  play: async ({ canvas, args }) => {
    const pill = canvas.getByRole('button', { name: 'Modify Details' });
    await expect(pill).toHaveAttribute('data-tone', 'success');
    // Reached and pressed by the keyboard alone.
    await userEvent.tab();
    await expect(pill).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The action's icon beside the words: colour is never the only cue.
    await expect(pill.querySelector('svg')).not.toBeNull();
  },
};

/** The quieter pill: a routine action beside a solid one in the same table (Transactions). */
export const ModifyDetailsOutline: Story = {
  args: { tone: 'success', variant: 'outline', icon: Pencil, children: transactionsPageTexts.modifyDetails },
  play: async ({ canvas, args }) => {
    const pill = canvas.getByRole('button', { name: 'Modify Details' });
    await expect(pill).toHaveAttribute('data-variant', 'outline');
    // No fill: the words take the tone's colour, not the on-primary white of the solid pill.
    await expect(getComputedStyle(pill, '::before').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(pill).color).toBe(getComputedStyle(pill, '::before').borderTopColor);
    await userEvent.click(pill);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
