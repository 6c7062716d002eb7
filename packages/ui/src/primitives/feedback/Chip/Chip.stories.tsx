import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../Badge/Badge';
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

/** A lasting chip with a remove button (Account's excluded assets): no fade, no live role. */
export const Removable: Story = {
  args: {
    children: (
      <>
        Bitcoin (BTC) <Badge tone="warning">Pending</Badge>
      </>
    ),
    tone: 'neutral',
    onRemove: fn(),
    removeLabel: 'Remove BTC',
    durationMs: 300,
  },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove BTC' });
    const chip = remove.parentElement as HTMLElement;
    await expect(chip).toHaveAttribute('data-removable');
    await expect(chip).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Past its would-be lifetime it is still there: a lasting chip does not fade out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole('button', { name: 'Remove BTC' })).toBeVisible();
    await expect(args.onHidden).not.toHaveBeenCalled();
  },
};
