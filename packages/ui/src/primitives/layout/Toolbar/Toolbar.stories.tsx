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
