import { CairnApp, RouteGuard, useSignedInAccess } from '@cairn/app-shell';
import { signedInAreaGuard } from '@cairn/domain';
import { NotFoundScreen } from '@cairn/ui';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { marketplaceRoutes } from './features/marketplace/routes';
import { DashboardPage } from './pages/DashboardPage';

/** The signed-in area's guard (doc 1 §2.3 rule 3, doc 2 §2 "Access by user status"). */
function CustomerRoutes() {
  const access = useSignedInAccess(signedInAreaGuard);
  return (
    <RouteGuard access={access}>
      <Suspense>
        <Switch>
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/marketplace">
            <Redirect to="/marketplace/models" replace />
          </Route>
          {marketplaceRoutes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
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
