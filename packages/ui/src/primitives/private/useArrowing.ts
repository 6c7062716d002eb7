import { type RefObject, useEffect, useRef } from 'react';

/** The keys that move within a radio group and so choose (WAI-ARIA APG radio group). */
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Whether the last key pressed in the group moves (and so chooses): set by that key, cleared by
 * any other key, a pointer press or focus leaving the group. It is heard on the document, in the
 * capture phase, before react-aria's toolbar (itself a capture handler, at React's root) moves focus.
 */
export function useArrowing(ref: RefObject<HTMLDivElement | null>): RefObject<boolean> {
  const arrowing = useRef(false);
  useEffect(() => {
    const group = ref.current;
    if (group === null) return undefined;
    const document = group.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      arrowing.current =
        event.target instanceof Node && group.contains(event.target) && MOVING_KEYS.has(event.key);
    };
    const onPointerDown = () => {
      arrowing.current = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && group.contains(event.relatedTarget)))
        arrowing.current = false;
    };
    document.addEventListener('keydown', onKeyDown, true);
    group.addEventListener('pointerdown', onPointerDown, true);
    group.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      group.removeEventListener('pointerdown', onPointerDown, true);
      group.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
  return arrowing;
}
