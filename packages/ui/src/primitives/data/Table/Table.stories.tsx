import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Table,
  TableBody,
  TableCell,
  type TableColumn,
  TableColumnHeader,
  TableHeader,
  TableLoadMore,
  TableRoot,
  TableRow,
  useTablePaging,
  useTableSort,
} from './Table';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const TABLE_PAGE_SIZE = 5;

interface Allocation {
  id: string;
  investment: string;
  weight: number;
  value: string;
}

const allocations: Allocation[] = [
  { id: 'btc', investment: 'Bitcoin', weight: 42, value: '41250.10' },
  { id: 'eth', investment: 'Ethereum', weight: 25, value: '24553.00' },
  { id: 'sol', investment: 'Solana', weight: 13, value: '12767.56' },
  { id: 'link', investment: 'Chainlink', weight: 9, value: '8839.08' },
  { id: 'avax', investment: 'Avalanche', weight: 6, value: '5892.72' },
  { id: 'dot', investment: 'Polkadot', weight: 5, value: '4910.60' },
];

const usd = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: TableColumn<Allocation>[] = [
  { id: 'investment', name: 'Investment', isRowHeader: true, allowsSorting: true },
  { id: 'weight', name: 'Weight', allowsSorting: true, align: 'end', render: (row) => `${row.weight}%` },
  { id: 'value', name: 'Value', allowsSorting: true, align: 'end', render: (row) => usd(row.value) },
];

const activity = Array.from({ length: 12 }, (_, index) => ({
  id: `activity-${index + 1}`,
  type: index % 2 === 0 ? 'Deposit' : 'Withdrawal',
  date: `2025-0${(index % 9) + 1}-15`,
  amount: `${(index + 1) * 1000}.00`,
}));

const activityColumns: TableColumn<(typeof activity)[number]>[] = [
  { id: 'type', name: 'Type', isRowHeader: true },
  { id: 'date', name: 'Date' },
  { id: 'amount', name: 'Amount', align: 'end', render: (row) => usd(row.amount) },
];

const symbols = ['BTC', 'ETH', 'SOL', 'USDC', 'AVAX', 'LINK', 'DOT'];

/** 10,000 deposits with amounts as decimal strings, in no particular order. */
const deposits = Array.from({ length: 10_000 }, (_, index) => ({
  id: `deposit-${index + 1}`,
  deposit: `Deposit ${index + 1}`,
  asset: symbols[index % symbols.length] as string,
  amount: (((index * 7919) % 100_000) / 1000 + 0.001).toFixed(3),
}));

const depositColumns: TableColumn<(typeof deposits)[number]>[] = [
  { id: 'deposit', name: 'Deposit', isRowHeader: true },
  { id: 'asset', name: 'Asset', allowsSorting: true },
  { id: 'amount', name: 'Amount', align: 'end', allowsSorting: true },
];

const meta = {
  title: 'Primitives/Data/Table',
  component: Table<Allocation>,
  args: { 'aria-label': 'Allocation', columns, rows: allocations, onSortChange: fn() },
} satisfies Meta<typeof Table<Allocation>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const SortByClick: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Allocation' });
    const weight = canvas.getByRole('columnheader', { name: 'Weight' });
    await expect(weight).not.toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(weight);
    await expect(weight).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(table)[0]).toBe('Polkadot');
    await userEvent.click(weight);
    await expect(weight).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)[0]).toBe('Bitcoin');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'weight', direction: 'descending' });
    // A figure column's header text ends on its figures' edge: the sort arrow stands before it.
    const textEdge = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Math.round(range.getBoundingClientRect().right);
    };
    const headerText = weight.querySelector('span')?.firstChild as Node;
    const firstWeight = within(table).getAllByRole('gridcell')[0] as HTMLElement;
    await expect(textEdge(headerText)).toBe(textEdge(firstWeight));
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Investment' }));
    await expect(firstColumnTexts(table)).toEqual([
      'Avalanche',
      'Bitcoin',
      'Chainlink',
      'Ethereum',
      'Polkadot',
      'Solana',
    ]);
  },
};

export const SortByKeyboard: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Allocation' });
    await userEvent.tab();
    await expect(table).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    const investment = canvas.getByRole('columnheader', { name: 'Investment' });
    await expect(investment).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const value = canvas.getByRole('columnheader', { name: 'Value' });
    await expect(value).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(value).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumnTexts(table)[0]).toBe('Polkadot');
    await userEvent.keyboard(' ');
    await expect(value).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnTexts(table)[0]).toBe('Bitcoin');
  },
};

