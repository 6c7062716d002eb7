import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Chip } from './Chip';
import { chipTones } from './Chip.css';

const meta = {
  title: 'Primitives/Feedback/Chip',
  component: Chip,
  args: { tone: 'success', children: 'Code sent. Please check your phone', onHidden: fn() },
  argTypes: { tone: { control: 'select', options: chipTones } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default lifetime: the chip stays readable for a few seconds. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. Please check your phone');
    await expect(args.onHidden).not.toHaveBeenCalled();
  },
};

export const DangerIsAlert: Story = {
  args: { tone: 'danger', children: 'Code not matching' },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('alert');
    await expect(chip).toHaveAttribute('data-tone', 'danger');
    await expect(chip.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const DisappearsWhenAnimationEnds: Story = {
  args: { durationMs: 600 },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('status');
    await expect(chip).toHaveStyle({ animationDuration: '0.6s' });
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(args.onHidden).toHaveBeenCalledTimes(1));
  },
};
