import { routeHref, routePath } from '@cairn/domain';

/** The admin console's routes (doc 3 §2), by name, from the route manifest. */
export const ADMIN_ROUTES = {
  root: routePath('admin'),
  indexCreation: routePath('admin-index-creation'),
  indices: routePath('admin-indices'),
  modelCreation: routePath('admin-model-creation'),
  models: routePath('admin-models'),
  tradeSettings: routePath('admin-trade-settings'),
  waitlistSettings: routePath('admin-waitlist-settings'),
  keys: routePath('admin-keys'),
} as const;

/** The Index Creation Tool editing an index. */
export const indexEditPath = (indexId: string) => routeHref('admin-index-edit', { indexId });

/** The Model Creation Tool editing a model. */
export const modelEditPath = (modelId: string) => routeHref('admin-model-edit', { modelId });
