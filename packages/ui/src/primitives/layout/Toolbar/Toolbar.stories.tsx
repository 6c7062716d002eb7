import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Pills } from '../../navigation/Pills/Pills';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Primitives/Layout/Toolbar',
  component: Toolbar,
  parameters: { layout: 'padded' },
  args: {
    filtersLabel: 'Filter models',
    filters: (
      <Pills
        aria-label="Model style"
        items={[
          { id: 'all', label: 'View All' },
          { id: 'market', label: 'Market' },
          { id: 'smart-beta', label: 'Smart Beta' },
          { id: 'alpha', label: 'Alpha' },
        ]}
      />
    ),
    actions: <Button variant="secondary">Export CSV</Button>,
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersAndActions: Story = {
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('group', { name: 'Filter models' });
    const action = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(filters).toContainElement(canvas.getByRole('radio', { name: 'Market' }));
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(filters.getBoundingClientRect().right);
  },
};

export const ActionsOnly: Story = {
  render: (args) => <Toolbar actions={args.actions} />,
  play: async ({ canvas, canvasElement }) => {
    const action = canvas.getByRole('button', { name: 'Export CSV' });
    const bar = canvasElement.firstElementChild as HTMLElement;
    await expect(Math.round(bar.getBoundingClientRect().right - action.getBoundingClientRect().right)).toBe(
      0,
    );
  },
};

const sectors = Array.from({ length: 19 }, (_, index) => ({ id: `s${index}`, label: `Sector ${index + 1}` }));

/** Many filters: the pills scroll on one row and the action keeps the row's end, on its centre line. */
export const ManyFiltersOnOneRow: Story = {
  render: (args) => (
    <div style={{ width: 600 }}>
      <Toolbar
        filtersLabel="Filter indices"
        filters={<Pills aria-label="Sector" items={sectors} oneRow />}
        actions={args.actions}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const pills = canvas.getByRole('radiogroup', { name: 'Sector' });
    const action = canvas.getByRole('button', { name: 'Export CSV' }).getBoundingClientRect();
    const row = pills.getBoundingClientRect();
    await expect(pills.scrollWidth).toBeGreaterThan(pills.clientWidth);
    await expect(action.left).toBeGreaterThan(row.right);
    await expect(Math.abs(action.top + action.height / 2 - (row.top + row.height / 2))).toBeLessThan(1);
  },
};

/**
 * Many filters that wrap: the pills take more rows and the action keeps its own slot at the first
 * row's end, never over a pill (issue 30: the indices' sectors were clipped under the view switch).
 */
export const ManyFiltersWrapping: Story = {
  render: (args) => (
    <div style={{ width: 600 }}>
      <Toolbar
        filtersLabel="Filter indices"
        filters={<Pills aria-label="Sector" items={sectors} />}
        actions={args.actions}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const pills = canvas.getAllByRole('radio');
    const action = canvas.getByRole('button', { name: 'Export CSV' }).getBoundingClientRect();
    const first = (pills[0] as HTMLElement).getBoundingClientRect();
    const last = (pills[pills.length - 1] as HTMLElement).getBoundingClientRect();
    // More than one row of pills, every pill whole and left of the action, the action on the first row.
    await expect(last.top).toBeGreaterThan(first.bottom);
    for (const pill of pills) await expect(pill.getBoundingClientRect().right).toBeLessThan(action.left);
    await expect(Math.round(action.top)).toBe(Math.round(first.top));
    await expect(canvas.getByRole('radiogroup', { name: 'Sector' }).scrollWidth).toBeLessThanOrEqual(
      canvas.getByRole('radiogroup', { name: 'Sector' }).clientWidth,
    );
  },
};
