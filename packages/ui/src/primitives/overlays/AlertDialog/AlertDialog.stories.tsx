import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { dialogTones } from '../Dialog/Dialog.css';
import { AlertDialog } from './AlertDialog';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const onboardingShellMessages = {
  restartApplication: 'Restart Application',
  restartBody: 'Restarting your application will delete any login credentials and discard your progress',
  restartCancel: 'No, Go Back',
  restartConfirm: 'Yes, Restart',
  restartTitle: 'Are You Sure?',
};

const meta = {
  title: 'Primitives/Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: onboardingShellMessages.restartTitle,
    message: onboardingShellMessages.restartBody,
    confirmLabel: onboardingShellMessages.restartConfirm,
    cancelLabel: onboardingShellMessages.restartCancel,
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'select', options: dialogTones } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">{onboardingShellMessages.restartApplication}</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: onboardingShellMessages.restartApplication }));
  return screen.findByRole('alertdialog', { name: 'Are You Sure?' });
};

/** A destructive confirmation: the danger icon before the title (never colour alone) and a danger confirm button. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveTextContent(onboardingShellMessages.restartBody);
    await expect(dialog.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await expect(dialog.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Restart' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    const cancel = screen.getByRole('button', { name: 'No, Go Back' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Escape cancels, once, and focus returns to the trigger. */
export const EscapeCancelsOnce: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: onboardingShellMessages.restartApplication });
    const dialog = await open(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Each opening ends in exactly one call: cancelled by Escape, then reopened and confirmed. */
export const OneDecisionPerOpening: Story = {
  play: async ({ args, canvas }) => {
    const first = await open(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    const second = await open(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Restart' }));
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardConfirm: Story = {
  args: {
    tone: 'neutral',
    title: 'Apply Changes?',
    message: 'Your portfolio will be rebalanced within about 24 hours.',
    confirmLabel: 'Apply',
    cancelLabel: 'Cancel',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: onboardingShellMessages.restartApplication }));
    await screen.findByRole('alertdialog', { name: 'Apply Changes?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * One rule for confirmations: hung from the flows' top edge (min(8dvh, 4rem)), not centred in the
 * window, and narrower than a flow (`sm`).
 */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeLessThanOrEqual(
        Math.min(window.innerHeight * 0.08, 64) + 1,
      ),
    );
  },
};
