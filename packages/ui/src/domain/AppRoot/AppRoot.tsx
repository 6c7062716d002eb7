import { type AppName, appForPathIn } from '@cairn/domain';
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  createToaster,
  type Toaster,
  ToastProvider,
  type ToastRegionProps,
} from '../../primitives/feedback/Toaster/Toaster';
import { ThemeProvider } from '../../primitives/foundations/ThemeProvider/ThemeProvider';
import { ErrorBoundary } from '../../primitives/screens/ErrorBoundary/ErrorBoundary';
import { PublicLayout } from '../../primitives/templates/PublicLayout/PublicLayout';
import { ErrorScreen } from '../AppScreens/screens';
import { pathTable } from './pathTable.css';

/** What replaces the app when rendering fails: the spec's error screen in the public frame. */
const ERROR_PAGE = (
  <PublicLayout verticalAlign="center" width="form">
    <ErrorScreen variant="embedded" />
  </PublicLayout>
);

export interface AppRootProps {
  /** Which app this is: links to pages it owns navigate in place, others load the owning app. */
  app: AppName;
  /** In-app navigation (the router's `navigate`). */
  navigate: (path: string) => void;
  /** Reports a render error (the error-reporting service). */
  onError: (error: unknown, info: { componentStack?: string | null | undefined }) => void;
  /**
   * Called once, before any child effect runs, with the app's toast function, so code outside React
   * shows toasts through the kit: pass the API client's `setToast`.
   */
  onToasterReady?: (toast: Toaster['toast']) => void;
  /**
   * The toasts' region (`ToastProvider`'s `region`): the kit's `ToastRegion`, or a lazy one so that
   * no first paint carries it (it mounts with the first toast).
   */
  toastRegion: ComponentType<ToastRegionProps>;
  children: ReactNode;
}

/**
 * The root of every app: applies the remembered colour mode (a `ThemeProvider`), provides the toasts (`useToaster`,
 * and `onToasterReady` for the API error policy), routes the kit's links (paths this app owns
 * through the router; other apps' paths, and paths no app owns such as the sandbox's pages, as
 * full page loads on the same origin), and shows the spec's error screen when rendering fails.
 * Toasts sit outside the error boundary so they survive a render error. The idle logout
 * (`SessionTimeout`) is the app's to render among its children, where it can load it lazily: its
 * dialog is no part of a signed-out first page.
 */
export function AppRoot({ app, navigate, onError, onToasterReady, toastRegion, children }: AppRootProps) {
  const [toaster] = useState(() => createToaster());
  // A layout effect runs before every passive effect of the tree, so no call fails toast-less.
  useLayoutEffect(() => onToasterReady?.(toaster.toast), [onToasterReady, toaster]);
  const route = (path: string) => {
    const owner = appForPathIn(pathTable, path);
    if (owner.app === app && owner.known) navigate(path);
    else window.location.assign(path);
  };
  return (
    <ThemeProvider>
      <ToastProvider toaster={toaster} region={toastRegion}>
        <ErrorBoundary fallback={ERROR_PAGE} onError={onError}>
          <RouterProvider navigate={route}>{children}</RouterProvider>
        </ErrorBoundary>
      </ToastProvider>
    </ThemeProvider>
  );
}
