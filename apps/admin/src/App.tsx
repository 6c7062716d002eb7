import {
  endSession,
  getErrorReporter,
  sessionSwrConfig,
  setToast,
  useSessionEnd,
  useSignedIn,
} from '@cairn/api-client';
import { loginPathReturningTo } from '@cairn/domain';
import { AppRoot, NotFoundScreen, type Toaster } from '@cairn/ui';
import { SWRConfig } from 'swr';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { IndexCreationPage } from './pages/IndexCreationPage';
import { IndicesPage } from './pages/IndicesPage';
import { KeysPage } from './pages/KeysPage';
import { ModelCreationPage } from './pages/ModelCreationPage';
import { ModelsPage } from './pages/ModelsPage';
import { TradeSettingsPage } from './pages/TradeSettingsPage';
import { WaitlistSettingsPage } from './pages/WaitlistSettingsPage';
import { ADMIN_ROUTES } from './routes';
import { AdminGuard } from './shell/AdminGuard';
import { AdminShell } from './shell/AdminShell';
import { UnsavedChangesProvider } from './shell/unsavedChanges';

const report = (error: unknown, info: object) => getErrorReporter().captureException(error, { ...info });

// The API client asks for 'info' or 'error' toasts; the kit's tone for an error is 'danger'.
const showApiToasts = (toast: Toaster['toast']) =>
  setToast(({ kind, message }) => toast({ tone: kind === 'error' ? 'danger' : 'info', message }));

/**
 * Where the user goes when the session ends (doc 3 §4, §8): to /login, a full page load to the
 * onboarding app; after a 401 with the page to come back to. The idle notice travels with
 * `endSession` and shows on /login.
 */
function leaveSession(reason: string) {
  window.location.assign(
    reason === 'unauthorized' ? loginPathReturningTo(window.location.pathname) : '/login',
  );
}

/** The staff console (doc 3 §2). */
export function App() {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  useSessionEnd(leaveSession);
  return (
    <AppRoot
      app="admin"
      navigate={navigate}
      onError={report}
      onToasterReady={showApiToasts}
      sessionTimeout={{
        isActive: signedIn,
        onExpire: () => void endSession('idle'),
        onLogOut: () => void endSession('user'),
      }}
    >
      <SWRConfig value={sessionSwrConfig()}>
        <AdminGuard signedIn={signedIn}>
          <UnsavedChangesProvider>
            <AdminShell>
              <Switch>
                <Route path={ADMIN_ROUTES.root}>
                  <Redirect to={ADMIN_ROUTES.indexCreation} replace />
                </Route>
                <Route path={ADMIN_ROUTES.indexCreation} component={IndexCreationPage} />
                <Route path={`${ADMIN_ROUTES.indexCreation}/:indexId`} component={IndexCreationPage} />
                <Route path={ADMIN_ROUTES.indices} component={IndicesPage} />
                <Route path={ADMIN_ROUTES.modelCreation} component={ModelCreationPage} />
                <Route path={`${ADMIN_ROUTES.modelCreation}/:modelId`} component={ModelCreationPage} />
                <Route path={ADMIN_ROUTES.models} component={ModelsPage} />
                <Route path={ADMIN_ROUTES.tradeSettings} component={TradeSettingsPage} />
                <Route path={ADMIN_ROUTES.waitlistSettings} component={WaitlistSettingsPage} />
                <Route path={ADMIN_ROUTES.keys} component={KeysPage} />
                <Route component={NotFoundScreen} />
              </Switch>
            </AdminShell>
          </UnsavedChangesProvider>
        </AdminGuard>
      </SWRConfig>
    </AppRoot>
  );
}
