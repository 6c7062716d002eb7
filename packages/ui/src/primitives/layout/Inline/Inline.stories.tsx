import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SPACE_SCALE } from '../../../theme/shared';
import { Button } from '../../controls/Button/Button';
import { Badge } from '../../feedback/Badge/Badge';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';

const meta = {
  title: 'Primitives/Layout/Inline',
  component: Inline,
  parameters: { layout: 'padded' },
  args: {
    space: '8',
    children: [
      <Badge key="a" tone="success">
        Verified
      </Badge>,
      <Badge key="b" tone="info">
        Market
      </Badge>,
      <Badge key="c">Rebalanced monthly</Badge>,
    ],
  },
  argTypes: {
    // Elements, not data: no JSON editor in the docs page's props table (axe `listitem`).
    children: { control: false },
    space: { control: 'select', options: Object.keys(SPACE_SCALE) },
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.firstElementChild as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = [...root(canvasElement).children] as HTMLElement[];
    await expect(
      Math.round((b?.getBoundingClientRect().left ?? 0) - (a?.getBoundingClientRect().right ?? 0)),
    ).toBe(8);
    await expect(getComputedStyle(root(canvasElement)).flexWrap).toBe('wrap');
  },
};

/** Actions at the end of a form: Back on the left, the primary action on the right. */
export const Between: Story = {
  args: {
    align: 'between',
    children: [
      <Button key="back" variant="secondary">
        Back
      </Button>,
      <Button key="next">Continue</Button>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const row = root(canvasElement).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Continue' }).getBoundingClientRect();
    await expect(Math.round(row.right - next.right)).toBe(0);
  },
};

/** Wraps onto more lines, `space` apart in both directions. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ width: 220 }}>
      <Inline {...args} space="12">
        {['Bitcoin', 'Ether', 'Solana', 'Cardano', 'Polkadot'].map((name) => (
          <Badge key={name}>{name}</Badge>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Bitcoin').getBoundingClientRect();
    const last = canvas.getByText('Polkadot').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

/** Vertical alignment is `alignY`, as in Stack and Columns: `top` lines the children up at the top. */
export const AlignY: Story = {
  args: {
    alignY: 'top',
    children: [
      <Button key="a">Deposit</Button>,
      <Badge key="b" tone="info">
        Market
      </Badge>,
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' }).getBoundingClientRect();
    const badge = canvas.getByText('Market').getBoundingClientRect();
    await expect(Math.round(badge.top)).toBeLessThanOrEqual(Math.round(button.top) + 1);
  },
};

const actions = {
  align: ['start', 'end'] as const,
  collapseBelow: 'tablet' as const,
  space: { mobile: '8', desktop: '16' } as const,
  children: [
    <Button key="back" variant="secondary">
      Back
    </Button>,
    <Button key="next">Continue</Button>,
  ],
};

/** `collapseBelow="tablet"`: on a phone the actions stack, one per line, 8 px apart... */
export const CollapsedOnAPhone: Story = {
  args: actions,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(getComputedStyle(root(canvasElement)).flexDirection).toBe('column');
    const back = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Continue' }).getBoundingClientRect();
    await expect(Math.round(next.top - back.bottom)).toBe(8);
    await expect(Math.round(next.left)).toBe(Math.round(back.left));
  },
};

/** ...and from 1024 px they sit side by side at the end (`align={['start', 'end']}`), 16 px apart. */
export const InARowOnADesktop: Story = {
  args: actions,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const row = root(canvasElement).getBoundingClientRect();
    const back = canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Continue' }).getBoundingClientRect();
    await expect(Math.round(next.top)).toBe(Math.round(back.top));
    await expect(Math.round(next.left - back.right)).toBe(16);
    await expect(Math.round(row.right - next.right)).toBe(0);
  },
};
