import { getErrorReporter, swrDefaults } from '@cairn/api-client';
import { AppRoot, NotFoundScreen } from '@cairn/ui';
import { SWRConfig } from 'swr';
import { Route, Switch, useLocation } from 'wouter';
import { AdminHomePage } from './pages/AdminHomePage';

const report = (error: unknown, info: object) => getErrorReporter().captureException(error, { ...info });

/** The staff console (doc 3 §2). */
export function App() {
  const [, navigate] = useLocation();
  return (
    <AppRoot app="admin" navigate={navigate} onError={report}>
      <SWRConfig value={swrDefaults}>
        <Switch>
          <Route path="/admin" component={AdminHomePage} />
          <Route component={NotFoundScreen} />
        </Switch>
      </SWRConfig>
    </AppRoot>
  );
}
