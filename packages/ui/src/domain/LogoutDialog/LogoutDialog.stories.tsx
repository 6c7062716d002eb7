import { logoutDialogMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import { DialogTrigger } from '../../primitives/overlays/Dialog/Dialog';
import { LogoutDialog } from './LogoutDialog';

const meta = {
  title: 'Domain/LogoutDialog',
  component: LogoutDialog,
  args: { onConfirm: fn(), onCancel: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">Log Out</Button>
      <LogoutDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
  return screen.findByRole('alertdialog', { name: logoutDialogMessages.title });
};

export const LogOut: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** 'No, Cancel' takes focus first, so Enter never logs out by accident. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No, Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
