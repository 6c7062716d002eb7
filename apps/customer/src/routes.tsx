import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DashboardSkeleton } from './features/dashboard/DashboardSkeleton';
import {
  AccountSkeleton,
  ActivityLogSkeleton,
  DocumentsSkeleton,
  IndexDetailsSkeleton,
  IndicesSkeleton,
  ModelDetailsSkeleton,
  ModelsSkeleton,
  PerformanceSkeleton,
  PortfolioSkeleton,
  TaxCenterSkeleton,
  TradesSkeleton,
  TransactionsSkeleton,
} from './shell/pageSkeletons';

/** A page of the investor app: its path pattern, its code (loaded on first visit) and its skeleton. */
export interface CustomerPage {
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code (what `Page` renders once it is in): while the guard reads. */
  readonly load: () => void;
  /** Shaped like the page, shown while its code or its guard's reads load (no layout shift). */
  readonly Skeleton: ComponentType;
}

/** A page's code as a lazy component, and the same load to start it early. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<CustomerPage, 'Page' | 'load'> {
  return {
    Page: lazy(load),
    // A failed load is left to the page's own render, which tries again and shows the error.
    load: () => void load().catch(() => undefined),
  };
}

/**
 * The investor app's route table (doc 2 §2 "Access by user status"; the guard refuses ACTIVE-only
 * paths to other statuses). A page joins the table when it is built: a path without a page falls
 * through to the not-found screen. Each page's code is its own chunk, so the first route loads
 * only what it shows.
 */
export const CUSTOMER_PAGES: readonly CustomerPage[] = [
  {
    path: '/dashboard',
    ...lazyPage(() => import('./pages/DashboardPage').then((module) => ({ default: module.DashboardPage }))),
    Skeleton: DashboardSkeleton,
  },
  {
    path: '/account',
    ...lazyPage(() =>
      import('./pages/account/AccountPage').then((module) => ({ default: module.AccountPage })),
    ),
    Skeleton: AccountSkeleton,
  },
  {
    path: '/activity/log',
    ...lazyPage(() =>
      import('./pages/activity/ActivityLogPage').then((module) => ({ default: module.ActivityLogPage })),
    ),
    Skeleton: ActivityLogSkeleton,
  },
  {
    path: '/activity/documents',
    ...lazyPage(() =>
      import('./pages/activity/DocumentsPage').then((module) => ({ default: module.DocumentsPage })),
    ),
    Skeleton: DocumentsSkeleton,
  },
  {
    path: '/activity/trades',
    ...lazyPage(() =>
      import('./pages/activity/TradesPage').then((module) => ({ default: module.TradesPage })),
    ),
    Skeleton: TradesSkeleton,
  },
  {
    path: '/activity/tax-center',
    ...lazyPage(() =>
      import('./pages/activity/TaxCenterPage').then((module) => ({ default: module.TaxCenterPage })),
    ),
    Skeleton: TaxCenterSkeleton,
  },
  {
    path: '/activity/tax-center/transactions',
    ...lazyPage(() =>
      import('./pages/activity/TransactionsPage').then((module) => ({ default: module.TransactionsPage })),
    ),
    Skeleton: TransactionsSkeleton,
  },
  {
    path: '/performance',
    ...lazyPage(() =>
      import('./pages/performance/PerformancePage').then((module) => ({ default: module.PerformancePage })),
    ),
    Skeleton: PerformanceSkeleton,
  },
  {
    path: '/marketplace/models',
    ...lazyPage(() =>
      import('./pages/marketplace/ModelsPage').then((module) => ({ default: module.ModelsPage })),
    ),
    Skeleton: ModelsSkeleton,
  },
  {
    path: '/marketplace/models/:modelName',
    ...lazyPage(() =>
      import('./pages/marketplace/ModelDetailsPage').then((module) => ({ default: module.ModelDetailsPage })),
    ),
    Skeleton: ModelDetailsSkeleton,
  },
  {
    path: '/marketplace/indices',
    ...lazyPage(() =>
      import('./pages/marketplace/IndicesPage').then((module) => ({ default: module.IndicesPage })),
    ),
    Skeleton: IndicesSkeleton,
  },
  {
    path: '/marketplace/indices/:indexTicker',
    ...lazyPage(() =>
      import('./pages/marketplace/IndexDetailsPage').then((module) => ({ default: module.IndexDetailsPage })),
    ),
    Skeleton: IndexDetailsSkeleton,
  },
  {
    path: '/portfolio',
    ...lazyPage(() =>
      import('./pages/portfolio/PortfolioPage').then((module) => ({ default: module.PortfolioPage })),
    ),
    Skeleton: PortfolioSkeleton,
  },
];

/** Index paths that lead to their first child (doc 2 §2). */
export const CUSTOMER_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/activity', to: '/activity/log' },
  { from: '/marketplace', to: '/marketplace/models' },
];
