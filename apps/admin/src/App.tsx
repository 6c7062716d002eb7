import { NotFoundScreen } from '@cairn/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ADMIN_ROUTES } from './routes';
import { AdminGuard } from './shell/AdminGuard';
import { AdminShell } from './shell/AdminShell';
import { CardPageSkeleton, ListPageSkeleton, ToolPageSkeleton } from './shell/pageFrames';
import { UnsavedChangesProvider } from './shell/unsavedChanges';

// Each route is its own chunk: the first page loads only its code, the others when opened.
const IndexCreationPage = lazy(() => import('./pages/IndexCreationPage'));
const IndicesPage = lazy(() => import('./pages/IndicesPage'));
const ModelCreationPage = lazy(() => import('./pages/ModelCreationPage'));
const ModelsPage = lazy(() => import('./pages/ModelsPage'));
const TradeSettingsPage = lazy(() => import('./pages/TradeSettingsPage'));
const WaitlistSettingsPage = lazy(() => import('./pages/WaitlistSettingsPage'));
const KeysPage = lazy(() => import('./pages/KeysPage'));

/** A lazy page with the skeleton shaped like it while its code arrives. */
function page(Page: ComponentType, skeleton: ReactNode) {
  return () => (
    <Suspense fallback={skeleton}>
      <Page />
    </Suspense>
  );
}

const ROUTES = [
  [
    ADMIN_ROUTES.indexCreation,
    page(IndexCreationPage, <ToolPageSkeleton tool="indexCreation" editing={false} />),
  ],
  [
    `${ADMIN_ROUTES.indexCreation}/:indexId`,
    page(IndexCreationPage, <ToolPageSkeleton tool="indexCreation" editing />),
  ],
  [ADMIN_ROUTES.indices, page(IndicesPage, <ListPageSkeleton list="indices" />)],
  [
    ADMIN_ROUTES.modelCreation,
    page(ModelCreationPage, <ToolPageSkeleton tool="modelCreation" editing={false} />),
  ],
  [
    `${ADMIN_ROUTES.modelCreation}/:modelId`,
    page(ModelCreationPage, <ToolPageSkeleton tool="modelCreation" editing />),
  ],
  [ADMIN_ROUTES.models, page(ModelsPage, <ListPageSkeleton list="models" />)],
  [ADMIN_ROUTES.tradeSettings, page(TradeSettingsPage, <CardPageSkeleton page="tradeSettings" />)],
  [ADMIN_ROUTES.waitlistSettings, page(WaitlistSettingsPage, <CardPageSkeleton page="waitlistSettings" />)],
  [ADMIN_ROUTES.keys, page(KeysPage, <CardPageSkeleton page="keys" />)],
] as const;

/** The staff console (doc 3 §2). */
export function App() {
  return (
    <AdminGuard>
      <UnsavedChangesProvider>
        <AdminShell>
          <Switch>
            <Route path={ADMIN_ROUTES.root}>
              <Redirect to={ADMIN_ROUTES.indexCreation} replace />
            </Route>
            {ROUTES.map(([path, component]) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
        </AdminShell>
      </UnsavedChangesProvider>
    </AdminGuard>
  );
}
