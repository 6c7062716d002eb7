import { useMissingCostBasis } from '@cairn/api-client';
import { showMissingCostBasisPopup, showPendingWithdrawalPopup } from '@cairn/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useTutorialOpen } from '../../shell/Tutorial';
import { missingCostBasisPopupTexts, pendingWithdrawalPopupTexts } from './copy';
import { TimedPopup } from './TimedPopup';

/** The session storage key remembering that the missing-cost-basis popup has shown (doc 2 §2). */
const MISSING_COST_BASIS_POPUP_SESSION_KEY = 'cairn.missingCostBasisPopupShown';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(MISSING_COST_BASIS_POPUP_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(MISSING_COST_BASIS_POPUP_SESSION_KEY, 'true');
  } catch {
    // Refused storage: the popup may show again on the next visit, which is harmless.
  }
}

/**
 * 'Crypto Deposit Missing Cost Basis' (doc 2 §2): once per browser session, while any deposit
 * lacks cost basis. It counts as shown the moment it appears, so a reload does not bring it back.
 * It announces the open task in the task's own place on the page (issue 30): while it shows it
 * stands where the task's banner stands, and when it closes (7.5 s or its close button) the task's
 * banner takes its place and stays as long as the task is open. Nothing floats over the page.
 */
function MissingCostBasisNotice({ openTask }: { openTask: ReactNode }) {
  const missing = useMissingCostBasis();
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>(() =>
    shownThisSession() ? 'closed' : 'waiting',
  );
  const close = useCallback(() => setState('closed'), []);
  const missingCount = missing.data?.length;
  useEffect(() => {
    if (state !== 'waiting' || missingCount === undefined) return;
    const show = showMissingCostBasisPopup(missingCount, false);
    if (show) rememberShown();
    setState(show ? 'open' : 'closed');
  }, [state, missingCount]);
  if (state !== 'open') return openTask;
  return <TimedPopup texts={missingCostBasisPopupTexts} onClose={close} />;
}

/**
 * The pending-withdrawal popup (doc 2 §2): shown once each time the dashboard is reached with the
 * navigation state that asks for it (a withdrawal flow's end, also when the flow ran on the
 * dashboard itself). The state is cleared as it shows, so going back or reloading does not show it
 * again.
 */
function PendingWithdrawalPopup() {
  const navigationState = useHistoryState<unknown>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!showPendingWithdrawalPopup(navigationState, false)) return;
    window.history.replaceState(null, '');
    setOpen(true);
  }, [navigationState]);
  const close = useCallback(() => setOpen(false), []);
  if (!open) return null;
  return <TimedPopup texts={pendingWithdrawalPopupTexts} onClose={close} />;
}

/**
 * The pending-withdrawal popup, in the page's flow above the dashboard's body, once the
 * first-visit tutorial is out of the way.
 */
export function PendingWithdrawalNotice() {
  if (useTutorialOpen()) return null;
  return <PendingWithdrawalPopup />;
}

/**
 * The open cost basis task's place on the dashboard: `openTask` (its banner, shown while the task
 * is open), announced once per session by the 7.5 s popup in the same place once the first-visit
 * tutorial is out of the way.
 */
export function CostBasisTaskNotice({ openTask }: { openTask: ReactNode }) {
  if (useTutorialOpen()) return openTask;
  return <MissingCostBasisNotice openTask={openTask} />;
}
