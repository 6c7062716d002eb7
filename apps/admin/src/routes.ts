/** The admin console's routes (doc 3 §2). */
export const ADMIN_ROUTES = {
  root: '/admin',
  indexCreation: '/admin/index-creation',
  indices: '/admin/indices',
  modelCreation: '/admin/model-creation',
  models: '/admin/models',
  tradeSettings: '/admin/trade-settings',
  waitlistSettings: '/admin/waitlist-settings',
  keys: '/admin/keys',
} as const;

/** The Index Creation Tool editing an index. */
export const indexEditPath = (indexId: string) =>
  `${ADMIN_ROUTES.indexCreation}/${encodeURIComponent(indexId)}`;

/** The Model Creation Tool editing a model. */
export const modelEditPath = (modelId: string) =>
  `${ADMIN_ROUTES.modelCreation}/${encodeURIComponent(modelId)}`;
