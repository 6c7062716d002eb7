import { CairnApp } from '@cairn/app-shell';
import { NotFoundScreen } from '@cairn/ui';
import { Redirect, Route, Switch } from 'wouter';
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

/** The staff console (doc 3 §2). */
export function App() {
  return (
    <CairnApp app="admin">
      <AdminGuard>
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
    </CairnApp>
  );
}
