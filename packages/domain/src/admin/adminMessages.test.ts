import { describe, expect, it } from 'vitest';
import { adminMessages, adminSaveKind, adminSaveToast } from './adminMessages';

describe('admin messages (doc 3 §2, §8)', () => {
  it('quotes the spec exactly', () => {
    expect(adminMessages).toEqual({
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
    });
  });

  it.each([
    [undefined, 'create'],
    [null, 'create'],
    ['', 'create'],
    ['idx-1', 'update'],
    [0, 'update'],
    [42, 'update'],
  ] as const)('saving with id %j: %s', (id, kind) => {
    expect(adminSaveKind(id)).toBe(kind);
  });

  it.each([
    ['index', 'create', 'Created index successfully'],
    ['index', 'update', 'Updated index successfully'],
    ['model', 'create', 'Created model successfully'],
    ['model', 'update', 'Updated model successfully'],
  ] as const)('%s %s toasts %j', (entity, kind, toast) => {
    expect(adminSaveToast(entity, kind)).toBe(toast);
  });
});
