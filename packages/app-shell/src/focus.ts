// The one focus rule of the three apps (issue 31, WCAG 2.4.3): after an in-app navigation focus
// moves to the new page's `h1`; when what had focus disappears or turns disabled (a dialog closed
// on a button that became "Added", a row replaced by the next step) focus goes to the next
// meaningful place; never to `<body>`.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** The `id` of the templates' `main` (the skip link's target, the kit's default). */
export const MAIN_ID = 'main-content';

/** How long a page may take to show its heading after a navigation (a lazy chunk, a guard's read). */
const HEADING_WAIT_FRAMES = 300;

/** Makes `heading` a reading position (no Tab stop, no ring: the kit styles `h1[tabindex="-1"]`) and focuses it. */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** Whether `element` is in the document and rendered (not hidden by `display: none` above it). */
function isShown(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/** The first rendered `h1` inside `main`. */
function shownHeading(main: HTMLElement | null): HTMLElement | null {
  const headings = main?.querySelectorAll<HTMLElement>('h1') ?? [];
  return Array.from(headings).find(isShown) ?? null;
}

/**
 * Moves focus to the `h1` in `main` once it shows, unless the page took focus itself meanwhile (a
 * code entry's field, a dialog) or kept it on a control of its own that stayed (a filter held in
 * the path); `before` is what had focus when the path changed. Returns a cancel.
 */
function focusHeadingWhenShown(before: Element | null): () => void {
  let frame = 0;
  let frames = 0;
  headingPending = true;
  const attempt = () => {
    headingPending = false;
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    const tookFocus = active !== null && active !== before && active !== document.body;
    const keptFocus = active === before && before?.isConnected === true && main?.contains(before) === true;
    if (tookFocus) return;
    if (keptFocus) {
      // The old page may still be showing while the new one loads (a lazy chunk, a read): the
      // control kept focus only if it is still there once the frames run out. When it goes (a
      // model's row, replaced by the model's page), focus moves to the new page's heading.
      frames += 1;
      if (frames < HEADING_WAIT_FRAMES) {
        headingPending = true;
        frame = requestAnimationFrame(attempt);
      }
      return;
    }
    // The shown `h1`: a page being replaced may stay in the document, hidden (Suspense hides the
    // old page while the new one loads), and a hidden heading cannot take focus.
    const heading = shownHeading(main);
    if (heading) focusHeading(heading);
    if (heading && document.activeElement === heading) {
      // A lazy page shows its skeleton's heading first; when the page replaces it, focus follows
      // to the page's own heading rather than falling to <body>.
      // Meanwhile the focus is the navigation rule's (`headingPending`).
      const watch = () => {
        headingPending = false;
        const now = document.activeElement;
        if (now === heading && heading.isConnected) {
          frames += 1;
          if (frames < HEADING_WAIT_FRAMES) {
            headingPending = true;
            frame = requestAnimationFrame(watch);
          }
          return;
        }
        if ((now === null || now === document.body) && !isShown(heading)) attempt();
      };
      headingPending = true;
      frame = requestAnimationFrame(watch);
      return;
    }
    frames += 1;
    if (frames < HEADING_WAIT_FRAMES) {
      headingPending = true;
      frame = requestAnimationFrame(attempt);
    }
  };
  frame = requestAnimationFrame(attempt);
  return () => {
    headingPending = false;
    cancelAnimationFrame(frame);
  };
}

/** Whether two paths are the same page, whether or not either is percent-encoded ('Bitcoin%20Core'). */
function samePath(a: string, b: string): boolean {
  const decoded = (path: string) => {
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  return a === b || decoded(a) === decoded(b);
}

/** The path the app last showed: the first page keeps the browser's own focus. */
let shownPath: string | null = null;

/** A navigation is waiting for its page's heading: the page's focus is the navigation rule's. */
let headingPending = false;

/**
 * After an in-app navigation, focus moves to the new page's `h1`: a screen reader announces the
 * page by its heading and Tab continues from its top. `CairnApp` runs it for every app.
 */
export function useFocusOnNavigation(): void {
  const [path] = useLocation();
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

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether focus can rest on `element` now: connected, enabled, rendered, not inert. */
function canTakeFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled, [aria-disabled="true"], [inert], [inert] *')) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The first element after `from` in document order that can take focus, inside `within`. */
function nextFocusable(from: Node, within: Element): HTMLElement | null {
  const walker = document.createTreeWalker(within, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = from;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node instanceof Element && node.matches(FOCUSABLE) && canTakeFocus(node)) return node;
  }
  return null;
}

/** The last heading before `from` in document order inside `within`, the section it belongs to. */
function headingBefore(from: Node, within: Element): HTMLElement | null {
  const walker = document.createTreeWalker(within, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = from;
  for (let node = walker.previousNode(); node !== null; node = walker.previousNode()) {
    if (node instanceof HTMLElement && /^H[1-6]$/.test(node.tagName) && node.getClientRects().length > 0)
      return node;
  }
  return null;
}

/** What had focus, with the ancestors it had then (to find its place once it is gone). */
interface Focused {
  readonly element: Element;
  readonly ancestors: readonly Element[];
  /** For an element inside a dialog or menu: what had focus before the overlay opened. */
  readonly opener: Focused | null;
}

function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = [];
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) chain.push(parent);
  return chain;
}

/**
 * The next meaningful place for focus once `lost` can no longer hold it: itself if it can; when it
 * is disabled, its grid cell or row in a grid, else the next control after it (else its section's
 * heading); when it is gone, the first
 * control in the nearest part of the page that stayed (else that part's heading); the page's `h1`
 * last.
 */
export function placeAfterLoss(lost: Focused): HTMLElement | null {
  if (lost.opener !== null && !lost.element.isConnected) {
    const place = placeAfterLoss(lost.opener);
    if (place !== null) return place;
  }
  const main = document.getElementById(MAIN_ID) ?? document.body;
  if (canTakeFocus(lost.element)) return lost.element;
  if (lost.element.isConnected) {
    // In a grid the cell (or row) that holds the disabled control keeps the user on the row they
    // acted on (a row's Add became 'Added'); the grid's arrows go on from there.
    const cell = lost.element.closest<HTMLElement>('[role="gridcell"], [role="row"]');
    if (cell !== null && cell !== lost.element && isShown(cell)) return cell;
    const within = main.contains(lost.element) ? main : document.body;
    return nextFocusable(lost.element, within) ?? headingBefore(lost.element, within);
  }
  for (const ancestor of lost.ancestors) {
    if (!ancestor.isConnected || ancestor === document.body || ancestor === document.documentElement)
      continue;
    if (ancestor.closest(OVERLAY) !== null && !canTakeFocus(ancestor)) continue;
    const control = ancestor.querySelector(FOCUSABLE);
    const first = control !== null && canTakeFocus(control) ? control : nextFocusable(ancestor, ancestor);
    if (first !== null) return first;
    const heading = ancestor.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading !== null) return heading;
  }
  return main.querySelector<HTMLElement>('h1');
}

