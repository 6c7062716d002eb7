import { takeSessionEndNotice } from '@cairn/api-client';
import { useToaster } from '@cairn/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** The notice about the last session's end, while the user has not dismissed it. */
export interface SessionEndNoticeState {
  /** 'Your session expired due to inactivity.' after the idle logout, else `null`. */
  readonly notice: string | null;
  /** Hides the notice (the banner's close button). */
  readonly dismiss: () => void;
}

const SessionEndNoticeContext = createContext<SessionEndNoticeState>({ notice: null, dismiss: () => {} });

/**
 * After the idle logout the next page says why (doc 1 §4): the spec's toast, once, and the same
 * words kept for the sign-in page until the user dismisses them (`useSessionEndNotice`), so a
 * user who was away, or who reads slowly, still learns why they were signed out (WCAG 2.2.1,
 * issue 31). Taken once: a reload of the page does not bring it back.
 */
export function SessionEndNoticeProvider({ children }: { children: ReactNode }) {
  const { toast } = useToaster();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const taken = takeSessionEndNotice();
    if (taken === null) return;
    setNotice(taken);
    toast({ tone: 'info', message: taken });
  }, [toast]);
  const value = useMemo(() => ({ notice, dismiss: () => setNotice(null) }), [notice]);
  return <SessionEndNoticeContext.Provider value={value}>{children}</SessionEndNoticeContext.Provider>;
}

/** The last session's end notice for a page to show until dismissed (the sign-in page's banner). */
export function useSessionEndNotice(): SessionEndNoticeState {
  return useContext(SessionEndNoticeContext);
}
