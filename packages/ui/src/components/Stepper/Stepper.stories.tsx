import { ONBOARDING_STEPS } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { currentStep: 'Portfolio' },
  argTypes: { currentStep: { control: 'select', options: ONBOARDING_STEPS } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portfolio: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    const items = canvas.getAllByRole('listitem');
    await expect(nav).toContainElement(items[0] ?? null);
    await expect(items.map((item) => item.textContent?.replace(/^\d|, completed$/g, ''))).toEqual([
      ...ONBOARDING_STEPS,
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[0]).toHaveTextContent('Profile, completed');
    await expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

export const FirstStep: Story = {
  args: { currentStep: 'Profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = {
  args: { currentStep: 'Confirm' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(3);
  },
};
