import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface UnsavedChanges {
  /** The menu paths whose pages hold unsaved changes. */
  readonly paths: ReadonlySet<string>;
  /** A page reports whether it holds unsaved changes. */
  readonly set: (path: string, unsaved: boolean) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges>({ paths: new Set(), set: () => {} });

/**
 * Which pages hold unsaved changes, for the side menu's red dot (doc 3 §2: trade settings). The
 * trade settings page is not implemented (doc 3 §2), so today nothing reports a change.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [paths, setPaths] = useState<ReadonlySet<string>>(() => new Set());
  const set = useCallback((path: string, unsaved: boolean) => {
    setPaths((current) => {
      if (current.has(path) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ paths, set }), [paths, set]);
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/** The menu paths whose pages hold unsaved changes. */
export function useUnsavedChanges(): ReadonlySet<string> {
  return useContext(UnsavedChangesContext).paths;
}
