import {
  type CalendarDate,
  type DecimalInput,
  type Disposal,
  dec,
  hifoBreakdown,
  type TaxLot,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HifoBreakdown, type HifoBreakdownProps } from './HifoBreakdown';

const lots: TaxLot[] = [
  { id: 'lot-2023', quantity: '1', costBasisUsd: '30000', acquired: { year: 2023, month: 1, day: 10 } },
  { id: 'lot-2024', quantity: '0.5', costBasisUsd: '30000', acquired: { year: 2024, month: 3, day: 1 } },
  { id: 'lot-2022', quantity: '2', costBasisUsd: '40000', acquired: { year: 2022, month: 5, day: 5 } },
];

const june1: CalendarDate = { year: 2024, month: 6, day: 1 };

/**
 * A what-if sale of `quantity` BTC on June 1, 2024, its lots matched by the domain's
 * `hifoBreakdown` as a screen does: the kit shows them, the domain decides them.
 */
function sale(quantity: DecimalInput, earlierDisposals: readonly Disposal[] = []): HifoBreakdownProps {
  const breakdown = hifoBreakdown(lots, quantity, june1, earlierDisposals);
  return {
    asset: 'BTC',
    caption: `Lots a sale of ${quantity} BTC on June 1, 2024 would use (HIFO)`,
    used: breakdown.rows,
    unmatchedQuantity: breakdown.unmatchedQuantity,
  };
}

const meta = {
  title: 'Domain/HifoBreakdown',
  component: HifoBreakdown,
  args: sale('1.2'),
} satisfies Meta<typeof HifoBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const HighestCostFirst: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Lots a sale of 1.2 BTC on June 1, 2024 would use (HIFO)',
    });
    const [first, second, total] = bodyRows(table);
    // The $60,000-a-coin lot goes first, then the $30,000 one; the $20,000 lot is untouched.
    await expect(first).toHaveTextContent('March 1, 20240.5 BTC$60,000.00$30,000.00Short-term');
    await expect(first).toHaveAttribute('data-holding-period', 'SHORT_TERM');
    await expect(second).toHaveTextContent('January 10, 20230.7 BTC$30,000.00$21,000.00Long-term');
    await expect(second).toHaveAttribute('data-holding-period', 'LONG_TERM');
    await expect(total).toHaveTextContent('Total1.2 BTC$51,000.00');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Acquired', 'Quantity used', 'Unit cost', 'Cost basis', 'Holding period']);
  },
};

export const SingleLot: Story = {
  args: sale('0.2'),
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas.getByRole('table'));
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('0.2 BTC$60,000.00$12,000.00Short-term');
  },
};

export const AfterEarlierSale: Story = {
  args: sale('0.5', [
    { id: 'sale-1', quantity: '0.5', proceedsUsd: '35000', date: { year: 2024, month: 4, day: 1 } },
  ]),
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas.getByRole('table'));
    // The earlier sale already used the costliest lot.
    await expect(rows[0]).toHaveTextContent('January 10, 2023');
    await expect(rows[0]).toHaveTextContent('0.5 BTC');
  },
};

export const ExceedsHoldings: Story = {
  args: sale('5'),
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(4);
    await expect(
      canvas.getByText('1.5 BTC exceeds the holdings on that date and matches no lot.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: sale('0'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This sale would use no lots.')).toBeVisible();
  },
};

/** `messages` replaces some words; the others stay the kit's. */
export const OwnWords: Story = {
  args: {
    caption: 'Selling 1.2 BTC on June 1, 2024',
    messages: { acquired: 'Bought' },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Selling 1.2 BTC on June 1, 2024' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bought', 'Quantity used', 'Unit cost', 'Cost basis', 'Holding period']);
  },
};

/**
 * An estimate's lots with their proceeds (as a withdrawal's tax impact gives them): a Proceeds
 * column, and a sub-dollar unit cost keeps its significant digits for the whole column.
 */
export const WithProceeds: Story = {
  args: {
    asset: 'DOGE',
    caption: 'Lots of DOGE used (HIFO)',
    used: [
      {
        lotId: 'doge-1',
        acquired: { year: 2024, month: 2, day: 1 },
        quantity: dec('1000'),
        costBasisUsd: dec('412.3'),
        proceedsUsd: dec('380'),
        holdingPeriod: 'SHORT_TERM',
      },
      {
        lotId: 'doge-2',
        acquired: { year: 2021, month: 5, day: 3 },
        quantity: dec('500'),
        costBasisUsd: dec('2.0915'),
        proceedsUsd: dec('190'),
        holdingPeriod: 'LONG_TERM',
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lots of DOGE used (HIFO)' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Acquired', 'Quantity used', 'Unit cost', 'Cost basis', 'Proceeds', 'Holding period']);
    const [first, second, total] = bodyRows(table);
    await expect(first).toHaveTextContent('February 1, 20241,000 DOGE$0.412300$412.30$380.00Short-term');
    await expect(second).toHaveTextContent('May 3, 2021500 DOGE$0.004183$2.09$190.00Long-term');
    await expect(total).toHaveTextContent('Total1,500 DOGE$414.39$570.00');
  },
};
