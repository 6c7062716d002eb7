import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleWarningMessages } from '@cairn/domain';
import { act as reactAct } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SessionTimeout } from './SessionTimeout';

// React's act() flushes each timer's state update before the next assertion; vitest-browser-react
// switches the act environment off after its own render, so it is switched on around each call.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
async function act(callback: () => void): Promise<void> {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => callback());
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  }
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const MINUTE = 60_000;
const warningDialog = () => document.querySelector('[role="alertdialog"]');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

// The product's own timings (doc 1 §4, §9: 30 minutes idle), walked on fake timers.
describe('SessionTimeout: 30 idle minutes log out, with a warning a minute before', () => {
  it('warns at 29 minutes, counts down, and expires once at 30', async () => {
    expect([IDLE_TIMEOUT_MS, IDLE_WARNING_MS]).toEqual([30 * MINUTE, MINUTE]);
    const onExpire = vi.fn();
    await render(<SessionTimeout onExpire={onExpire} onLogOut={() => {}} />);
    await advance(29 * MINUTE - 1_000);
    expect(warningDialog()).toBeNull();
    await advance(1_000);
    expect(warningDialog()).not.toBeNull();
    expect(warningDialog()?.textContent).toContain(idleWarningMessages.title);
    expect(warningDialog()?.textContent).toMatch(/logged out in 60 seconds because of inactivity/);
    await advance(30_000);
    expect(warningDialog()?.textContent).toMatch(/logged out in 30 seconds/);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(30_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(warningDialog()).toBeNull();
  });

  it("'Stay signed in' restarts the full 30 minutes from the moment it is pressed", async () => {
    const onExpire = vi.fn();
    await render(<SessionTimeout onExpire={onExpire} />);
    await advance(29 * MINUTE + 30_000);
    const stay = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === idleWarningMessages.stay,
    );
    expect(stay).toBeDefined();
    await act(() => stay?.click());
    expect(warningDialog()).toBeNull();
    // Without the restart it would expire 30 s from now; it must hold for 30 minutes.
    await advance(29 * MINUTE - 1_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(warningDialog()).toBeNull();
    await advance(1_000);
    expect(warningDialog()).not.toBeNull();
    await advance(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('pointer and keyboard activity keep the session alive for hours', async () => {
    const onExpire = vi.fn();
    await render(<SessionTimeout onExpire={onExpire} />);
    for (let minutes = 0; minutes < 120; minutes += 20) {
      await advance(20 * MINUTE);
      document.dispatchEvent(
        minutes % 40 === 0 ? new PointerEvent('pointermove') : new KeyboardEvent('keydown', { key: 'a' }),
      );
    }
    expect(onExpire).not.toHaveBeenCalled();
    expect(warningDialog()).toBeNull();
  });

  it('ignores activity once the warning shows: only the button (or Escape) extends', async () => {
    const onExpire = vi.fn();
    await render(<SessionTimeout onExpire={onExpire} />);
    await advance(29 * MINUTE + 10_000);
    document.dispatchEvent(new PointerEvent('pointermove'));
    await advance(50_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('mounted late (a lazily loaded chunk), it counts from activeSince', async () => {
    const onExpire = vi.fn();
    const signedInAt = Date.now() - 29 * MINUTE;
    await render(<SessionTimeout onExpire={onExpire} activeSince={signedInAt} />);
    await advance(1_000);
    expect(warningDialog()?.textContent).toMatch(/logged out in 59 seconds/);
    await advance(59_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('runs no timer while signed out', async () => {
    const onExpire = vi.fn();
    await render(<SessionTimeout isActive={false} onExpire={onExpire} />);
    await advance(3 * 30 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(warningDialog()).toBeNull();
  });
});
