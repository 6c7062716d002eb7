import { pageRoutes, redirectsOf } from '@cairn/app-shell';
import { NotFoundScreen } from '@cairn/ui';
import { Redirect, Route, Switch } from 'wouter';
import { ADMIN_APP_PAGES } from './routes';
import { AdminGuard } from './shared/shell/AdminGuard';
import { AdminShell } from './shared/shell/AdminShell';
import { UnsavedChangesProvider } from './shared/shell/unsavedChanges';

/** The console's index path and where it leads, from the manifest. */
const ADMIN_REDIRECTS = redirectsOf('admin');

/** The staff console (doc 3 §2). */
export function App() {
  return (
    <AdminGuard>
      <UnsavedChangesProvider>
        <AdminShell>
          <Switch>
            {ADMIN_REDIRECTS.map((redirect) => (
              <Route key={redirect.from} path={redirect.from}>
                <Redirect to={redirect.to} replace />
              </Route>
            ))}
            {pageRoutes(ADMIN_APP_PAGES)}
            <Route component={NotFoundScreen} />
          </Switch>
        </AdminShell>
      </UnsavedChangesProvider>
    </AdminGuard>
  );
}
