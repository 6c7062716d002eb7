import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageScreen } from './Screen';

const meta = {
  title: 'Screens/MessageScreen',
  component: MessageScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Page Not Available',
    message: 'This page is not accessible to you.',
    actions: [{ label: 'Back to login', href: '#login' }],
  },
} satisfies Meta<typeof MessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#login');
  },
};

export const Alert: Story = {
  args: { role: 'alert', actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Page Not Available');
  },
};
