import type { Meta, StoryObj } from '@storybook/react-vite';
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
  args: { tone: 'danger', children: transactionsPageTexts.addDetails, onPress: fn() },
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
  args: { tone: 'success', children: transactionsPageTexts.modifyDetails },
  play: async ({ canvas, args }) => {
    const pill = canvas.getByRole('button', { name: 'Modify Details' });
    await expect(pill).toHaveAttribute('data-tone', 'success');
    // Reached and pressed by the keyboard alone.
    await userEvent.tab();
    await expect(pill).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The tone repeats in an icon, never by colour alone.
    await expect(pill.querySelector('svg')).not.toBeNull();
  },
};
