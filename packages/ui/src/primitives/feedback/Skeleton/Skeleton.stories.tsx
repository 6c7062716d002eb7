import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Primitives/Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240 },
  argTypes: { shape: { control: 'select', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toHaveStyle({ width: '240px' });
  },
};

export const Shapes: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading balance" style={{ display: 'grid', gap: 12, width: 280 }}>
      <Skeleton shape="circle" />
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height={80} />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Loading balance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(skeletonShapes.length);
  },
};