export const ControlledSort: Story = {
  args: { sortDescriptor: { column: 'value', direction: 'descending' } },
  play: async ({ args, canvas }) => {
    const value = canvas.getByRole('columnheader', { name: 'Value' });
    await expect(value).toHaveAttribute('aria-sort', 'descending');
    // Issue 30: the arrow shows on the sorted column only (others show theirs on hover or focus).
    const arrow = (name: string) =>
      getComputedStyle(canvas.getByRole('columnheader', { name }).querySelector('svg') as SVGElement).opacity;
    await expect(arrow('Value')).toBe('1');
    await expect(arrow('Weight')).toBe('0');
    await expect(arrow('Investment')).toBe('0');
    await userEvent.click(value);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'value', direction: 'ascending' });
    // The caller owns the order: the rows stay as given.
    await expect(firstColumnTexts(canvas.getByRole('grid'))[0]).toBe('Bitcoin');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Allocation' });
    await expect(within(table).getAllByRole('row')).toHaveLength(TABLE_PAGE_SIZE + 1);
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(
      TABLE_PAGE_SIZE * columns.length,
    );
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByText('Bitcoin')).not.toBeInTheDocument();
  },
};

export const LoadingEightRows: Story = {
  args: { isLoading: true, loadingRows: 8 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(9);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: 'No allocation yet: your portfolio is awaiting a deposit.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent(
      'No allocation yet: your portfolio is awaiting a deposit.',
    );
    await expect(canvas.queryByRole('button', { name: 'Load More...' })).not.toBeInTheDocument();
  },
};

export const MaxHeightStickyHeader: Story = {
  args: {
    maxHeight: 160,
    rows: [
      ...allocations,
      ...allocations.map((row) => ({ ...row, id: `${row.id}-2`, investment: `${row.investment} II` })),
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid');
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller).toHaveStyle({ maxHeight: '160px' });
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const header = canvas.getByRole('columnheader', { name: 'Investment' });
    await expect(getComputedStyle(header).position).toBe('sticky');
    scroller.scrollTop = scroller.scrollHeight;
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(scroller.getBoundingClientRect().top + scroller.clientTop),
    );
  },
};

export const LoadMore: Story = {
  render: (args) => (
    <Table
      aria-label="Activity"
      columns={activityColumns}
      rows={activity}
      pageSize={TABLE_PAGE_SIZE}
      {...(args.onLoadMore ? { onLoadMore: args.onLoadMore } : {})}
    />
  ),
  args: { onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Activity' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(TABLE_PAGE_SIZE);
    const more = canvas.getByRole('button', { name: 'Load More...' });
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 12');
    await userEvent.click(more);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2 * TABLE_PAGE_SIZE);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 of 12');
    await expect(args.onLoadMore).toHaveBeenLastCalledWith(10);
    await userEvent.click(more);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    await expect(args.onLoadMore).toHaveBeenLastCalledWith(12);
    await expect(canvas.queryByRole('button', { name: 'Load More...' })).not.toBeInTheDocument();
    // The button is gone: focus moves to the first row it revealed rather than to the page.
    await expect(within(table).getAllByRole('row')[11]).toHaveFocus();
  },
};

/** Rows that open a page: the whole row is the link (one Tab stop), in the admin's 40 px rows. */
export const RowLinks: Story = {
  args: { density: 'compact', rowHref: (row: Allocation) => `/assets/${row.id}` },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('grid', { name: 'Allocation' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows[0]).toHaveAttribute('data-href', '/assets/btc');
    await expect(Math.round(rows[0]?.getBoundingClientRect().height ?? 0)).toBe(40);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
  },
};

const indexRows = [
  { id: 'clew', name: 'Cairn Large Cap Equal Weight', sector: 'Smart Contract Platform', assets: 10 },
  { id: 'cethe', name: 'Cairn Ethereum Ecosystem', sector: 'Multisector', assets: 15 },
];

const indexColumns: TableColumn<(typeof indexRows)[number]>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, fill: true },
  { id: 'sector', name: 'Sector' },
  { id: 'assets', name: 'Assets', align: 'end' },
];

/**
 * `fill` on the name: the other columns keep their text on one line at its width, the name takes
 * the rest, and in a narrow frame only the name wraps.
 */
export const FillColumn: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <Table aria-label="Indices" columns={indexColumns} rows={indexRows} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Indices' });
    const [name, sector] = within(grid).getAllByRole('columnheader');
    const nameWidth = name?.getBoundingClientRect().width ?? 0;
    await expect(nameWidth).toBeGreaterThan((sector?.getBoundingClientRect().width ?? 0) * 1.2);
    // One line per row: no cell wrapped (a 44 px row).
    for (const row of within(grid).getAllByRole('row').slice(1)) {
      await expect(Math.round(row.getBoundingClientRect().height)).toBe(44);
    }
    await expect(canvas.getByRole('gridcell', { name: 'Smart Contract Platform' })).toHaveStyle({
      whiteSpace: 'nowrap',
    });
  },
};

