import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Delta, deltaKinds } from './Delta';

const meta = {
  title: 'Primitives/Figures/Delta',
  component: Delta,
  parameters: { layout: 'padded' },
  args: { value: '0.0892' },
  argTypes: { kind: { control: 'select', options: deltaKinds } },
} satisfies Meta<typeof Delta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gain: '+', an up arrow, the gain colour, and 'Up' for screen readers. */
export const Gain: Story = {
  play: async ({ canvas, canvasElement }) => {
    const delta = canvasElement.querySelector('[data-figure="delta"]') as HTMLElement;
    await expect(delta).toHaveAttribute('data-trend', 'gain');
    await expect(delta).toHaveTextContent('Up +8.92%');
    await expect(delta.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(canvas.getByText('+8.92%')).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** A loss: U+2212 (not the hyphen-minus), a down arrow, the loss colour, 'Down'. */
export const Loss: Story = {
  args: { value: '-0.371' },
  play: async ({ canvasElement }) => {
    const delta = canvasElement.querySelector('[data-figure="delta"]') as HTMLElement;
    await expect(delta).toHaveAttribute('data-trend', 'loss');
    await expect(delta).toHaveTextContent('Down \u221237.10%');
    await expect(delta.textContent).not.toContain('-');
  },
};

/** Gain and loss side by side differ in colour, arrow and sign, not in colour alone. */
export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Delta value="0.0892" />
      <Delta value="-0.371" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [gain, loss] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-figure="delta"]'));
    if (!gain || !loss) throw new Error('two deltas expected');
    await expect(getComputedStyle(gain).color).not.toBe(getComputedStyle(loss).color);
    await expect(gain.querySelector('svg')?.innerHTML).not.toBe(loss.querySelector('svg')?.innerHTML);
  },
};

/** A money gain or loss reads as one ('Gain', 'Loss'). */
export const MoneyLoss: Story = {
  args: { value: '-1051.87', kind: 'money', messages: { increase: 'Gain', decrease: 'Loss' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-figure="delta"]')).toHaveTextContent(
      'Loss \u2212$1,051.87',
    );
  },
};

/**
 * Zero as rounded: no sign and no gain or loss colour; muted, after a flat arrow drawn by CSS (issue
 * 30: a bare '0.00%' beside the red and green changes read as unformatted).
 */
export const Unchanged: Story = {
  args: { value: '0.00004' },
  play: async ({ canvasElement }) => {
    const delta = canvasElement.querySelector('[data-figure="delta"]') as HTMLElement;
    await expect(delta).toHaveAttribute('data-trend', 'none');
    await expect(delta).toHaveTextContent('0.00%');
    await expect(delta.querySelector('svg')).toBeNull();
    const marker = getComputedStyle(delta, '::before');
    await expect(marker.content).toBe('""');
    await expect(marker.width).not.toBe('auto');
  },
};

/** Missing: the muted '--' alone, no flat arrow (it is not a change of nothing). */
export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const delta = canvasElement.querySelector('[data-figure="delta"]') as HTMLElement;
    await expect(delta).toHaveTextContent('--');
    await expect(getComputedStyle(delta, '::before').content).toBe('none');
    // Proportional hyphens: tabular ones are a digit wide and read as '- -' (issue 30).
    const mark = delta.lastElementChild as HTMLElement;
    await expect(getComputedStyle(mark).fontVariantNumeric).toBe('normal');
  },
};
