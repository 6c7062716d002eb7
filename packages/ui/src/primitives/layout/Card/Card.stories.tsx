import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Figure, Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Layout/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Total balance',
    description: 'Updated 2 minutes ago',
    actions: (
      <Button variant="secondary" size="sm">
        View activity
      </Button>
    ),
    children: (
      <Figure size="xxl" weight="bold" unit="USD">
        $48,210.77
      </Figure>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Total balance' });
    const style = getComputedStyle(card);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.paddingTop).toBe('24px');
    await expect(style.boxShadow).toBe('none');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Total balance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View activity' })).toBeVisible();
  },
};

/** A plain surface: no heading, no landmark. */
export const Plain: Story = {
  args: {
    title: undefined,
    description: undefined,
    actions: undefined,
    padding: '16',
    children: <Text>Your first deposit unlocks the Marketplace.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    const surface = canvas.getByText(/first deposit/).parentElement as HTMLElement;
    await expect(getComputedStyle(surface).paddingTop).toBe('16px');
  },
};
