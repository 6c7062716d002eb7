import { createContext, type RefCallback, useCallback, useContext } from 'react';

/**
 * The elements a `Form`'s problems point at, by field name: each binding's focusable element, and
 * any element given to {@link useErrorTarget} for an error that is not a field's (a list's total).
 * The error summary links to them and orders its problems by their place in the page.
 */
export interface FieldElements {
  set(name: string, element: HTMLElement | null): void;
  get(name: string): HTMLElement | undefined;
}

export function createFieldElements(): FieldElements {
  const byName = new Map<string, HTMLElement>();
  return {
    set(name, element) {
      if (element === null) byName.delete(name);
      else byName.set(name, element);
    },
    get: (name) => byName.get(name),
  };
}

export const FieldElementsContext = createContext<FieldElements | null>(null);

/** The enclosing `Form`'s elements, or `null` outside one. */
export function useFieldElements(): FieldElements | null {
  return useContext(FieldElementsContext);
}

/**
 * Marks the element a form-level error at `name` points at, e.g. a list's heading for 'Total
 * allocation must equal 100' at `primary`: the `FormErrorSummary` links to it and orders it by its
 * place in the page. Give it `tabIndex={-1}` when it is not focusable itself. Inside a `Form` only.
 */
export function useErrorTarget(name: string): RefCallback<HTMLElement> {
  const elements = useFieldElements();
  return useCallback((element: HTMLElement | null) => elements?.set(name, element), [elements, name]);
}
