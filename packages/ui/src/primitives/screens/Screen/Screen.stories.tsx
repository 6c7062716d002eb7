import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect } from 'storybook/test';
import { expectLandmarks, LegalFooter } from '../../../../.storybook/templateContent';
import { PublicLayout } from '../../templates/PublicLayout/PublicLayout';
import { MessageScreen } from './Screen';

const meta = {
  title: 'Primitives/Screens/MessageScreen',
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

/**
 * Inside `PublicLayout` (the public pages' frame): no `main` of its own, so the page keeps one of
 * each landmark; the primary action sits last, at the bottom right, quiet ones before it.
 */
export const EmbeddedInPublicLayout: Story = {
  args: {
    variant: 'embedded',
    icon: Lock,
    actions: [
      { label: 'Back to login', href: '#login' },
      { label: 'Contact support', href: '#support', variant: 'secondary' },
    ],
  },
  render: (args) => (
    <PublicLayout verticalAlign="center" width="form" homeHref="/login" footer={<LegalFooter />}>
      <MessageScreen {...args} />
    </PublicLayout>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Legal']);
    const primary = canvas.getByRole('link', { name: 'Back to login' });
    const secondary = canvas.getByRole('link', { name: 'Contact support' });
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(
      secondary.getBoundingClientRect().right,
    );
    await expect(canvasElement.querySelector('[data-variant="embedded"]')).not.toBeNull();
  },
};

/** An embedded alert is announced at once, inside the template's `main`. */
export const EmbeddedAlert: Story = {
  ...EmbeddedInPublicLayout,
  args: { ...EmbeddedInPublicLayout.args, role: 'alert' },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Legal']);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Page Not Available');
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('alert'));
  },
};
