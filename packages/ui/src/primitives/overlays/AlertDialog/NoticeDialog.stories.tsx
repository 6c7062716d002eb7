import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { NoticeDialog, type NoticeDialogProps } from './NoticeDialog';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const addInvestmentMessages = {
  maximumReachedTitle: 'Maximum Number of Investments Reached',
  maximumReachedTooltip:
    'You have reached the maximum number of investments in your portfolio. You can remove an existing investment prior to adding a new one.',
};
const portfolioWeightMessages = {
  selectionRequired: 'At least one investment is required in your portfolio',
  selectionRequiredTitle: 'A Selection is Required',
};

function Opener(props: NoticeDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        Remove the last investment
      </Button>
      <NoticeDialog {...props} isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

const meta = {
  title: 'Primitives/Overlays/NoticeDialog',
  component: NoticeDialog,
  args: {
    title: portfolioWeightMessages.selectionRequiredTitle,
    message: portfolioWeightMessages.selectionRequired,
    acknowledgeLabel: 'OK',
    onClose: fn(),
  },
  render: (args) => <Opener {...args} />,
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button, focused when the notice opens; Enter closes it and focus goes back to the opener. */
export const Acknowledge: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Remove the last investment' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', {
      name: portfolioWeightMessages.selectionRequiredTitle,
    });
    await expect(dialog).toHaveTextContent(portfolioWeightMessages.selectionRequired);
    const ok = screen.getByRole('button', { name: 'OK' });
    await expect(screen.getAllByRole('button').filter((button) => dialog.contains(button))).toEqual([ok]);
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape closes it too. */
export const Escape: Story = {
  args: {
    title: addInvestmentMessages.maximumReachedTitle,
    message: addInvestmentMessages.maximumReachedTooltip,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the last investment' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: addInvestmentMessages.maximumReachedTitle,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
