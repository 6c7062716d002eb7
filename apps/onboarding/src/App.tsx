import { getErrorReporter, swrDefaults } from '@cairn/api-client';
import { AppRoot, NotFoundScreen, PageNotAvailableScreen } from '@cairn/ui';
import { SWRConfig } from 'swr';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoginPage } from './pages/LoginPage';

const report = (error: unknown, info: object) => getErrorReporter().captureException(error, { ...info });

/** Public routes and onboarding (doc 1 §2.1, §2.2). */
export function App() {
  const [, navigate] = useLocation();
  return (
    <AppRoot app="onboarding" navigate={navigate} onError={report}>
      <SWRConfig value={swrDefaults}>
        <Switch>
          <Route path="/">
            <Redirect to="/login" replace />
          </Route>
          <Route path="/login" component={LoginPage} />
          <Route path="/403" component={PageNotAvailableScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </SWRConfig>
    </AppRoot>
  );
}
