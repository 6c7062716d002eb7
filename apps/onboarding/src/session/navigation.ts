import { appForPath } from '@cairn/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Where the app goes next: pages of this app through the router, others by a full page load. */
export type Go = (path: string, options?: { replace?: boolean }) => void;

/** Whether this app (onboarding) renders `path` itself. */
export function isOwnPath(path: string): boolean {
  const owner = appForPath(path);
  return owner.app === 'onboarding' && owner.known;
}

/** A full page load: another app on the same origin, or a fresh start after the session ended. */
export function loadPage(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

/**
 * Navigation that respects the one-origin path table: /dashboard and the other apps' pages load
 * their app (a full page load); onboarding pages route in place. Each in-place onboarding
 * navigation re-reads the location (waldo) in the guard (doc 1 §2.2).
 */
export function useGo(): Go {
  const [, navigate] = useLocation();
  return useCallback<Go>(
    (path, options = {}) => {
      if (isOwnPath(path)) navigate(path, { replace: options.replace ?? false });
      else loadPage(path, options);
    },
    [navigate],
  );
}
