import { createContext, type RefCallback, useCallback, useContext } from 'react';

/** What a registered element is: a bound field's focusable element, or an error's target. */
export type FieldElementKind = 'field' | 'target';

/**
 * The elements a `Form`'s problems point at, by name: each binding's focusable element, and any
 * element given to {@link useErrorTarget} for an error that is not a field's (a list's total).
 * The error summary links to them and orders its problems by their place in the page.
 */
export interface FieldElements {
  set(name: string, element: HTMLElement | null, kind: FieldElementKind): void;
  get(name: string): { readonly element: HTMLElement; readonly kind: FieldElementKind } | undefined;
  /** How many fields and error targets (a list's heading) are on screen. */
  countOnScreen(): number;
}

export function createFieldElements(): FieldElements {
  const byName = new Map<string, { element: HTMLElement; kind: FieldElementKind }>();
  return {
    set(name, element, kind) {
      if (element === null) byName.delete(name);
      else byName.set(name, { element, kind });
    },
    get: (name) => byName.get(name),
    countOnScreen: () => [...byName.values()].filter((entry) => entry.element.isConnected).length,
  };
}

export const FieldElementsContext = createContext<FieldElements | null>(null);

/** The enclosing `Form`'s elements, or `null` outside one. */
export function useFieldElements(): FieldElements | null {
  return useContext(FieldElementsContext);
}

/** Sorts elements as they come in the page; missing ones last. */
export function pageOrder(a: HTMLElement | undefined, b: HTMLElement | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * Marks the element a form-level error at `name` points at, e.g. a list's heading for 'Total
 * allocation must equal 100' at `primary`: the `FormErrorSummary` links to it, and a failed submit
 * with no field in error focuses it. Give it `tabIndex={-1}` when it is not focusable itself.
 * Inside a `Form` only.
 */
export function useErrorTarget(name: string): RefCallback<HTMLElement> {
  const elements = useFieldElements();
  return useCallback(
    (element: HTMLElement | null) => elements?.set(name, element, 'target'),
    [elements, name],
  );
}
