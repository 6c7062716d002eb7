import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import { Badge } from '../../primitives/feedback/Badge/Badge';
import { InvestmentCard } from './InvestmentCard';

const meta = {
  title: 'Domain/InvestmentCard',
  component: InvestmentCard,
  args: {
    name: 'Momentum',
    href: '/marketplace/models/Momentum',
    icon: null,
    eyebrow: 'Smart Beta',
    description: 'Tilts toward the assets with the strongest recent price trends, rebalanced monthly.',
    stats: [
      { label: 'MTD', value: '+2.10%' },
      { label: 'YTD', value: '+18.42%' },
      { label: '1Y', value: '--' },
      { label: 'Model Minimum', value: '$50,000' },
    ],
    actions: <Button variant="secondary">Add to My Portfolio</Button>,
  },
} satisfies Meta<typeof InvestmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamedSectionWithFigures: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Momentum' });
    await expect(within(card).getByRole('link', { name: 'Momentum' })).toHaveAttribute(
      'href',
      '/marketplace/models/Momentum',
    );
    await expect(within(card).getByText('YTD').nextElementSibling).toHaveTextContent('+18.42%');
    await expect(within(card).getByRole('button', { name: 'Add to My Portfolio' })).toBeInTheDocument();
    // Cards never grow past the marketplace's 540 px.
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(540);
  },
};

export const DisabledAddWithReason: Story = {
  args: {
    eyebrow: <Badge tone="info">Market</Badge>,
    actions: (
      <Button
        variant="secondary"
        isDisabled
        disabledReason="This investment is unable to be added to your portfolio. Click into the investment details to learn more."
      >
        Add to My Portfolio
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Add to My Portfolio/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Minimal: Story = {
  args: { eyebrow: undefined, description: undefined, stats: [], actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('definition')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
