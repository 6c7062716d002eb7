import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALLOCATION_CHART_VARIANTS, AllocationChart, type AllocationItem } from './AllocationChart';

const investments: AllocationItem[] = [
  { name: 'Cairn Market', weight: 45, balance: '56250.00' },
  { name: 'Cairn DeFi', weight: 25, balance: '31250.00' },
  { name: 'Layer-1 Leaders', weight: 20, balance: '25000.00' },
  { name: 'Smart Beta Core', weight: 10, balance: '12500.00' },
];

const assets: AllocationItem[] = [
  { name: 'Bitcoin', weight: 38.5, balance: '48125.00' },
  { name: 'Ethereum', weight: 24.25, balance: '30312.50' },
  { name: 'Solana', weight: 9.75, balance: '12187.50' },
  { name: 'Chainlink', weight: 6.5, balance: '8125.00' },
  { name: 'Avalanche', weight: 5.5, balance: '6875.00' },
  { name: 'Uniswap', weight: 4.5, balance: '5625.00' },
  { name: 'Polkadot', weight: 4, balance: '5000.00' },
  { name: 'Aave', weight: 3.5, balance: '4375.00' },
  { name: 'Maker', weight: 2, balance: '2500.00' },
  { name: 'Lido DAO', weight: 1.5, balance: '1875.00' },
];

const sectors: AllocationItem[] = [
  { name: 'Currency', weight: 38.5 },
  { name: 'Smart Contract Platform', weight: 43.5 },
  { name: 'DeFi', weight: 18 },
];

const meta = {
  title: 'Domain/Charts/AllocationChart',
  component: AllocationChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { allocations: { investment: investments, asset: assets, sector: sectors }, onLevelChange: fn() },
  argTypes: { variant: { control: 'select', options: ALLOCATION_CHART_VARIANTS } },
} satisfies Meta<typeof AllocationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chartReady(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const box = root.querySelector<HTMLElement>('[data-chart-state="ready"]');
      if (!box) throw new Error('The chart has not drawn yet');
      return box;
    },
    { timeout: 15_000 },
  );
}

export const Donut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(
      await canvas.findByRole('img', {
        name: 'Donut chart of the allocation by Investment, 4 items, largest first: Cairn Market 45.00%, Cairn DeFi 25.00%, Layer-1 Leaders 20.00%, Smart Beta Core 10.00%.',
      }),
    ).toBeInTheDocument();
    // Slices are labelled by name and weight, so they read without colour.
    const labels = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    await expect(labels.join(' ')).toMatch(/Cairn Market.*45\.00%/);
  },
};

export const Bars: Story = {
  args: { variant: 'bar', defaultLevel: 'asset' },
  play: async ({ canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /^Bar chart of the allocation by Asset, 10 items/ }),
    ).toBeInTheDocument();
  },
};

export const SwitchLevel: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await chartReady(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Sector' }));
    await expect(args.onLevelChange).toHaveBeenLastCalledWith('sector');
    await expect(
      await canvas.findByRole('img', {
        name: /by Sector, 3 items, largest first: Smart Contract Platform 43\.50%/,
      }),
    ).toBeInTheDocument();
  },
};

export const ViewAsTable: Story = {
  args: { defaultLevel: 'asset' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    const table = await canvas.findByRole('table', { name: 'Allocation by Asset' });
    await expect(within(table).getAllByRole('row')).toHaveLength(assets.length + 1);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('Bitcoin');
    await expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38.50%', '$48,125.00']);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart');
  },
};

export const Empty: Story = {
  args: { allocations: { investment: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeInTheDocument();
  },
};
