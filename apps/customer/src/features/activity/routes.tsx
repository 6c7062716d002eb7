import { type ComponentType, lazy } from 'react';

/** A route of the Activity area: its path and its page, loaded when first opened. */
export interface ActivityRoute {
  readonly path: string;
  readonly component: ComponentType;
}

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The Activity area (doc 2 §2 Activity, Tax Center, Transactions page), for the app's router. */
export const activityRoutes: readonly ActivityRoute[] = [
  {
    path: '/activity/log',
    component: page(() => import('../../pages/activity/ActivityLogPage'), 'ActivityLogPage'),
  },
  {
    path: '/activity/documents',
    component: page(() => import('../../pages/activity/DocumentsPage'), 'DocumentsPage'),
  },
  {
    path: '/activity/trades',
    component: page(() => import('../../pages/activity/TradesPage'), 'TradesPage'),
  },
  {
    path: '/activity/tax-center',
    component: page(() => import('../../pages/activity/TaxCenterPage'), 'TaxCenterPage'),
  },
  {
    path: '/activity/tax-center/transactions',
    component: page(() => import('../../pages/activity/TransactionsPage'), 'TransactionsPage'),
  },
];
