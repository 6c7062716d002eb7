import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Menu } from './Menu';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const KYC_PENDING_TOOLTIP =
  'Your identity verification (KYC) is in progress and can take up to 5 business days. Until it is approved, functions are limited.';

const meta = {
  title: 'Primitives/Overlays/Menu',
  component: Menu,
  args: {
    label: 'Transfer',
    items: [
      { id: 'deposit', label: 'Deposit' },
      { id: 'withdraw', label: 'Withdraw' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickToChoose: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Transfer' });
    await expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const deposit = await screen.findByRole('menuitem', { name: 'Deposit' });
    await waitFor(() => expect(deposit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
  },
};

export const DisabledItem: Story = {
  args: {
    label: 'Deposit',
    items: [
      { id: 'wire', label: 'USD Wire' },
      { id: 'crypto', label: 'Crypto', description: 'Coming Soon', isDisabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const crypto = await screen.findByRole('menuitem', { name: /Crypto/ });
    await expect(crypto).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(crypto, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'USD Wire' })).toHaveFocus();
  },
};

export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Transfer until KYC succeeds: the trigger stays reachable and says why, and never opens the menu. */
export const DisabledWithReason: Story = {
  args: { isDisabled: true, disabledReason: KYC_PENDING_TOOLTIP },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Transfer' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(KYC_PENDING_TOOLTIP);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** A table row's actions: an icon-only '⋯' trigger named by its hidden label; Edit is a link, or disabled with its reason. */
export const RowActions: Story = {
  args: {
    label: 'Actions for Meridian Digital Assets 5',
    icon: Ellipsis,
    variant: 'ghost',
    items: [
      { id: 'status', label: 'Deactivate' },
      {
        id: 'edit',
        label: 'Edit',
        isDisabled: true,
        description: 'Only Cairn indices can be edited in the console.',
      },
      { id: 'open', label: 'Open', href: '/indices/mda5' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Meridian Digital Assets 5' }));
    const edit = await screen.findByRole('menuitem', { name: /^Edit/ });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveTextContent('Only Cairn indices can be edited in the console.');
    await expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveAttribute('href', '/indices/mda5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
