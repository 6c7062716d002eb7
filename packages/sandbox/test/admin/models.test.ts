import { adminCallSpecs as calls, type ModelSaveForm, modelFormValues } from '@cairn/api-client';
import {
  modelFormMessages,
  modelFormSchema,
  strategyOptionsForProduct,
  sum,
  trackingErrorToStorage,
} from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { catalogSlice } from '../../src/seed/catalog';
import { apiError, createSandbox, pngFile } from './setup';

const totalOf = (values: number[]) => sum(values);

async function sandboxWithIndex() {
  const sandbox = createSandbox();
  const index = await sandbox.admin.call(calls.createAdminIndex, {
    name: 'Cairn AI Five',
    ticker: 'CAI5',
    status: 'ACTIVE',
    icon_image: pngFile(),
    blockchains: [],
    sectors: ['AI'],
    industry_groups: [],
    industries: [],
    subindustries: [],
    ranking: { factor_name: 'market_cap', cutoff: 5, ascending: false },
    off_chain_factors: [],
    on_chain_factors: [],
    weighting: 'Equal',
    excluded_assets: [],
  });
  return { ...sandbox, index };
}

function smartBetaForm(indexId: string, overrides: Partial<ModelSaveForm> = {}): ModelSaveForm {
  return {
    model: {
      name: 'AI and Bitcoin Momentum',
      description: 'AI networks with a bitcoin anchor, tilted to momentum.',
      objective: 'Ride the AI theme with less concentration.',
      product: 'SMART_BETA',
      drift_threshold: 5,
      rebalance_period: 30,
    },
    index_data: [
      { index: indexId, weight: 60 },
      { index: 'index-cbtc', weight: 40 },
    ],
    // Stored units: the form's 7 (%) divided by 100.
    active_management_settings: {
      strategy: 'SMART_BETA_MOMENTUM',
      tracking_error: trackingErrorToStorage(7),
      max_deviation: 30,
    },
    icon_image: pngFile('model.png'),
    ...overrides,
  };
}

describe('model create options (doc 3 §3)', () => {
  it('offers products, indexes, the model id mapping and strategies for each product', async () => {
    const { admin, world, index } = await sandboxWithIndex();
    const options = await admin.call(calls.getModelCreateOptions, {});
    expect(options.products).toEqual(['MARKET', 'SMART_BETA', 'ALPHA']);
    expect(options.indexes).toContainEqual({
      id: index.id,
      name: 'Cairn AI Five',
      ticker: 'CAI5',
      status: 'ACTIVE',
    });
    const seeded = catalogSlice(world).models[0];
    expect(options.model_id_mapping[seeded?.name ?? '']).toBe(seeded?.id);
    const smartBeta = strategyOptionsForProduct(options.strategies, 'SMART_BETA');
    const alpha = strategyOptionsForProduct(options.strategies, 'ALPHA');
    expect(smartBeta.length).toBeGreaterThan(0);
    expect(alpha.length).toBeGreaterThan(0);
    expect(smartBeta.every((option) => option.label.includes('Smart Beta'))).toBe(true);
    expect(alpha.every((option) => option.label.includes('Alpha'))).toBe(true);
    expect(smartBeta.length + alpha.length).toBe(options.strategies.length);
  });
});

describe('the seeded models (doc 3 §2: an opened model can be saved as it is)', () => {
  it('each opens in the Model Creation Tool as a valid form, Smart Beta ones with their Style Tilts', async () => {
    const { admin, world } = createSandbox();
    const seeded = catalogSlice(world).models;
    const momentum = seeded.find((model) => model.name === 'Momentum');
    expect(momentum?.product).toBe('SMART_BETA');
    for (const { id } of seeded) {
      const model = await admin.call(calls.getAdminModel, { modelId: id });
      const form = modelFormSchema.safeParse(modelFormValues(model));
      expect({ name: model.model.name, issues: form.error?.issues ?? [] }).toEqual({
        name: model.model.name,
        issues: [],
      });
      if (model.model.product === 'SMART_BETA') {
        expect(model.active_management_settings?.strategy).toMatch(/^SMART_BETA_/);
      }
    }
  });
});

