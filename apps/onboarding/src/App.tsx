import { endSession, getErrorReporter, sessionSwrConfig, setToast, useSignedIn } from '@cairn/api-client';
import { AppRoot, type Toaster } from '@cairn/ui';
import { SWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { Routes } from './Routes';
import { SessionEvents } from './session/SessionEvents';

const report = (error: unknown, info: object) => getErrorReporter().captureException(error, { ...info });

// The API client asks for 'info' or 'error' toasts; the kit's tone for an error is 'danger'.
const showApiToasts = (toast: Toaster['toast']) =>
  setToast(({ kind, message }) => toast({ tone: kind === 'error' ? 'danger' : 'info', message }));
const expire = () => void endSession('idle');
const logOut = () => void endSession('user');

/** Public routes and onboarding (doc 1 §2.1, §2.2), with the session behaviour every app shares. */
export function App() {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  return (
    <AppRoot
      app="onboarding"
      navigate={navigate}
      onError={report}
      onToasterReady={showApiToasts}
      sessionTimeout={{ isActive: signedIn, onExpire: expire, onLogOut: logOut }}
    >
      <SWRConfig value={sessionSwrConfig()}>
        <SessionEvents />
        <Routes />
      </SWRConfig>
    </AppRoot>
  );
}
