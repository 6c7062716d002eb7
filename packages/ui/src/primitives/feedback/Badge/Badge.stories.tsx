import type { Meta, StoryObj } from '@storybook/react-vite';
import { Minus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const taxCenterTexts = {
  inProgress: 'In Progress',
};

const meta = {
  title: 'Primitives/Feedback/Badge',
  component: Badge,
  args: { tone: 'info', children: taxCenterTexts.inProgress },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Progress')).toHaveAttribute('data-tone', 'info');
  },
};

export const ComingSoon: Story = { args: { tone: 'neutral', children: 'Coming Soon' } };

export const ChangesApplied: Story = { args: { tone: 'success', children: 'Changes Applied' } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-tone]')).toHaveLength(badgeTones.length);
    // Every tone but neutral repeats itself in an icon's shape, so colour is never the only cue.
    await expect(canvasElement.querySelector('[data-tone="neutral"] svg')).toBeNull();
    const shapes = ['info', 'success', 'warning', 'danger'].map(
      (tone) => canvasElement.querySelector(`[data-tone="${tone}"] svg`)?.innerHTML,
    );
    await expect(new Set(shapes).size).toBe(4);
  },
};

/** A yes/no pair in a table: 'No' is neutral with a dash, so both carry an icon and one height. */
export const YesNo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="success">Yes</Badge>
      <Badge icon={Minus}>No</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const yes = canvas.getByText('Yes');
    const no = canvas.getByText('No');
    await expect(no.querySelector('svg')).not.toBeNull();
    await expect(no.getBoundingClientRect().height).toBe(yes.getBoundingClientRect().height);
  },
};
