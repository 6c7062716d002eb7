import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hash, Wallet } from 'lucide-react';
import { expect } from 'storybook/test';
import { CopyableDetails } from '../../data/CopyableDetails/CopyableDetails';
import { InfoStep } from './InfoStep';

const meta = {
  title: 'Primitives/Layout/InfoStep',
  component: InfoStep,
  parameters: { layout: 'padded' },
  args: {
    icon: Hash,
    lead: 'Wires must include your reference code in the memo.',
    children: 'Without it we cannot match the wire to your account, and it may be returned.',
  },
} satisfies Meta<typeof InfoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule, with the fact it is about after it: the code to copy. */
export const Rule: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 560 }}>
      <InfoStep {...args} />
      <CopyableDetails items={[{ label: 'Reference code (memo)', value: 'CRN-4821-7730', emphasis: true }]} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Wires must include your reference code in the memo.')).toBeVisible();
    await expect(canvas.getByText(/Without it we cannot match/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Reference code (memo)' })).toBeVisible();
    // The tile's icon is decorative.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** An intro before a wizard: what it does, how long it takes, and its steps in order. */
export const WithPoints: Story = {
  args: {
    icon: Wallet,
    lead: 'Withdraw an asset you hold to a wallet you own.',
    children: 'Crypto withdrawals typically take 3-5 business days.',
    points: ['Asset & Amount', 'Destination Wallet', 'Confirm & Submit'],
    pointsLabel: 'The steps',
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'The steps' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Asset & Amount',
      'Destination Wallet',
      'Confirm & Submit',
    ]);
    // Each point is numbered (the ring is drawn by CSS from the list's counter).
    await expect(getComputedStyle(items[0] as Element, '::before').content).toBe('counter(point)');
  },
};
