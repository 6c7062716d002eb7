import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, FileText } from 'lucide-react';
import { expect } from 'storybook/test';
import { LinkButton } from '../../controls/Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/Layout/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    icon: FileText,
    title: 'No documents yet',
    children: 'Your monthly statements and tax forms will appear here.',
    action: (
      <LinkButton href="/dashboard" variant="secondary">
        Go to Dashboard
      </LinkButton>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No documents yet' })).toBeVisible();
    await expect(canvas.getByText(/monthly statements/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The layout audit reports an empty state's action as its own pattern by this marker.
    await expect(
      canvas.getByRole('link', { name: 'Go to Dashboard' }).closest('[data-empty-state]'),
    ).not.toBeNull();
  },
};

export const SentenceOnly: Story = {
  args: { title: undefined, action: undefined, children: 'No trades in this period.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('No trades in this period.')).toBeVisible();
  },
};

/** An outcome reached (a flow's last screen): the mark in the success colours. */
export const Success: Story = {
  args: {
    icon: CircleCheck,
    tone: 'success',
    title: 'Your withdrawal request is being processed',
    children: 'The money usually reaches your bank in 1-2 business days.',
    action: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your withdrawal request is being processed' }),
    ).toBeVisible();
    const root = canvasElement.querySelector('[data-tone="success"]');
    await expect(root).not.toBeNull();
    // The well takes the success colour, not the neutral muted one.
    const well = root?.querySelector('span');
    await expect(well && getComputedStyle(well).color).not.toBe(
      getComputedStyle(canvas.getByText(/reaches your bank/)).color,
    );
  },
};
