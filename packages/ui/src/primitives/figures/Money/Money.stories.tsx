import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Primitives/Figures/Money',
  component: Money,
  parameters: { layout: 'padded' },
  args: { value: '48210.765' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByText('$48,210.77');
    await expect(getComputedStyle(number).fontVariantNumeric).toBe('tabular-nums');
    await expect(number.closest('[data-figure]')).toHaveAttribute('data-sign', 'positive');
  },
};

/** A loss shows the minus sign U+2212, as wide as a digit, never the hyphen-minus. */
export const Negative: Story = {
  args: { value: '-1051.87' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('\u2212$1,051.87')).toBeVisible();
    await expect(canvas.queryByText(/-\$/)).toBeNull();
  },
};

/** Rounded to zero, a tiny negative shows no sign ('-0.004' is '$0.00'). */
export const RoundsToZero: Story = {
  args: { value: '-0.004' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.00').closest('[data-figure]')).toHaveAttribute('data-sign', 'zero');
  },
};

/** A column of unit prices passes one precision to every row (here the domain's 6 for a $0.004183 price). */
export const PriceColumn: Story = {
  render: () => (
    <table>
      <tbody>
        {['64250.1', '1.5', '0.004183'].map((price) => (
          <tr key={price}>
            <td style={{ textAlign: 'end' }}>
              <Money value={price} decimals={6} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$64,250.100000')).toBeVisible();
    await expect(canvas.getByText('$0.004183')).toBeVisible();
    const widths = ['$64,250.100000', '$1.500000', '$0.004183'].map(
      (text) => canvas.getByText(text).getBoundingClientRect().right,
    );
    // Tabular digits and one precision: the decimals line up at the cells' end.
    await expect(new Set(widths.map(Math.round)).size).toBe(1);
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--')).toBeVisible();
  },
};
