import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { RowList, RowListItem } from './RowList';

const meta = {
  title: 'Primitives/Layout/RowList',
  component: RowList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

const holdings = [
  { name: 'Bitcoin', symbol: 'BTC', balance: '$12,400.00', weight: '62.0%' },
  { name: 'Ether', symbol: 'ETH', balance: '$6,100.00', weight: '30.5%' },
  { name: 'Solana', symbol: 'SOL', balance: '$1,500.00', weight: '7.5%' },
];

/** Figures lined up from row to row through `columns`. */
export const Columns: Story = {
  args: { 'aria-label': 'Holdings', columns: 'minmax(0, 1fr) auto 4.5rem', children: null },
  render: (args) => (
    <RowList {...args}>
      {holdings.map((holding) => (
        <RowListItem key={holding.symbol}>
          <Stack space="4">
            <Text weight="medium">{holding.name}</Text>
            <Text size="sm" tone="muted">
              {holding.symbol}
            </Text>
          </Stack>
          <Text>{holding.balance}</Text>
          <Text size="sm">{holding.weight}</Text>
        </RowListItem>
      ))}
    </RowList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Holdings' });
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(list).toContainElement(rows[0] ?? null);
    // The balance column ends at the same x in every row: one grid template for all of them.
    const ends = holdings.map((holding) =>
      Math.round(canvas.getByText(holding.balance).getBoundingClientRect().right),
    );
    await expect(new Set(ends).size).toBe(1);
    // A hairline between rows, none above the first.
    await expect(getComputedStyle(rows[0] as HTMLElement).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(rows[1] as HTMLElement).borderTopWidth).toBe('1px');
  },
};

/** Without `columns`: the label at the start, the rest (here a remove button) at the end. */
export const StartAndEnd: Story = {
  args: { 'aria-label': 'Excluded assets', children: null },
  render: (args) => (
    <RowList {...args}>
      {holdings.map((holding) => (
        <RowListItem key={holding.symbol}>
          <Text as="span">
            {holding.name} ({holding.symbol})
          </Text>
          <Button variant="ghost" size="sm" aria-label={`Remove ${holding.symbol}`}>
            <Icon icon={X} size="sm" />
          </Button>
        </RowListItem>
      ))}
    </RowList>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Excluded assets' });
    const button = canvas.getByRole('button', { name: 'Remove ETH' });
    await expect(Math.round(list.getBoundingClientRect().right - button.getBoundingClientRect().right)).toBe(
      0,
    );
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
  },
};