describe('model creation (doc 3 §2, §4, §7)', () => {
  it('creates a SMART_BETA model on a new index, with benchmark and tilted strategy weights', async () => {
    const { admin, world, index } = await sandboxWithIndex();
    const saved = await admin.call(calls.createAdminModel, smartBetaForm(index.id));

    expect(saved.model).toMatchObject({
      name: 'AI and Bitcoin Momentum',
      product: 'SMART_BETA',
      drift_threshold: 5,
      rebalance_period: 30,
    });
    expect(saved.model.icon_image).toMatch(/^\/__sandbox\/icons\/[0-9a-f]{64}\.png$/);
    expect(saved.index_data).toEqual([
      { index: index.id, weight: 60 },
      { index: 'index-cbtc', weight: 40 },
    ]);
    expect(saved.active_management_settings).toEqual({
      strategy: 'SMART_BETA_MOMENTUM',
      tracking_error: 0.07,
      max_deviation: 30,
    });
    expect(totalOf(saved.asset_weights.map((weight) => weight.benchmark_weight)).eq(100)).toBe(true);
    expect(totalOf(saved.asset_weights.map((weight) => weight.strategy_weight)).eq(100)).toBe(true);
    // Benchmark: 40% bitcoin plus 60% spread equally over the index's five assets.
    expect(saved.asset_weights.find((weight) => weight.symbol === 'BTC')?.benchmark_weight).toBe(40);
    for (const symbol of Object.keys(index.asset_weights)) {
      expect(saved.asset_weights.find((weight) => weight.symbol === symbol)?.benchmark_weight).toBe(12);
    }
    expect(saved.asset_weights.some((weight) => weight.strategy_weight !== weight.benchmark_weight)).toBe(
      true,
    );

    // Read back: list, model, options and the catalog the marketplace reads.
    const { models } = await admin.call(calls.getAdminModels, {});
    expect(models).toContainEqual({
      id: saved.id,
      name: 'AI and Bitcoin Momentum',
      product: 'SMART_BETA',
      is_active: true,
      is_hidden: false,
    });
    expect(await admin.call(calls.getAdminModel, { modelId: saved.id })).toEqual(saved);
    expect(
      (await admin.call(calls.getModelCreateOptions, {})).model_id_mapping['AI and Bitcoin Momentum'],
    ).toBe(saved.id);
    expect(catalogSlice(world).models.find((model) => model.id === saved.id)).toMatchObject({
      index_weights: [
        { index_id: index.id, weight: 60 },
        { index_id: 'index-cbtc', weight: 40 },
      ],
      asset_weights: saved.asset_weights,
    });
  });

  it('updates a model; MARKET clears active management and the strategy equals the benchmark', async () => {
    const { admin, index } = await sandboxWithIndex();
    const created = await admin.call(calls.createAdminModel, smartBetaForm(index.id));
    const form = smartBetaForm(index.id, { active_management_settings: null, icon_image: null });
    const updated = await admin.call(calls.updateAdminModel, {
      ...form,
      model: {
        ...(form.model as object),
        product: 'MARKET',
        name: 'AI and Bitcoin',
      } as ModelSaveForm['model'],
      modelId: created.id,
    });
    expect(updated.id).toBe(created.id);
    expect(updated.model).toMatchObject({
      name: 'AI and Bitcoin',
      product: 'MARKET',
      icon_image: created.model.icon_image,
    });
    expect(updated.active_management_settings).toBeNull();
    expect(updated.asset_weights.every((weight) => weight.strategy_weight === weight.benchmark_weight)).toBe(
      true,
    );
    expect(await admin.call(calls.getAdminModel, { modelId: created.id })).toEqual(updated);
  });

  it('an ALPHA model tilts by the tracking error', async () => {
    const { admin, index } = await sandboxWithIndex();
    const form = smartBetaForm(index.id, {
      active_management_settings: { strategy: 'ALPHA_TREND', tracking_error: 0.1, max_deviation: null },
    });
    const saved = await admin.call(calls.createAdminModel, {
      ...form,
      model: { ...(form.model as object), product: 'ALPHA' } as ModelSaveForm['model'],
    });
    expect(saved.active_management_settings).toEqual({
      strategy: 'ALPHA_TREND',
      tracking_error: 0.1,
      max_deviation: null,
    });
    expect(saved.asset_weights.some((weight) => weight.strategy_weight !== weight.benchmark_weight)).toBe(
      true,
    );
    expect(totalOf(saved.asset_weights.map((weight) => weight.strategy_weight)).eq(100)).toBe(true);
  });

  it('recomputes the weights of models built on an index that changes', async () => {
    const { admin, index } = await sandboxWithIndex();
    const model = await admin.call(calls.createAdminModel, smartBetaForm(index.id));
    await admin.call(calls.updateAdminIndex, {
      id: index.id,
      name: 'Cairn AI Three',
      ticker: 'CAI3',
      status: 'ACTIVE',
      icon_image: null,
      blockchains: [],
      sectors: ['AI'],
      industry_groups: [],
      industries: [],
      subindustries: [],
      ranking: { factor_name: 'market_cap', cutoff: 3, ascending: false },
      off_chain_factors: [],
      on_chain_factors: [],
      weighting: 'Equal',
      excluded_assets: [],
    });
    const after = await admin.call(calls.getAdminModel, { modelId: model.id });
    expect(after.asset_weights).toHaveLength(4);
    expect(after.asset_weights.find((weight) => weight.symbol === 'BTC')?.benchmark_weight).toBe(40);
  });

  const fields = (form: ModelSaveForm) => form.model as Exclude<ModelSaveForm['model'], string>;
  it.each<[string, (indexId: string) => ModelSaveForm, string]>([
    ['no index', (id) => smartBetaForm(id, { index_data: [] }), modelFormMessages.indexesRequired],
    [
      'weights summing to 99',
      (id) =>
        smartBetaForm(id, {
          index_data: [
            { index: id, weight: 59 },
            { index: 'index-cbtc', weight: 40 },
          ],
        }),
      modelFormMessages.weightsSum,
    ],
    [
      'a weight of 0',
      (id) =>
        smartBetaForm(id, {
          index_data: [
            { index: id, weight: 100 },
            { index: 'index-cbtc', weight: 0 },
          ],
        }),
      modelFormMessages.weightAboveZero,
    ],
    [
      'a weight over 100',
      (id) => smartBetaForm(id, { index_data: [{ index: id, weight: 101 }] }),
      modelFormMessages.weightAtMost100,
    ],
    [
      'an index left empty',
      (id) => smartBetaForm(id, { index_data: [{ index: '', weight: 100 }] }),
      modelFormMessages.indexRequired,
    ],
    [
      'a tracking error under 1',
      (id) =>
        smartBetaForm(id, {
          active_management_settings: {
            strategy: 'SMART_BETA_SIZE',
            tracking_error: 0.005,
            max_deviation: 5,
          },
        }),
      modelFormMessages.trackingErrorMin,
    ],
    [
      'a tracking error over 100',
      (id) =>
        smartBetaForm(id, {
          active_management_settings: { strategy: 'SMART_BETA_SIZE', tracking_error: 7, max_deviation: 5 },
        }),
      modelFormMessages.trackingErrorMax,
    ],
    [
      'no strategy',
      (id) =>
        smartBetaForm(id, {
          active_management_settings: { strategy: null, tracking_error: 0.07, max_deviation: 5 },
        }),
      modelFormMessages.strategyRequired,
    ],
    [
      'no max deviation for SMART_BETA',
      (id) =>
        smartBetaForm(id, {
          active_management_settings: {
            strategy: 'SMART_BETA_SIZE',
            tracking_error: 0.07,
            max_deviation: null,
          },
        }),
      modelFormMessages.maxDeviationRequired,
    ],
    [
      'no name',
      (id) => {
        const form = smartBetaForm(id);
        return { ...form, model: { ...fields(form), name: '' } };
      },
      modelFormMessages.nameRequired,
    ],
    [
      'an unknown product',
      (id) => {
        const form = smartBetaForm(id);
        return { ...form, model: { ...fields(form), product: 'BOND' } };
      },
      modelFormMessages.productRequired,
    ],
    [
      'a drift threshold left empty',
      (id) => {
        const form = smartBetaForm(id);
        return { ...form, model: { ...fields(form), drift_threshold: null } };
      },
      modelFormMessages.driftThresholdNumber,
    ],
    [
      'an Alpha strategy on a SMART_BETA model',
      (id) =>
        smartBetaForm(id, {
          active_management_settings: { strategy: 'ALPHA_TREND', tracking_error: 0.07, max_deviation: 5 },
        }),
      'The strategy ALPHA_TREND is not offered for SMART_BETA models',
    ],
    [
      'an unknown index',
      () => smartBetaForm('index-nope', { index_data: [{ index: 'index-nope', weight: 100 }] }),
      'No index with id index-nope',
    ],
    [
      'a name already used',
      (id) => {
        const form = smartBetaForm(id);
        return { ...form, model: { ...fields(form), name: 'momentum' } };
      },
      'A model named Momentum already exists',
    ],
  ])('answers %s with the form message and saves nothing', async (_, makeForm, message) => {
    const { admin, world, index } = await sandboxWithIndex();
    const before = JSON.stringify(catalogSlice(world).models);
    const error = await apiError(admin.call(calls.createAdminModel, makeForm(index.id)));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
    expect(JSON.stringify(catalogSlice(world).models)).toBe(before);
  });

  it('answers malformed JSON fields and missing fields with 400', async () => {
    const { admin, world, index } = await sandboxWithIndex();
    const before = catalogSlice(world).models.length;
    const notJson = await apiError(
      admin.call(calls.createAdminModel, { ...smartBetaForm(index.id), index_data: '{oops' }),
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body?.message).toMatch(/^index_data: /);
    const { model: _model, ...withoutModel } = smartBetaForm(index.id);
    const missing = await apiError(admin.call(calls.createAdminModel, withoutModel as ModelSaveForm));
    expect(missing.status).toBe(400);
    expect(missing.body?.message).toMatch(/^model: /);
    expect(catalogSlice(world).models).toHaveLength(before);
  });
});

