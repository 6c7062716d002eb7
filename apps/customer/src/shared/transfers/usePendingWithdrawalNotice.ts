import { PENDING_WITHDRAWAL_NAVIGATION_STATE, routePath } from '@cairn/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

const DASHBOARD = routePath('dashboard');

/**
 * After a withdrawal is submitted and its Success dialog closed: the dashboard with the navigation
 * state that asks for the pending-withdrawal popup (doc 2 §2), in place when already there.
 */
export function usePendingWithdrawalNotice(): () => void {
  const [location, navigate] = useLocation();
  return useCallback(
    () =>
      navigate(DASHBOARD, { state: PENDING_WITHDRAWAL_NAVIGATION_STATE, replace: location === DASHBOARD }),
    [location, navigate],
  );
}
