import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { RecentMessages } from './RecentMessages';
import { RecentMessagesPanel } from './RecentMessagesPanel';
import { ToastProvider, useToaster } from './Toaster';
import { ToastRegion } from './ToastRegion';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const MAX_TOASTS = 4;

const onViewPortfolio = fn();

function Demo() {
  const { toast } = useToaster();
  const count = useRef(0);
  const next = () => {
    count.current += 1;
    return count.current;
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onPress={() => toast({ tone: 'info', message: `Notification ${next()}` })}>Show info</Button>
      <Button onPress={() => toast({ tone: 'success', message: 'Created index successfully' })}>
        Show success
      </Button>
      <Button
        tone="danger"
        onPress={() =>
          toast({
            tone: 'danger',
            message:
              'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
          })
        }
      >
        Show error
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          toast({
            tone: 'success',
            message: 'Model added',
            action: { label: 'View in My Portfolio', onAction: onViewPortfolio },
          })
        }
      >
        Show with action
      </Button>
      <RecentMessages panel={RecentMessagesPanel} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Feedback/Toaster',
  component: ToastProvider,
  args: { autoCloseMs: 60_000, region: ToastRegion },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => screen.queryAllByRole('alertdialog');

export const LiveRegion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Created index successfully' });
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(toast.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(toast).getByRole('status')).toHaveTextContent('Created index successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const error = await screen.findByRole('alertdialog', { name: /server error/ });
    await expect(within(error).getByRole('alert')).toHaveTextContent(
      'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    );
  },
};

/** Decision: the toaster holds at most 4; a 5th toast closes the oldest, so nothing waits unseen. */
export const AtMostFourOldestGoes: Story = {
  play: async ({ canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show info' });
    for (let index = 0; index < MAX_TOASTS + 1; index++) await userEvent.click(show);
    await waitFor(() => expect(toasts()).toHaveLength(MAX_TOASTS));
    await expect(screen.queryByText('Notification 1')).not.toBeInTheDocument();
    for (const n of [2, 3, 4, 5]) await expect(screen.getByText(`Notification ${n}`)).toBeInTheDocument();
  },
};

export const AutoCloses: Story = {
  args: { autoCloseMs: 400 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await screen.findByText('Notification 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Notification 1')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const PausesOnHover: Story = {
  args: { autoCloseMs: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Notification 1' });
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const CloseButtonAndAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show with action' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const info = await screen.findByRole('alertdialog', { name: 'Notification 1' });
    await userEvent.click(within(info).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(info).not.toBeInTheDocument());
    const withAction = screen.getByRole('alertdialog', { name: 'Model added' });
    await userEvent.click(within(withAction).getByRole('button', { name: 'View in My Portfolio' }));
    await expect(onViewPortfolio).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts()).toHaveLength(0));
  },
};

/**
 * Decision (issue 31, WCAG 2.2.1): a toast that left can be recalled from the bell, with its
 * action; the list says where F6 goes. The 3.5 s clock and its pause are tested with fake timers
 * in `Toaster.test.tsx`; here the toast leaves after 400 ms.
 */
export const RecalledAfterItLeaves: Story = {
  args: { autoCloseMs: 400 },
  play: async ({ canvas }) => {
    onViewPortfolio.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Show with action' }));
    await screen.findByRole('alertdialog', { name: 'Model added' });
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Recent messages, 1 new' }));
    const list = await screen.findByRole('dialog', { name: 'Recent messages' });
    await expect(within(list).getByText('Model added')).toBeInTheDocument();
    await expect(within(list).getByText(/F6 moves to it/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'View in My Portfolio' }));
    await expect(onViewPortfolio).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Recent messages' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Recent messages' })).toHaveFocus();
  },
};
