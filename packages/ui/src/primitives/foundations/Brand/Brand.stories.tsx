import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BRAND_MARK_SIZES, Brand, BrandMark, brandVariants } from './Brand';

const meta = {
  title: 'Primitives/Foundations/Brand',
  component: Brand,
  args: { variant: 'full', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: brandVariants },
    size: { control: 'inline-radio', options: Object.keys(BRAND_MARK_SIZES) },
  },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark and the wordmark: the mark is decorative beside the word. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Cairn')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getAttribute('width')).toBe('28');
  },
};

/** The mark alone carries the name. */
export const MarkOnly: Story = {
  args: { variant: 'mark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cairn' })).toBeVisible();
    await expect(canvas.queryByText('Cairn')).not.toBeInTheDocument();
  },
};

/** In a header: a link home, named by where it goes; the visible word stays in the name. */
export const AsHomeLink: Story = {
  args: { href: '/dashboard', 'aria-label': 'Cairn home' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cairn home' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveAttribute('data-variant', 'full');
  },
};

/** The three sizes: 20 px (dense headers), 28 px (app headers), 40 px (public pages). */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <Brand size={size} />
          <Brand size={size} variant="mark" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([20, 20, 28, 28, 40, 40]);
  },
};

/** The mark on its own, at any size of its range (20–40 px), as used for app icons. */
export const MarkRange: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
      {[20, 24, 32, 40].map((size) => (
        <BrandMark key={size} size={size} label={`Cairn, ${size} px`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Cairn, 40 px' })).toBeVisible();
  },
};
