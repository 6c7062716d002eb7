import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SPACE_SCALE } from '../../../theme/shared';
import { Button } from '../../controls/Button/Button';
import { Badge } from '../../feedback/Badge/Badge';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';

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
    space: { control: 'select', options: Object.keys(SPACE_SCALE) },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
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
    justify: 'between',
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
