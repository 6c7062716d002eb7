import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NoticeTexts } from '../../shell/copy';
import { NoticeBanner } from '../../shell/NoticeBanner';
import { popup } from './dashboard.css';

/** Popups (missing cost basis, pending withdrawals) close themselves after 7.5 s (doc 2 §2, §9). */
const POPUP_AUTO_CLOSE_MS = 7_500;

export interface TimedPopupProps {
  texts: NoticeTexts;
  onClose: () => void;
}

/** The gap kept between the popup and what scrolls above it, in px. */
const ROOM_GAP = 16;

/**
 * While the popup floats, the page makes room for it so it covers no control (WCAG 2.4.11, 1.4.10):
 * the document scrolls on past its end by the popup's height (padding under the body), so the
 * last controls can rise above it, and keeps focused controls above it (`scroll-padding-bottom`,
 * which the browser honours when focus moves and when an element scrolls into view). Both are
 * restored when it closes.
 */
function useRoomBelow(box: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const root = document.documentElement;
    const before = {
      scrollPadding: root.style.scrollPaddingBottom,
      padding: document.body.style.paddingBottom,
    };
    const reserve = () => {
      const room = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + ROOM_GAP)}px`;
      root.style.scrollPaddingBottom = room;
      document.body.style.paddingBottom = room;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.scrollPaddingBottom = before.scrollPadding;
      document.body.style.paddingBottom = before.padding;
    };
  }, [box]);
}

/**
 * The dashboard's 7.5 s popups (doc 2 §2): a notice that closes by itself after
 * `POPUP_AUTO_CLOSE_MS`, or at once with its close button. The clock stops while the pointer is on
 * it or focus is inside it, so nobody loses it mid-read (WCAG 2.2.1), and restarts when they leave.
 * While it shows the page makes room under it (`useRoomBelow`): it floats over no control that
 * cannot be scrolled or focused out from under it, at any width.
 */
export function TimedPopup({ texts, onClose }: TimedPopupProps) {
  const box = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useRoomBelow(box);
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
    <div ref={box} className={popup}>
      <NoticeBanner tone="info" texts={texts} onDismiss={onClose} />
    </div>
  );
}
