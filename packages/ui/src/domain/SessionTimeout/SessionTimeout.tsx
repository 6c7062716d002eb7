import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleState } from '@cairn/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { IdleWarning } from './IdleWarning';

/** The events that count as activity: any pointer or keyboard use of the page. */
export const SESSION_ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

/** How often the timer looks at the clock. */
const TICK_MS = 1_000;

export interface SessionTimeoutProps {
  /** Whether a user is signed in: the timer runs only then, and restarts each time it becomes true. @default true */
  isActive?: boolean;
  /** Called once when the idle time has passed: log out (reason 'idle') and say why. */
  onExpire: () => void;
  /** Shows a 'Log Out' button in the warning that calls this. */
  onLogOut?: () => void;
  /** Inactivity before `onExpire`. @default IDLE_TIMEOUT_MS (30 minutes) */
  idleMs?: number;
  /** How long before `onExpire` the warning shows. @default IDLE_WARNING_MS (60 s) */
  warningMs?: number;
  /**
   * When the idle time starts (`Date.now()` based), for a timer mounted after the session began:
   * an app that loads it lazily passes the moment the user was signed in. @default when it starts
   */
  activeSince?: number;
}

/**
 * The idle logout of every app (doc 1 §4; doc 3 §9): after `idleMs` without pointer or keyboard
 * activity it calls `onExpire`. `warningMs` before that, an alert dialog counts down and offers
 * 'Stay signed in' (WCAG 2.2.1 Timing Adjustable: the user can extend with a simple action); while
 * it shows, only that button (or Escape) extends the session, so a stray mouse move cannot hide the
 * warning unread. Renders nothing until the warning. The clock is read on each tick, so a
 * throttled background tab still expires on time. Its dialog comes with it: an app keeps both out of
 * a signed-out first paint by loading `SessionTimeout` lazily once signed in, as `@cairn/app-shell`
 * does (a lazy chunk inside the kit would put the dialog's code in every page bundled with esbuild).
 */
export function SessionTimeout({
  isActive = true,
  onExpire,
  onLogOut,
  idleMs = IDLE_TIMEOUT_MS,
  warningMs = IDLE_WARNING_MS,
  activeSince,
}: SessionTimeoutProps) {
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const expire = useEffectEvent(() => onExpire());

  const tick = useEffectEvent(() => {
    const state = idleState(lastActivity.current, Date.now(), { idleMs, warningMs });
    if (state.kind === 'expired') {
      warning.current = false;
      lastActivity.current = Date.now();
      setSecondsLeft(null);
      expire();
    } else if (state.kind === 'warning') {
      warning.current = true;
      setSecondsLeft(state.secondsLeft);
    }
  });

  useEffect(() => {
    if (!isActive) return undefined;
    lastActivity.current = activeSince ?? Date.now();
    warning.current = false;
    setSecondsLeft(null);
    const touch = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    for (const type of SESSION_ACTIVITY_EVENTS)
      document.addEventListener(type, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => tick(), Math.min(TICK_MS, warningMs));
    return () => {
      window.clearInterval(timer);
      for (const type of SESSION_ACTIVITY_EVENTS)
        document.removeEventListener(type, touch, { capture: true });
      setSecondsLeft(null);
    };
  }, [isActive, warningMs, activeSince]);

  const stay = () => {
    warning.current = false;
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  };

  if (!isActive || secondsLeft === null) return null;
  return <IdleWarning secondsLeft={secondsLeft} onStay={stay} {...(onLogOut ? { onLogOut } : {})} />;
}
