import { type AppName, appForPath } from '@cairn/domain';
import { createContext, useCallback, useContext } from 'react';
import { useLocation } from 'wouter';

/** Where the app goes next: its own pages through the router, the other apps' by a full page load. */
export type Go = (path: string, options?: { replace?: boolean }) => void;

/** The app being rendered, set by `CairnApp`. */
export const AppNameContext = createContext<AppName | null>(null);

/** The name of the app around the caller. */
export function useAppName(): AppName {
  const app = useContext(AppNameContext);
  if (app === null) throw new Error('useAppName must be used inside <CairnApp>');
  return app;
}

/** Whether `app` renders `path` itself (ARCHITECTURE.md "One origin": a path table decides). */
export function ownsPath(app: AppName, path: string): boolean {
  const owner = appForPath(path.split(/[?#]/, 1)[0] ?? path);
  return owner.app === app && owner.known;
}

/** A full page load: another app on the same origin, or a fresh start after the session ended. */
export function loadPage(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

/**
 * Navigation that respects the one-origin path table: pages of this app route in place, the other
 * apps' pages (and paths no app owns) load by a full page load in the same tab.
 */
export function useGo(): Go {
  const app = useAppName();
  const [, navigate] = useLocation();
  return useCallback<Go>(
    (path, options = {}) => {
      if (ownsPath(app, path)) navigate(path, { replace: options.replace ?? false });
      else loadPage(path, options);
    },
    [app, navigate],
  );
}
