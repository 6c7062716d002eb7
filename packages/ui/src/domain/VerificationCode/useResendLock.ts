import { RESEND_LOCK_MS } from '@cairn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A resend control's lock, as `useResendLock` returns it. */
export interface ResendLock {
  /** Whether the resend is refused now. */
  readonly isLocked: boolean;
  /** Whole seconds left, rounded up (10, 9, ... 1), for a visible countdown; 0 when unlocked. */
  readonly secondsLeft: number;
  /** Locks for the whole lockout again, from now. */
  readonly lock: () => void;
}

/**
 * The lock of a resend control (doc 1 §4, §9: the phone Resend link and the 2FA resends are
 * locked for 10 s after each use). Call `lock()` when the user asks for a new code; `isLocked`
 * and `secondsLeft` follow. The time left is read from `Date.now()` at each second's edge, so a
 * throttled background tab still unlocks on time, and fake timers drive it in tests.
 */
export function useResendLock(lockMs: number = RESEND_LOCK_MS): ResendLock {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lock = useCallback(() => {
    const deadline = Date.now() + lockMs;
    const tick = () => {
      const left = deadline - Date.now();
      setSecondsLeft(left > 0 ? Math.ceil(left / 1000) : 0);
      // Wake at the next whole second left, where the countdown changes.
      if (left > 0) timer.current = setTimeout(tick, left % 1000 || 1000);
    };
    clearTimeout(timer.current);
    tick();
  }, [lockMs]);

  return { isLocked: secondsLeft > 0, secondsLeft, lock };
}
