import { type AssetLedger, withdrawalTaxImpact } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultTaxImpactTableMessages as withdrawalTaxImpactTexts } from './messages';
import { TaxImpactTable } from './TaxImpactTable';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const ledgers: AssetLedger[] = [
  {
    symbol: 'BTC',
    lots: [
      {
        id: 'L1',
        quantity: '0.5',
        costBasisUsd: '10000',
        acquired: d(2020, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
      {
        id: 'L2',
        quantity: '0.5',
        costBasisUsd: '35000',
        acquired: d(2025, 1, 1),
        source: 'TRADE',
        basisAssumed: false,
      },
    ],
    disposals: [],
  },
  {
    symbol: 'ETH',
    lots: [
      {
        id: 'D',
        quantity: '10',
        costBasisUsd: '0',
        acquired: d(2023, 6, 1),
        source: 'DEPOSIT',
        basisAssumed: true,
      },
    ],
    disposals: [],
  },
];
const holdings = [
  { symbol: 'BTC', quantity: '1', price: '60000' },
  { symbol: 'ETH', quantity: '10', price: '2000' },
];
const today = d(2025, 6, 1);

const meta = {
  title: 'Domain/TaxImpactTable',
  component: TaxImpactTable,
  args: { impact: withdrawalTaxImpact({ holdings, cashUsd: '20000', ledgers, amount: '25000', today }) },
  // The body of a flow dialog (640 px wide, 600 px inside), where the withdrawal's Confirm shows it.
  render: (args) => (
    <div style={{ maxWidth: 600 }}>
      <TaxImpactTable {...args} />
    </div>
  ),
} satisfies Meta<typeof TaxImpactTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter of the account: cash pays its share, BTC and ETH are sold pro rata, HIFO picks the lots. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: withdrawalTaxImpactTexts.title })).toBeVisible();
    await expect(canvas.getByText(withdrawalTaxImpactTexts.estimateBadge)).toBeVisible();
    await expect(canvas.getByText(withdrawalTaxImpactTexts.intro('25.00%'))).toBeVisible();
    await expect(canvas.getByText(withdrawalTaxImpactTexts.fromCash('$5,000.00'))).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Estimated sales to pay a withdrawal of $25,000.00' });
    const btc = within(table).getByRole('row', { name: /^BTC/ });
    // Every quantity carries its unit (issue 30).
    await expect(btc).toHaveTextContent('0.25 BTC');
    // Proceeds net of the 0.1% trade fee (issue 27; were $15,000.00, -$2,500.00, +$5,000.00).
    await expect(btc).toHaveTextContent('$14,985.00');
    // A loss: U+2212, the down arrow and 'Loss' for screen readers (issue 30: never a hyphen-minus).
    await expect(btc).toHaveTextContent('Loss \u2212$2,515.00Short-term');
    await expect(btc.querySelector('[data-trend="loss"] svg')).not.toBeNull();
    const eth = within(table).getByRole('row', { name: /^ETH/ });
    await expect(eth).toHaveAttribute('data-basis-assumed');
    await expect(eth).toHaveTextContent('Gain +$4,995.00Long-term');
    // One Gain column with a term tag: the table fits the 600 px body, no sideways scroll.
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(canvas.getByText(withdrawalTaxImpactTexts.disclaimer)).toBeVisible();
    await expect(canvas.getByText(withdrawalTaxImpactTexts.basisAssumed)).toBeVisible();
    await expect(
      canvas.getByText(withdrawalTaxImpactTexts.estimatedTotal).nextElementSibling,
    ).toHaveTextContent('Gain +$2,480.00');
    // The label does not call a loss a gain (issue 30: "Estimated total gain -$1,051.87").
    await expect(withdrawalTaxImpactTexts.estimatedTotal).toBe('Estimated total gain or loss');
    // Tabular digits on the numbers only, never on the words of a cell.
    await expect(
      getComputedStyle(within(table).getByRole('columnheader', { name: withdrawalTaxImpactTexts.gain }))
        .fontVariantNumeric,
    ).toBe('normal');
  },
};

/** The lots each sale consumes open one asset at a time, from the keyboard too. */
export const Lots: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `${withdrawalTaxImpactTexts.showLots}: BTC` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const lots = await canvas.findByRole('table', { name: withdrawalTaxImpactTexts.lotsCaption('BTC') });
    const rows = within(lots).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveAttribute('data-holding-period', 'SHORT_TERM');
    await expect(rows[0]).toHaveTextContent('$70,000.00');
    // The kit's HIFO lot table (HifoBreakdown) with its proceeds column, in this table's words.
    await expect(
      within(lots)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      withdrawalTaxImpactTexts.acquired,
      withdrawalTaxImpactTexts.quantity,
      withdrawalTaxImpactTexts.unitCost,
      withdrawalTaxImpactTexts.costBasis,
      withdrawalTaxImpactTexts.proceeds,
      withdrawalTaxImpactTexts.holdingPeriod,
    ]);
  },
};

/** Cash alone pays the withdrawal: nothing is sold. */
export const FromCash: Story = {
  args: { impact: withdrawalTaxImpact({ holdings: [], cashUsd: '5000', ledgers, amount: '2000', today }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(withdrawalTaxImpactTexts.noSales)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(withdrawalTaxImpactTexts.disclaimer)).toBeVisible();
  },
};
