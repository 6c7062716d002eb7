/**
 * The admin console's texts (doc 3 §2, §8): success toasts, internal errors and empty states,
 * quoted exactly (including 'Loading....' with four dots and the trailing periods).
 */
export const adminMessages = {
  indexCreated: 'Created index successfully',
  indexUpdated: 'Updated index successfully',
  modelCreated: 'Created model successfully',
  modelUpdated: 'Updated model successfully',
  modelIdRequired: 'Must provide ID to update model.',
  indexIdRequired: 'Must provide ID to update index.',
  indexIdRequiredToGet: 'index id must be specified to get index',
  noIndexes: 'No indexes',
  noModels: 'No models',
  loading: 'Loading....',
  noAssetsFound: 'No assets found',
  buildIndexForBreakdown: 'Build index to calculate asset breakdown',
  tradeSettingsNotImplemented: 'This page is not implemented.',
} as const;

/** What an admin save does: saving with an id updates, without one creates (doc 3 §4). */
export type AdminSaveKind = 'create' | 'update';

/** Whether saving with this id creates or updates (doc 3 §4). */
export function adminSaveKind(id: string | number | null | undefined): AdminSaveKind {
  return id === null || id === undefined || id === '' ? 'create' : 'update';
}

/** The success toast after saving an index or a model (doc 3 §4, §8). */
export function adminSaveToast(entity: 'index' | 'model', kind: AdminSaveKind): string {
  if (entity === 'index') return kind === 'create' ? adminMessages.indexCreated : adminMessages.indexUpdated;
  return kind === 'create' ? adminMessages.modelCreated : adminMessages.modelUpdated;
}
