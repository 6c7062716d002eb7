import { idleWarningMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SessionTimeout } from './SessionTimeout';

const meta = {
  title: 'Feedback/SessionTimeout',
  component: SessionTimeout,
  // Seconds instead of the product's 30 minutes, so the stories can show the whole cycle.
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** 'Stay signed in' (the simple action WCAG 2.2.1 asks for) restarts the timer. */
export const StaySignedIn: Story = {
  args: { idleMs: 2_500, warningMs: 1_500 },
  play: async ({ args }) => {
    const dialog = await warning();
    await userEvent.click(screen.getByRole('button', { name: idleWarningMessages.stay }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect(args.onExpire).not.toHaveBeenCalled();
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

/** Pointer and keyboard activity keep the session alive: no warning while the user works. */
export const ActivityKeepsAlive: Story = {
  args: { idleMs: 1_500, warningMs: 500 },
  play: async ({ args, canvasElement }) => {
    for (let step = 0; step < 8; step += 1) {
      fireEvent.pointerMove(canvasElement);
      if (step % 2 === 0) fireEvent.keyDown(canvasElement, { key: 'a' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** Signed out: no timer runs. */
export const Inactive: Story = {
  args: { isActive: false, idleMs: 600, warningMs: 300 },
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};
