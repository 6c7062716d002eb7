import { RESEND_LOCK_MS } from '@cairn/domain';
import { act as reactAct } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useResendLock } from './useResendLock';

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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// A story cannot wait out 10 s: fake timers walk the lock second by second.
describe('useResendLock (doc 1 §4, §9: phone and 2FA resend locked 10 s after each use)', () => {
  it('is open until used, then locked for 10 s with a countdown', async () => {
    expect(RESEND_LOCK_MS).toBe(10_000);
    const { result } = await renderHook(() => useResendLock());
    expect(result.current.isLocked).toBe(false);
    expect(result.current.secondsLeft).toBe(0);

    await act(() => result.current.lock());
    expect(result.current.isLocked).toBe(true);
    expect(result.current.secondsLeft).toBe(10);

    await advance(1);
    expect(result.current.secondsLeft).toBe(10);
    await advance(999);
    expect(result.current.secondsLeft).toBe(9);
    await advance(8_000);
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.isLocked).toBe(true);
    await advance(999);
    expect(result.current.isLocked).toBe(true);
    await advance(1);
    expect(result.current.isLocked).toBe(false);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('locks for the whole time again from each use', async () => {
    const { result } = await renderHook(() => useResendLock());
    await act(() => result.current.lock());
    await advance(6_000);
    expect(result.current.secondsLeft).toBe(4);
    await act(() => result.current.lock());
    expect(result.current.secondsLeft).toBe(10);
    await advance(9_999);
    expect(result.current.isLocked).toBe(true);
    await advance(1);
    expect(result.current.isLocked).toBe(false);
  });

  it('counts from the clock, so a late timer (a throttled tab) still unlocks on time', async () => {
    const { result } = await renderHook(() => useResendLock(3_000));
    await act(() => result.current.lock());
    expect(result.current.secondsLeft).toBe(3);
    // The clock jumps past the deadline before any timer runs.
    vi.setSystemTime(Date.now() + 5_000);
    await advance(1_000);
    expect(result.current.isLocked).toBe(false);
  });

  it('stops its timer when the component goes', async () => {
    const { result, unmount } = await renderHook(() => useResendLock());
    await act(() => result.current.lock());
    expect(vi.getTimerCount()).toBe(1);
    await act(() => unmount());
    expect(vi.getTimerCount()).toBe(0);
  });
});
