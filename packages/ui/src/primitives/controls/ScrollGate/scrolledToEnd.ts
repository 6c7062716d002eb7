/** How close to the bottom counts as the end by default, in px (the advisory agreement's 20 px, doc 1 §5). */
export const DEFAULT_SCROLL_END_THRESHOLD_PX = 20;

/** Whether a scroll box shows its content to within `threshold` px of the bottom; content that does not overflow counts as read. */
export function scrolledToEnd(
  box: { readonly scrollTop: number; readonly scrollHeight: number; readonly clientHeight: number },
  threshold: number,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
