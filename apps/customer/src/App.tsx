import { getErrorReporter, swrDefaults } from '@cairn/api-client';
import { AppRoot, NotFoundScreen } from '@cairn/ui';
import { SWRConfig } from 'swr';
import { Route, Switch, useLocation } from 'wouter';
import { DashboardPage } from './pages/DashboardPage';

const report = (error: unknown, info: object) => getErrorReporter().captureException(error, { ...info });

/** The signed-in investor app (doc 2). */
export function App() {
  const [, navigate] = useLocation();
  return (
    <AppRoot app="customer" navigate={navigate} onError={report}>
      <SWRConfig value={swrDefaults}>
        <Switch>
          <Route path="/dashboard" component={DashboardPage} />
          <Route component={NotFoundScreen} />
        </Switch>
      </SWRConfig>
    </AppRoot>
  );
}
