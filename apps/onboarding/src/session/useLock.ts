import { useEffect, useState } from 'react';

/**
 * A lock of `lockMs` after each use, with the whole seconds left for a visible countdown (the 10 s
 * resend lock of doc 1 §4). Returns the seconds left (0: unlocked) and the function that locks.
 */
export function useLock(lockMs: number): [number, () => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return [
    seconds,
    () => {
      setSeconds(Math.ceil(lockMs / 1000));
      setDeadline(Date.now() + lockMs);
    },
  ];
}
