import {
  endSession,
  getErrorReporter,
  sessionSwrConfig,
  setToast,
  startSupportChat,
  useSessionEnd,
  useSignedIn,
  useUserProfile,
} from '@cairn/api-client';
import { type AppName, sessionEndDestination } from '@cairn/domain';
import { AppRoot } from '@cairn/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useFocusNeverLost, useFocusOnNavigation } from './focus';
import { AppNameContext, loadPage } from './navigation';
import { SessionEndNoticeProvider } from './sessionEndNotice';

/**
 * The idle logout, loaded once a user is signed in: its dialog stays out of every app's first load
 * (a signed-out /login never shows it), and the chunk arrives long before the 29-minute warning.
 */
const IdleLogout = lazy(() => import('./idleLogout'));

/** The toasts' region, mounted (and so loaded) with the first toast. */
const ToastRegion = lazy(() => import('./toastRegion'));

/**
 * When the session began in this page (the page's start, for a session it found): the idle time
 * counts from then, not from when the idle logout's chunk arrived.
 */
function useSignedInSince(signedIn: boolean): number | null {
  const [since, setSince] = useState<number | null>(() => (signedIn ? Date.now() : null));
  if (signedIn && since === null) setSince(Date.now());
  if (!signedIn && since !== null) setSince(null);
  return since;
}

const reportRenderError = (error: unknown, info: object) =>
  getErrorReporter().captureException(error, { ...info });
const expire = () => void endSession('idle');
const logOut = () => void endSession('user');

/** The support-chat widget knows the signed-in user (doc 1 §7); every session end shuts it down. */
function SupportChatLifecycle({ signedIn }: { signedIn: boolean }) {
  const profile = useUserProfile(signedIn).data;
  useEffect(() => {
    if (profile) startSupportChat(profile);
  }, [profile]);
  return null;
}

/** In development only: axe-core over the live page, violations logged to the console. */
function DevAccessibilityCheck() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./devAccessibility').then(async ({ startDevAccessibilityCheck }) => {
      const stopCheck = await startDevAccessibilityCheck();
      if (live) stop = stopCheck;
      else stopCheck();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
}

export interface CairnAppProps {
  /** Which app this is: its own paths route in place, the others' load their app. */
  app: AppName;
  /** The app's routes (wouter `<Switch>`), with its guards. */
  children: ReactNode;
}

/**
 * The one root of every Cairn app (doc 1 §4, doc 2 §2, doc 3 §2, §4, §8): the remembered colour
 * mode, the toaster (at most 4, 3.5 s) wired to the API's one error policy, the session-scoped SWR
 * cache (emptied when the session ends), the end of a session (401 on any call, logout, idle,
 * restart, deactivation: a full page load to /login, or to self-identification after a restart;
 * after a 401 with the page to come back to), the 30-minute idle logout with its warning, the
 * support-chat lifecycle, the one focus rule (after a navigation focus moves to the new page's
 * `h1`; focus that loses its element goes to the next meaningful place, never to `<body>`), the
 * error boundary with the spec's error screen reported to the
 * error-reporting service, and, in development, axe over the live page.
 */
export function CairnApp({ app, children }: CairnAppProps) {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const signedInSince = useSignedInSince(signedIn);
  useFocusOnNavigation();
  useFocusNeverLost();
  useSessionEnd((reason) =>
    loadPage(sessionEndDestination(reason, window.location.pathname), { replace: true }),
  );
  return (
    <AppNameContext.Provider value={app}>
      <AppRoot
        app={app}
        navigate={navigate}
        onError={reportRenderError}
        onToasterReady={setToast}
        toastRegion={ToastRegion}
      >
        <SWRConfig value={sessionSwrConfig()}>
          <SupportChatLifecycle signedIn={signedIn} />
          {import.meta.env.DEV ? <DevAccessibilityCheck /> : null}
          <SessionEndNoticeProvider>{children}</SessionEndNoticeProvider>
          {signedIn && signedInSince !== null ? (
            <Suspense fallback={null}>
              <IdleLogout onExpire={expire} onLogOut={logOut} activeSince={signedInSince} />
            </Suspense>
          ) : null}
        </SWRConfig>
      </AppRoot>
    </AppNameContext.Provider>
  );
}
