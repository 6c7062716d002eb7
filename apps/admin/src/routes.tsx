import { pageTable } from '@cairn/app-shell';
import { CardPageSkeleton, ListPageSkeleton, ToolPageSkeleton } from './shared/shell/pageFrames';

/**
 * The console's route table: each page of the route manifest (`routesOf('admin')`, doc 3 §2) with
 * its code and the skeleton shaped like it, by route id. Each page's code is its own chunk.
 */
export const ADMIN_APP_PAGES = pageTable('admin', {
  'admin-index-creation': {
    load: () => import('./routes/indices/IndexCreationPage').then((module) => module.IndexCreationPage),
    Skeleton: () => <ToolPageSkeleton tool="indexCreation" editing={false} />,
  },
  'admin-index-edit': {
    load: () => import('./routes/indices/IndexCreationPage').then((module) => module.IndexCreationPage),
    Skeleton: () => <ToolPageSkeleton tool="indexCreation" editing />,
  },
  'admin-indices': {
    load: () => import('./routes/indices/IndicesPage').then((module) => module.IndicesPage),
    Skeleton: () => <ListPageSkeleton list="indices" />,
  },
  'admin-model-creation': {
    load: () => import('./routes/models/ModelCreationPage').then((module) => module.ModelCreationPage),
    Skeleton: () => <ToolPageSkeleton tool="modelCreation" editing={false} />,
  },
  'admin-model-edit': {
    load: () => import('./routes/models/ModelCreationPage').then((module) => module.ModelCreationPage),
    Skeleton: () => <ToolPageSkeleton tool="modelCreation" editing />,
  },
  'admin-models': {
    load: () => import('./routes/models/ModelsPage').then((module) => module.ModelsPage),
    Skeleton: () => <ListPageSkeleton list="models" />,
  },
  'admin-trade-settings': {
    load: () => import('./routes/settings/TradeSettingsPage').then((module) => module.TradeSettingsPage),
    Skeleton: () => <CardPageSkeleton page="tradeSettings" />,
  },
  'admin-waitlist-settings': {
    load: () =>
      import('./routes/settings/WaitlistSettingsPage').then((module) => module.WaitlistSettingsPage),
    Skeleton: () => <CardPageSkeleton page="waitlistSettings" />,
  },
  'admin-keys': {
    load: () => import('./routes/keys/KeysPage').then((module) => module.KeysPage),
    Skeleton: () => <CardPageSkeleton page="keys" />,
  },
});
