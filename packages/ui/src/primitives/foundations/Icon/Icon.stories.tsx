import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, ArrowDownRight, ArrowUpRight, Check, ChevronDown, Info, X } from 'lucide-react';
import { expect } from 'storybook/test';
import { ICON_SIZES, Icon } from './Icon';

const meta = {
  title: 'Primitives/Foundations/Icon',
  component: Icon,
  args: { icon: Check, size: 'sm' },
  argTypes: { size: { control: 'select', options: Object.keys(ICON_SIZES) } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, meaning given by the text beside it. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Icon {...args} />
      Changes Applied
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', String(ICON_SIZES.sm));
  },
};

/** With a label, the icon is an image with that name (an icon-only status). */
export const Labelled: Story = {
  args: { icon: AlertTriangle, size: 'md', label: 'Unsaved changes' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Unsaved changes' });
    await expect(img).toHaveAttribute('data-size', 'md');
    await expect(img).toHaveAttribute('width', String(ICON_SIZES.md));
  },
};

/** The icons the kit uses most, at every size. */
export const CommonIcons: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, auto)', gap: 16, alignItems: 'center' }}>
      {(Object.keys(ICON_SIZES) as (keyof typeof ICON_SIZES)[]).flatMap((size) =>
        [Check, X, ChevronDown, Info, AlertTriangle, ArrowUpRight, ArrowDownRight].map((glyph) => (
          <Icon key={`${size}-${glyph.displayName}`} icon={glyph} size={size} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(21);
  },
};
