import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../utils/cx';
import { box as boxClass, frame, root } from './ScrollGate.css';
import { DEFAULT_SCROLL_END_THRESHOLD_PX, scrolledToEnd } from './scrolledToEnd';

export interface ScrollGateProps {
  /** The scroll box's name, e.g. 'Advisory Agreement' (it is a labelled region). */
  'aria-label': string;
  /** The text to read. */
  children: ReactNode;
  /** How close to the bottom counts as the end, in px. @default 20 */
  threshold?: number;
  /** Called once, the first time the content is scrolled to its end. */
  onReachEnd?: () => void;
  /** The box's height limit: a CSS length, a number is pixels. @default '24rem' */
  maxHeight?: number | string;
  /**
   * A short cue over the box's faded bottom edge until the end is reached, e.g. 'Scroll to the end
   * to sign' (visual only: say the same beside the action it gates).
   */
  cue?: string;
  /** Rendered under the box with whether the end was reached, e.g. the button it enables. */
  footer?: (state: { reachedEnd: boolean }) => ReactNode;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * A scroll box that gates an action on reading (the advisory agreement, the onboarding review):
 * once its content has been scrolled to within `threshold` px of the bottom it reports the end
 * (`onReachEnd`, `footer`'s `reachedEnd`, `[data-reached-end]`) and stays so. Content that fits
 * without scrolling counts as read. The box is a focusable, labelled region, so the keyboard scrolls
 * it (arrows, Page Down, End).
 *
 * Until then the box's bottom edge fades out, so a line cut by the edge reads as "more below", with
 * the `cue` over it.
 *
 * Selectors: root `[data-reached-end]`.
 */
export function ScrollGate({
  'aria-label': ariaLabel,
  children,
  threshold = DEFAULT_SCROLL_END_THRESHOLD_PX,
  onReachEnd,
  maxHeight = '24rem',
  cue,
  footer,
  className,
}: ScrollGateProps) {
  const boxRef = useRef<HTMLElement>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const notifyReachedEnd = useEffectEvent(() => onReachEnd?.());

  const check = () => {
    const box = boxRef.current;
    if (box && scrolledToEnd(box, threshold)) setReachedEnd(true);
  };
  const checkLayout = useEffectEvent(check);

  // Short content, or a box that grows (window resize, fonts loading), may need no scrolling at all.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || reachedEnd) return undefined;
    checkLayout();
    const observer = new ResizeObserver(() => checkLayout());
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [reachedEnd]);

  useEffect(() => {
    if (reachedEnd) notifyReachedEnd();
  }, [reachedEnd]);

  return (
    <div className={cx(root, className)} data-reached-end={reachedEnd || undefined}>
      {/* The cue is drawn by CSS from `data-cue` (over the fade, until the end is reached). */}
      <div className={frame} data-cue={cue}>
        <section
          ref={boxRef}
          aria-label={ariaLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className={boxClass}
          style={{ maxHeight }}
          onScroll={reachedEnd ? undefined : check}
        >
          <div>{children}</div>
        </section>
      </div>
      {footer ? footer({ reachedEnd }) : null}
    </div>
  );
}
