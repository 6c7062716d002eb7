import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { cx } from '../../../utils/cx';
import { root } from './ScrollGate.css';
import { DEFAULT_SCROLL_END_THRESHOLD_PX, scrolledToEnd } from './scrolledToEnd';

export interface PageScrollGateProps {
  /** The content to read: it scrolls with the page, in no box of its own. */
  children: ReactNode;
  /** How close to the bottom of the page counts as the end, in px. @default 20 */
  threshold?: number;
  /** Called once, the first time the page is scrolled to its end. */
  onReachEnd?: () => void;
  /** Rendered after the content with whether the end was reached, e.g. the button it enables. */
  footer?: (state: { reachedEnd: boolean }) => ReactNode;
  /** Merged last onto the root. */
  className?: string;
}

function pageAtEnd(threshold: number): boolean {
  const page = document.documentElement;
  return scrolledToEnd(
    { scrollTop: window.scrollY, scrollHeight: page.scrollHeight, clientHeight: window.innerHeight },
    threshold,
  );
}

/**
 * `ScrollGate` for a whole page (the onboarding review, doc 1 §2.6: Confirm and Submit only after
 * scrolling to the bottom): the content scrolls with the page instead of inside a small box, and
 * once the page has been scrolled to within `threshold` px of its bottom the gate reports the end
 * (`onReachEnd`, `footer`'s `reachedEnd`, `[data-reached-end]`) and stays so. A page that fits the
 * window counts as read; one that grows (data arriving, a resize) is checked again. The keyboard
 * scrolls it as any page (Space, Page Down, End).
 *
 * Selectors: root `[data-reached-end]`.
 */
export function PageScrollGate({
  children,
  threshold = DEFAULT_SCROLL_END_THRESHOLD_PX,
  onReachEnd,
  footer,
  className,
}: PageScrollGateProps) {
  const [reachedEnd, setReachedEnd] = useState(false);
  const check = useEffectEvent(() => {
    if (pageAtEnd(threshold)) setReachedEnd(true);
  });
  const notifyReachedEnd = useEffectEvent(() => onReachEnd?.());

  useEffect(() => {
    if (reachedEnd) return undefined;
    check();
    const onChange = () => check();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    const observer = new ResizeObserver(onChange);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      observer.disconnect();
    };
  }, [reachedEnd]);

  useEffect(() => {
    if (reachedEnd) notifyReachedEnd();
  }, [reachedEnd]);

  return (
    <div className={cx(root, className)} data-reached-end={reachedEnd || undefined}>
      {children}
      {footer ? footer({ reachedEnd }) : null}
    </div>
  );
}
