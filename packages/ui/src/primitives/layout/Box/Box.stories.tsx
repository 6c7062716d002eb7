import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Box, boxElements } from './Box';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  parameters: { layout: 'padded' },
  args: {
    padding: '16',
    background: 'surface',
    borderRadius: 'md',
    children: <Text>Total balance is updated every minute.</Text>,
  },
  argTypes: { as: { control: 'select', options: boxElements } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement;
const px = (value: string) => Math.round(Number.parseFloat(value));

/** Padding, surface and radius from the theme's scales, as atomic classes (no inline style). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(box(canvasElement));
    await expect(
      [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(px),
    ).toEqual([16, 16, 16, 16]);
    await expect(style.borderTopLeftRadius).toBe('10px');
    await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(box(canvasElement).getAttribute('style')).toBeNull();
  },
};

/** `paddingX` and `paddingY` set the inline and block sides apart. */
export const PaddingXAndY: Story = {
  args: { padding: undefined, paddingX: '24', paddingY: '8' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(box(canvasElement));
    await expect([style.paddingTop, style.paddingLeft].map(px)).toEqual([8, 24]);
  },
};

/** A flex row: children `gap` apart, centred across, pushed to the edges. */
export const FlexRow: Story = {
  args: {
    display: 'flex',
    gap: '12',
    alignItems: 'center',
    justifyContent: 'space-between',
    children: [<Text key="a">Cash</Text>, <Text key="b">Stocks</Text>, <Text key="c">Bonds</Text>],
  },
  play: async ({ canvasElement }) => {
    const row = box(canvasElement);
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
    const [a, b] = [...row.children].map((child) => child.getBoundingClientRect());
    await expect((b?.left ?? 0) - (a?.right ?? 0)).toBeGreaterThanOrEqual(12);
    await expect(
      Math.round(
        (row.lastElementChild?.getBoundingClientRect().right ?? 0) - row.getBoundingClientRect().right,
      ),
    ).toBe(-16);
  },
};

/** As a list: no bullets, no indent, still a list to assistive technology. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Holdings',
    padding: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '8',
    children: [<li key="a">Bitcoin</li>, <li key="b">Ether</li>],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Holdings' })).toBe(box(canvasElement));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(box(canvasElement)).listStyleType).toBe('none');
    await expect(getComputedStyle(box(canvasElement)).paddingLeft).toBe('0px');
  },
};

const responsive = {
  display: 'flex',
  flexDirection: 'column',
  gap: ['8', '24', '32'],
  children: (
    <>
      <Text>The gap grows with the window.</Text>
      <Text>Padding stays the same at every width.</Text>
    </>
  ),
} as const;

const gapOf = (canvasElement: HTMLElement) => px(getComputedStyle(box(canvasElement)).rowGap);

/** A responsive value, mobile first: `gap={['8', '24', '32']}` is 8 px on a phone... */
export const ResponsiveGapOnAPhone: Story = {
  args: responsive,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(gapOf(canvasElement)).toBe(8);
    await expect(px(getComputedStyle(box(canvasElement)).paddingTop)).toBe(16);
  },
};

/** ...24 px from the tablet breakpoint (768 px)... */
export const ResponsiveGapOnATablet: Story = {
  args: responsive,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    await expect(window.innerWidth).toBeLessThan(1024);
    await expect(gapOf(canvasElement)).toBe(24);
  },
};

/** ...and 32 px from the desktop breakpoint (1024 px); the padding is 16 px throughout. */
export const ResponsiveGapOnADesktop: Story = {
  args: responsive,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expect(gapOf(canvasElement)).toBe(32);
    await expect(px(getComputedStyle(box(canvasElement)).paddingTop)).toBe(16);
  },
};
