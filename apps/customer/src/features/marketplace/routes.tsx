import { type ComponentType, lazy } from 'react';

/** A marketplace route: its path pattern (wouter) and its page, loaded on first visit. */
export interface MarketplaceRoute {
  readonly path: string;
  readonly component: ComponentType;
}

/** The marketplace's pages (doc 2 §2 Marketplace), ACTIVE users only (the shell's guard decides). */
export const marketplaceRoutes: readonly MarketplaceRoute[] = [
  {
    path: '/marketplace/models',
    component: lazy(() =>
      import('../../pages/marketplace/ModelsPage').then((m) => ({ default: m.ModelsPage })),
    ),
  },
  {
    path: '/marketplace/models/:modelName',
    component: lazy(() =>
      import('../../pages/marketplace/ModelDetailsPage').then((m) => ({ default: m.ModelDetailsPage })),
    ),
  },
  {
    path: '/marketplace/indices',
    component: lazy(() =>
      import('../../pages/marketplace/IndicesPage').then((m) => ({ default: m.IndicesPage })),
    ),
  },
  {
    path: '/marketplace/indices/:indexTicker',
    component: lazy(() =>
      import('../../pages/marketplace/IndexDetailsPage').then((m) => ({ default: m.IndexDetailsPage })),
    ),
  },
];
