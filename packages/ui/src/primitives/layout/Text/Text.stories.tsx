import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Figure, Heading, Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Primitives/Layout/Text',
  component: Text,
  parameters: { layout: 'padded' },
  args: { children: 'Your portfolio is rebalanced when it drifts more than 5% from its targets.' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/rebalanced/);
    await expect(getComputedStyle(text).fontSize).toBe('16px');
    await expect(getComputedStyle(text).lineHeight).toBe('24px');
    await expect(getComputedStyle(text).fontWeight).toBe('400');
  },
};

export const Headings: Story = {
  render: () => (
    <Stack space="12">
      <Heading level={1}>Hello, Jane!</Heading>
      <Heading level={2}>Holdings</Heading>
      <Heading level={3}>Allocation by asset</Heading>
      <Heading level={4}>Bitcoin</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map(
      (level) => getComputedStyle(canvas.getByRole('heading', { level })).fontSize,
    );
    await expect(sizes).toEqual(['32px', '24px', '18px', '16px']);
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontWeight).toBe('600');
  },
};

/** Gains and losses: colour, sign and arrow, never colour alone. */
export const Figures: Story = {
  render: () => (
    <Stack space="12" align="start">
      <Figure size="xxxl" weight="bold" unit="USD">
        $48,210.77
      </Figure>
      <Figure trend="gain">+2.35%</Figure>
      <Figure trend="loss">−1.08%</Figure>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const gain = canvas.getByText('+2.35%').parentElement as HTMLElement;
    await expect(gain).toHaveAttribute('data-trend', 'gain');
    await expect(gain.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(gain).fontVariantNumeric).toBe('tabular-nums');
    const loss = canvas.getByText('−1.08%').parentElement as HTMLElement;
    await expect(getComputedStyle(loss).color).not.toBe(getComputedStyle(gain).color);
    await expect(canvas.getByText('USD')).toBeVisible();
  },
};
