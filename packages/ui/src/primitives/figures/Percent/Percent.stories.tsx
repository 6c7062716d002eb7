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

/** A weight column that takes a table's spare width: each share as a bar too, the number after it. */
export const WithBar: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, width: '24rem', display: 'grid', gap: 8 }}>
      {['39.48', '100', '0.55', '0'].map((weight) => (
        <li key={weight}>
          <Percent value={weight} scale="percent" bar />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByText('39.48%').closest('[data-figure="percent"]') as HTMLElement;
    const track = figure.querySelector('[aria-hidden="true"]') as HTMLElement;
    const fill = track.firstElementChild as HTMLElement;
    // The figure spans its box; the bar takes what the number leaves, filled to the share.
    await expect(figure.getBoundingClientRect().width).toBeCloseTo(384, 0);
    await expect(fill.getBoundingClientRect().width / track.getBoundingClientRect().width).toBeCloseTo(
      0.3948,
      2,
    );
    // Every row's track has one length, so the bars compare; 100 % fills it, 0 % leaves it empty.
    const trackOf = (text: string) =>
      canvas.getByText(text).closest('[data-figure]')?.querySelector('[aria-hidden]') as HTMLElement;
    const full = trackOf('100.00%');
    const empty = trackOf('0.00%');
    await expect(full.getBoundingClientRect().width).toBeCloseTo(track.getBoundingClientRect().width, 0);
    await expect(full.firstElementChild?.getBoundingClientRect().width).toBeCloseTo(
      full.getBoundingClientRect().width,
      0,
    );
    await expect(empty.firstElementChild?.getBoundingClientRect().width).toBe(0);
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--')).toBeVisible();
  },
};
