import { useEffect, useRef, useState } from 'react';
import type { NoticeTexts } from '../../shell/copy';
import { NoticeBanner } from '../../shell/NoticeBanner';

/** Popups (missing cost basis, pending withdrawals) close themselves after 7.5 s (doc 2 §2, §9). */
const POPUP_AUTO_CLOSE_MS = 7_500;

export interface TimedPopupProps {
  texts: NoticeTexts;
  onClose: () => void;
}

/**
 * The dashboard's 7.5 s popups (doc 2 §2): a notice that closes by itself after
 * `POPUP_AUTO_CLOSE_MS`, or at once with its close button. The clock stops while the pointer is on
 * it or focus is inside it, so nobody loses it mid-read (WCAG 2.2.1), and restarts when they leave.
 * It sits in the page's flow where the page puts it (issue 30): it pushes the content down and
 * covers nothing, at any width.
 */
export function TimedPopup({ texts, onClose }: TimedPopupProps) {
  const box = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const hold = (part: 'pointer' | 'focus', value: boolean) => () =>
      setHeld((current) => ({ ...current, [part]: value }));
    const listeners: [string, EventListener][] = [
      ['pointerenter', hold('pointer', true)],
      ['pointerleave', hold('pointer', false)],
      ['focusin', hold('focus', true)],
      [
        'focusout',
        (event) => {
          if (!element.contains((event as FocusEvent).relatedTarget as Node | null)) hold('focus', false)();
        },
      ],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, []);
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(onClose, POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [paused, onClose]);
  return (
    <div ref={box} data-timed-popup="">
      <NoticeBanner tone="info" texts={texts} onDismiss={onClose} />
    </div>
  );
}
