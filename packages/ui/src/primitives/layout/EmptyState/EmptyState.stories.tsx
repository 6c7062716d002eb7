import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
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
  },
};

export const SentenceOnly: Story = {
  args: { title: undefined, action: undefined, children: 'No trades in this period.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('No trades in this period.')).toBeVisible();
  },
};
