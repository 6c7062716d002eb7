import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';
import { linkVariants } from './Link.css';

const meta = {
  title: 'Primitives/Navigation/Link',
  component: Link,
  args: { children: 'Terms of Use' },
  argTypes: { variant: { control: 'select', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  args: { href: '#terms' },
  render: (args) => (
    <p>
      By continuing you accept the <Link {...args} /> of Cairn.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Use' });
    await expect(link).toHaveAttribute('href', '#terms');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Forgot Password', href: '#forgot-password' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const Action: Story = {
  args: { children: 'Resend', variant: 'standalone', onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Resend' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { children: 'Resend', isDisabled: true, onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Resend' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
