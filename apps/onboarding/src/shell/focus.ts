import { useEffect, useRef } from 'react';

/** The `id` of the templates' `main` (the skip link's target). */
export const MAIN_ID = 'main-content';

/** The page the app last showed: the first page keeps the browser's own focus. */
let shownPath: string | null = null;

/** How long a page may take to show its heading after a navigation (a lazy chunk, a guard's read). */
const HEADING_WAIT_FRAMES = 300;

/**
 * Moves focus to the `h1` in `main` once it shows, unless the page took focus itself meanwhile (a
 * code entry's field); `before` is what had focus when the page changed. Returns a cancel.
 */
function focusHeadingWhenShown(before: Element | null): () => void {
  let frame = 0;
  let frames = 0;
  const attempt = () => {
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    const pageTookFocus = active !== before && active !== document.body && main?.contains(active) === true;
    if (pageTookFocus) return;
    const heading = main?.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    frames += 1;
    if (frames < HEADING_WAIT_FRAMES) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * After an in-app navigation, focus moves to the new page's `h1` (WCAG 2.4.3): a screen reader
 * announces the page and Tab continues from its top. A page that took focus itself (a code entry's
 * field) keeps it; the frame's Back link, which outlives the page, does not.
 */
export function useFocusOnNavigation(path: string): void {
  useEffect(() => {
    const previous = shownPath;
    shownPath = path;
    if (previous === null || previous === path) return undefined;
    return focusHeadingWhenShown(document.activeElement);
  }, [path]);
}

/** The same for the steps of one page (password recovery): focus goes to each new step's `h1`. */
export function useFocusOnStep(step: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return undefined;
    shown.current = step;
    return focusHeadingWhenShown(document.activeElement);
  }, [step]);
}
