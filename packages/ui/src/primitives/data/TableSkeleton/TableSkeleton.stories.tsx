import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table } from '../Table/Table';
import { TableSkeleton } from './TableSkeleton';

const COLUMNS = [
  { name: 'Index Name' },
  { name: 'Index Ticker' },
  { name: 'Weight (%)', align: 'end' as const },
  { name: 'Actions', content: 'control' as const },
];

const meta = {
  title: 'Primitives/Data/TableSkeleton',
  component: TableSkeleton,
  args: { 'aria-label': 'Indices', columns: COLUMNS },
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header as the table will show it, five placeholder rows, busy. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Indices' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index Name', 'Index Ticker', 'Weight (%)', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** It takes the place of the table it stands for: the same header height and width. */
export const SameFrameAsTheTable: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TableSkeleton {...args} rows={2} />
      <Table
        aria-label="Indices loaded"
        columns={[
          { id: 'name', name: 'Index Name', isRowHeader: true },
          { id: 'ticker', name: 'Index Ticker' },
          { id: 'weight', name: 'Weight (%)', align: 'end' },
          { id: 'actions', name: 'Actions' },
        ]}
        rows={[{ id: 'clc', name: 'Cairn Large Cap', ticker: 'CLC', weight: '60.00', actions: '' }]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const header = (name: string) =>
      within(canvas.getByRole(name === 'Indices' ? 'table' : 'grid', { name }))
        .getAllByRole('columnheader')[0]
        ?.getBoundingClientRect();
    const skeleton = header('Indices');
    const loaded = header('Indices loaded');
    await expect(Math.round(skeleton?.height ?? 0)).toBe(Math.round(loaded?.height ?? -1));
    await expect(Math.round(skeleton?.left ?? 0)).toBe(Math.round(loaded?.left ?? -1));
  },
};
