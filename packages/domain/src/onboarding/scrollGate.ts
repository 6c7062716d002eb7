/** What {@link hasScrolledToEnd} needs of a scroll box (an `HTMLElement` fits). */
export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/**
 * Whether a scroll box shows its content to within `threshold` px of the bottom (doc 1 §5: the
 * advisory agreement must be scrolled to within 20 px of its bottom). Content that does not
 * overflow counts as read.
 */
export function hasScrolledToEnd(box: ScrollMetrics, threshold: number): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
