import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Figure, Text } from '../Text/Text';
import { Card, CardBody, CardFooter, CardHeader, CardRoot } from './Card';

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

/**
 * A description longer than the room beside the actions wraps; the action keeps the title's line
 * (issue 30: it dropped under the description, floating above the card's content).
 */
export const ActionOnTheTitleLine: Story = {
  args: {
    title: 'Holdings',
    description: 'What your account holds now, by asset, with the balance and weight of each.',
    actions: (
      <Button variant="secondary" size="sm">
        Deposit Crypto
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'Holdings' }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Deposit Crypto' }).getBoundingClientRect();
    const description = canvas.getByText(/What your account holds/).getBoundingClientRect();
    await expect(action.top).toBeLessThan(title.bottom);
    await expect(action.left).toBeGreaterThan(description.right);
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

/**
 * The parts under the convenience: `CardRoot` (the surface), `CardHeader` (its title names the
 * card), `CardBody` and `CardFooter` (actions at the end).
 */
export const Parts: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <CardRoot>
        <CardHeader title="Tax Reports" description="Gain and loss report, CSV" headingLevel={3} />
        <CardBody>
          <Text>This report is not an official tax form.</Text>
          <Text tone="muted" size="sm">
            Available after the year closes.
          </Text>
        </CardBody>
        <CardFooter>
          <Button variant="secondary">Learn more</Button>
          <Button>Download</Button>
        </CardFooter>
      </CardRoot>
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Tax Reports' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tax Reports' })).toBeVisible();
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
    const download = canvas.getByRole('button', { name: 'Download' });
    const footer = download.parentElement as HTMLElement;
    await expect(getComputedStyle(footer).justifyContent).toBe('flex-end');
    await expect(footer.lastElementChild).toBe(download);
  },
};
