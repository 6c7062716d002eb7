import { pageTable, redirectsOf } from '@cairn/app-shell';
import { everyPage, type FolderRoute, folderPages } from './routeFolders';
import { AccountSkeleton } from './routes/account/AccountSkeleton';
import {
  ActivityLogSkeleton,
  TaxCenterSkeleton,
  TradesSkeleton,
  TransactionsSkeleton,
} from './routes/activity/skeletons';
import { DashboardSkeleton } from './routes/dashboard/DashboardSkeleton';
import {
  IndexDetailsSkeleton,
  IndicesSkeleton,
  ModelDetailsSkeleton,
  ModelsSkeleton,
} from './routes/marketplace/skeletons';
import { PerformanceSkeleton } from './routes/performance/PerformanceSkeleton';
import { PortfolioSkeleton } from './routes/portfolio/PortfolioSkeleton';

/** The route folders, found at build time (docs/building-a-screen.md "Adding a route"). */
const FOLDER_ROUTES = import.meta.glob<FolderRoute>('./routes/**/route.tsx', {
  eager: true,
  import: 'route',
});

/**
 * The investor app's route table: each page of the route manifest (`routesOf('customer')`, doc 2
 * §2) with its code and its skeleton, by route id. The guard refuses ACTIVE-only routes to other
 * statuses by the manifest's access rule.
 */
export const CUSTOMER_PAGES = pageTable(
  'customer',
  everyPage({
    // The routes that live whole in a folder of their own (`routes/<area>/<route>/route.tsx`).
    ...folderPages(Object.values(FOLDER_ROUTES)),
    dashboard: {
      load: () => import('./routes/dashboard/DashboardPage').then((module) => module.DashboardPage),
      Skeleton: DashboardSkeleton,
    },
    portfolio: {
      load: () => import('./routes/portfolio/PortfolioPage').then((module) => module.PortfolioPage),
      Skeleton: PortfolioSkeleton,
    },
    performance: {
      load: () => import('./routes/performance/PerformancePage').then((module) => module.PerformancePage),
      Skeleton: PerformanceSkeleton,
    },
    models: {
      load: () => import('./routes/marketplace/ModelsPage').then((module) => module.ModelsPage),
      Skeleton: ModelsSkeleton,
    },
    'model-details': {
      load: () => import('./routes/marketplace/ModelDetailsPage').then((module) => module.ModelDetailsPage),
      Skeleton: ModelDetailsSkeleton,
    },
    indices: {
      load: () => import('./routes/marketplace/IndicesPage').then((module) => module.IndicesPage),
      Skeleton: IndicesSkeleton,
    },
    'index-details': {
      load: () => import('./routes/marketplace/IndexDetailsPage').then((module) => module.IndexDetailsPage),
      Skeleton: IndexDetailsSkeleton,
    },
    account: {
      load: () => import('./routes/account/AccountPage').then((module) => module.AccountPage),
      Skeleton: AccountSkeleton,
    },
    'activity-log': {
      load: () => import('./routes/activity/ActivityLogPage').then((module) => module.ActivityLogPage),
      Skeleton: ActivityLogSkeleton,
    },
    'tax-center': {
      load: () => import('./routes/activity/TaxCenterPage').then((module) => module.TaxCenterPage),
      Skeleton: TaxCenterSkeleton,
    },
    'tax-transactions': {
      load: () => import('./routes/activity/TransactionsPage').then((module) => module.TransactionsPage),
      Skeleton: TransactionsSkeleton,
    },
    'trade-history': {
      load: () => import('./routes/activity/TradesPage').then((module) => module.TradesPage),
      Skeleton: TradesSkeleton,
    },
  }),
);

/** Index paths that lead to their first child (doc 2 §2), from the manifest. */
export const CUSTOMER_REDIRECTS = redirectsOf('customer');
