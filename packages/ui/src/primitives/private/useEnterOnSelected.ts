import { useEffect, useRef } from 'react';

/**
 * For a single-choice group of toggle buttons (react-aria `ToggleButtonGroup` with single
 * selection, exposed as a `radiogroup`): Tab or Shift+Tab into the group lands on the selected
 * button, as in a radio group (WAI-ARIA APG radio pattern), instead of on the first or last one;
 * the arrows then move from the current choice. Only focus that Tab brings in is moved: a click, or
 * a screen reader focusing a button, keeps its own target. Returns the ref for the group's element.
 */
export function useEnterOnSelected<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const group = ref.current;
    if (group === null) return;
    const document = group.ownerDocument;
    let tabbing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      tabbing = event.key === 'Tab';
    };
    const onPointerDown = () => {
      tabbing = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      // Moving within the group (arrow keys) is left alone.
      if (!tabbing || (event.relatedTarget instanceof Node && group.contains(event.relatedTarget))) return;
      const active = document.activeElement;
      const selected = group.querySelector<HTMLElement>('[aria-checked="true"]:not([disabled])');
      if (
        selected !== null &&
        active instanceof HTMLElement &&
        group.contains(active) &&
        selected !== active
      ) {
        selected.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    group.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      group.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return ref;
}
