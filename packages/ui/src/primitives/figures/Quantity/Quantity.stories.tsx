import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Quantity } from './Quantity';

const meta = {
  title: 'Primitives/Figures/Quantity',
  component: Quantity,
  parameters: { layout: 'padded' },
  args: { value: '0.50000000', unit: 'BTC' },
} satisfies Meta<typeof Quantity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 8 decimals, trailing zeros trimmed, and always its unit. */
export const WithUnit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-figure="quantity"]')).toHaveTextContent('0.5 BTC');
    const unit = canvas.getByText('BTC');
    const number = canvas.getByText('0.5');
    // Tabular digits on the number only: the unit keeps its own letter widths.
    await expect(getComputedStyle(number).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(unit).fontVariantNumeric).toBe('normal');
  },
};

/** A trade quantity column: six fixed decimals (doc 2 §9), thousands separators. */
export const FixedDecimals: Story = {
  args: { value: '1234.5', unit: 'ETH', decimals: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234.500000')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { value: '-0.00000001', unit: 'BTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('\u22120.00000001')).toBeVisible();
  },
};
