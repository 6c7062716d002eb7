import { CairnApp, RouteGuard, useSignedInAccess } from '@cairn/app-shell';
import { signedInAreaGuard } from '@cairn/domain';
import { NotFoundScreen } from '@cairn/ui';
import { Route, Switch } from 'wouter';
import { TransferProvider } from './features/transfers/TransferProvider';
import { DashboardPage } from './pages/DashboardPage';

/** The signed-in area's guard (doc 1 §2.3 rule 3, doc 2 §2 "Access by user status"). */
function CustomerRoutes() {
  const access = useSignedInAccess(signedInAreaGuard);
  return (
    <RouteGuard access={access}>
      <TransferProvider>
        <Switch>
          <Route path="/dashboard" component={DashboardPage} />
          <Route component={NotFoundScreen} />
        </Switch>
      </TransferProvider>
    </RouteGuard>
  );
}

/** The signed-in investor app (doc 2). */
export function App() {
  return (
    <CairnApp app="customer">
      <CustomerRoutes />
    </CairnApp>
  );
}
