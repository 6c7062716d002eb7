import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { VideoDialog } from './VideoDialog';

const meta = {
  title: 'Primitives/Overlays/VideoDialog',
  component: VideoDialog,
  // An inline source keeps the story off the network; the dialog, not playback, is under test.
  args: { src: 'data:video/mp4;base64,AAAA', name: 'Momentum', triggerLabel: 'Watch the Video' },
} satisfies Meta<typeof VideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Watch the Video' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Momentum: Video' });
    const video = dialog.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).not.toHaveAttribute('autoplay');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  args: { triggerVariant: 'ghost', messages: { close: 'Close video' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Watch the Video' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Momentum: Video' });
    await expect(screen.getByRole('button', { name: 'Close video' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
