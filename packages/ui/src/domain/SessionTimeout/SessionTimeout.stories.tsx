import { idleWarningMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SessionTimeout } from './SessionTimeout';

const meta = {
  title: 'Domain/SessionTimeout',
  component: SessionTimeout,
  // Seconds instead of the product's 30 minutes, so the stories can show the warning; the timings
  // themselves are tested on fake timers (SessionTimeout.test.tsx).
  args: { idleMs: 3_000, warningMs: 2_000, onExpire: fn(), onLogOut: fn() },
  render: (args) => (
    <div>
      <p>Signed in. Leave the page alone to see the warning.</p>
      <SessionTimeout {...args} />
    </div>
  ),
} satisfies Meta<typeof SessionTimeout>;

export default meta;
type Story = StoryObj<typeof meta>;

const warning = () =>
  screen.findByRole('alertdialog', { name: idleWarningMessages.title }, { timeout: 3_000 });

/** A minute before the logout (here 2 s) the warning counts down, then the session expires. */
export const WarnsThenExpires: Story = {
  play: async ({ args }) => {
    const dialog = await warning();
    await expect(dialog).toHaveTextContent(/logged out in \d seconds? because of inactivity/);
    // The message is the dialog's description, read with its title (issue 31).
    await expect(dialog).toHaveAccessibleDescription(/logged out in \d seconds? because of inactivity/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** 'Stay signed in' (the simple action WCAG 2.2.1 asks for) closes the warning; that it restarts the full
 * idle time is checked on fake timers in SessionTimeout.test.tsx. */
export const StaySignedIn: Story = {
  play: async () => {
    const dialog = await warning();
    await userEvent.click(screen.getByRole('button', { name: idleWarningMessages.stay }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Escape keeps the session too, and the keyboard reaches Log Out. */
export const KeyboardChoices: Story = {
  play: async ({ args }) => {
    await warning();
    await waitFor(() => expect(screen.getByRole('button', { name: idleWarningMessages.stay })).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(screen.getByRole('button', { name: idleWarningMessages.logOut })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};
