import { type AppName, appForPath } from '@cairn/domain';
import { type ReactNode, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { getColorMode, setColorMode } from '../../theme/colorMode';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { ErrorScreen } from '../Screen/screens';

export interface AppRootProps {
  /** Which app this is: links to pages it owns navigate in place, others load the owning app. */
  app: AppName;
  /** In-app navigation (the router's `navigate`). */
  navigate: (path: string) => void;
  /** Reports a render error (the error-reporting service). */
  onError: (error: unknown, info: { componentStack?: string | null | undefined }) => void;
  children: ReactNode;
}

/**
 * The root of every app: applies the remembered colour mode, routes the kit's links (in-app
 * paths through the router, other apps' paths as full page loads on the same origin), and shows
 * the spec's error screen when rendering fails.
 */
export function AppRoot({ app, navigate, onError, children }: AppRootProps) {
  useLayoutEffect(() => setColorMode(getColorMode()), []);
  const route = (path: string) => {
    if (appForPath(path).app === app) navigate(path);
    else window.location.assign(path);
  };
  return (
    <ErrorBoundary fallback={<ErrorScreen />} onError={onError}>
      <RouterProvider navigate={route}>{children}</RouterProvider>
    </ErrorBoundary>
  );
}