/** Whether focus has fallen to the page (nothing, or `<body>`), with the window still focused. */
function focusFellToBody(): boolean {
  const active = document.activeElement;
  return (active === null || active === document.body) && document.hasFocus();
}

/**
 * Keeps focus off `<body>`: it remembers what had focus (and, inside a dialog or menu, what opened
 * it); when that element is removed or disabled and focus falls to the page, focus moves to the
 * next meaningful place (`placeAfterLoss`). A click on empty space, which also leaves focus on
 * `<body>`, is the user's choice and is left alone: the element that had focus is still there.
 */
export function useFocusNeverLost(): void {
  useEffect(() => {
    let last: Focused | null = null;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || target === document.body) return;
      const overlay = target.closest(OVERLAY);
      let opener: Focused | null = null;
      if (overlay !== null && last !== null) {
        opener = overlay.contains(last.element) ? last.opener : last;
      }
      last = { element: target, ancestors: ancestorsOf(target), opener };
    };
    const check = () => {
      frame = 0;
      // A page being left or awaiting its heading: the navigation rule moves focus (to the `h1`).
      if (headingPending || (shownPath !== null && !samePath(window.location.pathname, shownPath))) return;
      if (last === null || !focusFellToBody() || canTakeFocus(last.element)) return;
      const place = placeAfterLoss(last);
      if (place === null) return;
      if (/^H[1-6]$/.test(place.tagName)) focusHeading(place);
      else place.focus();
    };
    const schedule = () => {
      if (frame === 0 && focusFellToBody()) frame = requestAnimationFrame(check);
    };
    // Removal and disabling do not always fire `focusout` (Chrome blurs a removed element silently):
    // changes to the page are watched too, cheaply, since each only looks at `activeElement`.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled', 'inert', 'hidden'],
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', schedule);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