/** Nine columns, as the Tax Center's Gains Lot by Lot: 16 px cells in a wide box, 12 px under 64 rem. */
const nineColumns: TableColumn<Allocation>[] = [
  { id: 'investment', name: 'Investment', isRowHeader: true },
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(
    (name): TableColumn<Allocation> => ({ id: name, name, align: 'end', render: (row) => usd(row.value) }),
  ),
];

export const WideTableInNarrowBox: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ width: 960 }}>
        <Table aria-label="Narrow" columns={nineColumns} rows={allocations.slice(0, 2)} />
      </div>
      <div style={{ width: 1100 }}>
        <Table aria-label="Wide" columns={nineColumns} rows={allocations.slice(0, 2)} />
      </div>
      <div style={{ width: 560 }}>
        <Table aria-label="Three columns" columns={columns} rows={allocations.slice(0, 2)} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const padding = (name: string) =>
      getComputedStyle(within(canvas.getByRole('grid', { name })).getAllByRole('gridcell')[0] as Element)
        .paddingLeft;
    await expect(padding('Narrow')).toBe('12px');
    await expect(padding('Wide')).toBe('16px');
    await expect(padding('Three columns')).toBe('16px');
  },
};

export const SortManyRows: Story = {
  render: () => (
    <Table aria-label="Deposits" columns={depositColumns} rows={deposits} pageSize={TABLE_PAGE_SIZE} />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Deposits' });
    const shown = () => firstColumnTexts(table);
    const byAmount = [...deposits].sort((a, b) => Number(a.amount) - Number(b.amount));
    const names = (list: typeof deposits) => list.map((row) => row.deposit);
    // Only the page is rendered, however many rows there are.
    await expect(within(table).getAllByRole('row')).toHaveLength(TABLE_PAGE_SIZE + 1);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(shown()).toEqual(names(byAmount.slice(0, TABLE_PAGE_SIZE)));
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const descending = byAmount.reverse();
    await expect(shown()).toEqual(names(descending.slice(0, TABLE_PAGE_SIZE)));
    // 'Load More...' continues the sorted order.
    await userEvent.click(canvas.getByRole('button', { name: 'Load More...' }));
    await expect(shown()).toEqual(names(descending.slice(0, 2 * TABLE_PAGE_SIZE)));
    // By keyboard: back into the grid on the header last used, the Asset header, Enter; ties keep
    // the rows' order.
    await userEvent.tab({ shift: true });
    await expect(amount).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    const asset = canvas.getByRole('columnheader', { name: 'Asset' });
    await expect(asset).toHaveAttribute('aria-sort', 'ascending');
    const byAsset = deposits.filter((row) => row.asset === 'AVAX');
    await expect(shown()).toEqual(names(byAsset.slice(0, 2 * TABLE_PAGE_SIZE)));
  },
};

export const ServerLoadMore: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'Load More...' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledWith(allocations.length);
  },
};

/** A table of parts with the opt-in hooks: `useTableSort` sorts, `useTablePaging` pages by 2. */
function AllocationParts() {
  const sorted = useTableSort(allocations, {
    defaultSortDescriptor: { column: 'weight', direction: 'ascending' },
  });
  const paging = useTablePaging(sorted.rows, { pageSize: 2 });
  return (
    <TableRoot
      aria-label="Allocation (parts)"
      {...sorted.sortProps}
      after={
        paging.canLoadMore ? <TableLoadMore onPress={paging.loadMore}>Load More...</TableLoadMore> : null
      }
    >
      <TableHeader>
        <TableColumnHeader id="investment" isRowHeader allowsSorting>
          Investment
        </TableColumnHeader>
        <TableColumnHeader id="weight" allowsSorting align="end">
          Weight
        </TableColumnHeader>
      </TableHeader>
      <TableBody items={paging.rows} emptyState="No investments">
        {(row) => (
          <TableRow id={row.id} ref={paging.rowRef(row.id)}>
            <TableCell>{row.investment}</TableCell>
            <TableCell align="end">{`${row.weight}%`}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </TableRoot>
  );
}

export const Parts: Story = {
  render: () => <AllocationParts />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Allocation (parts)' });
    const bodyRows = () => within(grid).getAllByRole('row').slice(1);
    await expect(bodyRows()).toHaveLength(2);
    await expect(bodyRows()[0]).toHaveTextContent('Polkadot');
    const weight = within(grid).getByRole('columnheader', { name: 'Weight' });
    await expect(weight).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(weight);
    await expect(weight).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows()[0]).toHaveTextContent('Bitcoin');
    await expect(within(bodyRows()[0] as HTMLElement).getByRole('gridcell')).toHaveTextContent('42%');
    for (const count of [4, 6]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load More...' }));
      await expect(bodyRows()).toHaveLength(count);
    }
    await expect(canvas.queryByRole('button', { name: 'Load More...' })).not.toBeInTheDocument();
    // The last page moved focus to the first row it revealed.
    await expect(bodyRows()[4]).toHaveFocus();
  },
};