describe('model toggles (doc 3 §4)', () => {
  it('hides, shows, deactivates and activates with single-field updates', async () => {
    const { admin, world } = createSandbox();
    const modelId = catalogSlice(world).models[0]?.id ?? '';
    const row = async () =>
      (await admin.call(calls.getAdminModels, {})).models.find((model) => model.id === modelId);
    expect(await admin.call(calls.patchAdminModel, { modelId, is_hidden: true })).toMatchObject({
      is_hidden: true,
      is_active: true,
    });
    expect(await row()).toMatchObject({ is_hidden: true, is_active: true });
    expect(await admin.call(calls.patchAdminModel, { modelId, is_active: false })).toMatchObject({
      is_hidden: true,
      is_active: false,
    });
    expect(await admin.call(calls.getAdminModel, { modelId })).toMatchObject({
      is_hidden: true,
      is_active: false,
    });
    await admin.call(calls.patchAdminModel, { modelId, is_hidden: false });
    await admin.call(calls.patchAdminModel, { modelId, is_active: true });
    expect(await row()).toMatchObject({ is_hidden: false, is_active: true });
  });

  it.each([
    ['no field', {}],
    ['two fields', { is_hidden: true, is_active: false }],
    ['a status (indexes only)', { status: 'ACTIVE' }],
  ])('rejects %s with 400 and changes nothing', async (_, body) => {
    const { admin, world } = createSandbox();
    const model = catalogSlice(world).models[0];
    const before = JSON.stringify(model);
    const error = await apiError(
      admin.call(calls.patchAdminModel, { modelId: model?.id ?? '', ...body } as never),
    );
    expect(error.status).toBe(400);
    expect(error.body?.message).toContain('Send exactly one field');
    expect(JSON.stringify(catalogSlice(world).models[0])).toBe(before);
    const missing = await apiError(admin.call(calls.getAdminModel, { modelId: 'model-nope' }));
    expect(missing.status).toBe(404);
  });
});
