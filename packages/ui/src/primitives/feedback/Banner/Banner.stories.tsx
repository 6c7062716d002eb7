import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './Banner';
import { bannerTones } from './Banner.css';

const meta = {
  title: 'Primitives/Feedback/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    title: 'Portfolio Below Rebalancing Minimum',
    children: 'Portfolios need a value of at least $2,000 to be rebalanced.',
    action: { label: 'Make a new deposit', href: '#deposit' },
  },
  argTypes: { tone: { control: 'select', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WarningWithLink: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(banner).toHaveTextContent('Portfolio Below Rebalancing Minimum');
    await expect(canvas.getByRole('link', { name: 'Make a new deposit' })).toHaveAttribute(
      'href',
      '#deposit',
    );
  },
};

/** Every tone, each with its own icon shape beside the colour. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 520 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={`${tone} banner`} role="none" />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: 'Make a new deposit' })).toHaveLength(
      bannerTones.length,
    );
    const shapeOf = (tone: string) => canvasElement.querySelector(`[data-tone="${tone}"] > svg`)?.innerHTML;
    const shapes = new Set(['info', 'success', 'warning', 'danger'].map(shapeOf));
    await expect(shapes.size).toBe(4);
  },
};

export const DangerIsAlert: Story = {
  render: () => <Banner tone="danger" title="Not Available Due to Client Asset Exclusions" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not Available Due to Client Asset Exclusions');
  },
};

export const ActionAndDismiss: Story = {
  args: {
    tone: 'info',
    title: 'Awaiting Deposit',
    children: 'Fund your account to start investing.',
    action: { label: 'Deposit', onPress: fn() },
    onDismiss: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
