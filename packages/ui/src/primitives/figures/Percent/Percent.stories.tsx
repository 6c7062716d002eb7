import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Percent } from './Percent';

const meta = {
  title: 'Primitives/Figures/Percent',
  component: Percent,
  parameters: { layout: 'padded' },
  args: { value: '0.3948' },
} satisfies Meta<typeof Percent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Share: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('39.48%')).toBeVisible();
  },
};

/** One precision for a whole list: '40.00%' beside '39.48%', '1.00%' beside '0.55%', never '40%'. */
export const AllocationColumn: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, textAlign: 'end', width: '6rem' }}>
      {['39.48', '40', '1', '0.55'].map((weight) => (
        <li key={weight}>
          <Percent value={weight} scale="percent" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const text of ['39.48%', '40.00%', '1.00%', '0.55%'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.queryByText('40%')).toBeNull();
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--')).toBeVisible();
  },
};
