import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BalanceHeadline } from './BalanceHeadline';

const meta = {
  title: 'Domain/BalanceHeadline',
  component: BalanceHeadline,
  args: {
    balance: '125430.12',
    changes: [
      { label: 'Past month', amount: '1204.10', ratio: '0.0097' },
      { label: 'Since first deposit', amount: '-350.00', ratio: '-0.0028' },
    ],
    updated: 'Last updated Nov 28, 9:41 AM',
  },
} satisfies Meta<typeof BalanceHeadline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The big figure with a lighter '$', a gain and a loss line, the updated line. */
export const WithChanges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Balance')).toBeVisible();
    const list = canvas.getByRole('list', { name: /Change in balance/ });
    const [gain, loss] = canvas.getAllByRole('listitem');
    await expect(list).toBeVisible();
    await expect(gain).toHaveTextContent('Past month');
    await expect(loss).toHaveTextContent('\u2212');
    await expect(canvas.getByText('$')).toBeVisible();
  },
};

/** Fewer than two days of history: no change lines to tell. */
export const NoChanges: Story = {
  args: { changes: [], messages: { title: 'Balance' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
