import { useMissingCostBasis } from '@cairn/api-client';
import { showMissingCostBasisPopup, showPendingWithdrawalPopup } from '@cairn/domain';
import { useCallback, useEffect, useState } from 'react';
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
 */
function MissingCostBasisPopup() {
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
  if (state !== 'open') return null;
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

/** The dashboard's popups, floating at the bottom right, once the first-visit tutorial is out of the way. */
export function DashboardPopups() {
  if (useTutorialOpen()) return null;
  return (
    <>
      <PendingWithdrawalPopup />
      <MissingCostBasisPopup />
    </>
  );
}
