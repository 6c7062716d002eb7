import { type AdminModel, adminCallSpecs as calls } from '@cairn/api-client';
import {
  calendarDateOf,
  formatIsoDate,
  modelFormSchema,
  PRODUCTS,
  strategyOptionsForProduct,
  toActiveManagementSettings,
  trackingErrorToDisplay,
} from '@cairn/domain';
import type { z } from 'zod';
import { type ApiApp, notFound, userCorrectable } from '../../core/contract';
import type { World } from '../../core/world';
import {
  assetMetric,
  catalogSlice,
  modelAssetWeights,
  modelIdFor,
  normalizeWeights,
  PRODUCT_FEE_PERCENT,
} from '../../seed/catalog';
import type { Catalog, CatalogModel } from '../../seed/catalogTypes';
import { implementAdmin } from './guard';
import { iconFromUpload } from './icon';
import { STRATEGIES } from './options';
import { firstMessage } from './validation';

/** The investment fee (percent) of a model created in the admin console, by product; the form has no fee. */
export const CREATED_MODEL_FEE_PERCENT: Readonly<Record<CatalogModel['product'], number>> = {
  MARKET: Number(PRODUCT_FEE_PERCENT.MARKET),
  SMART_BETA: Number(PRODUCT_FEE_PERCENT.SMART_BETA),
  ALPHA: Number(PRODUCT_FEE_PERCENT.ALPHA),
};

/** How far an ALPHA strategy may move a weight, relative to it, per unit of stored tracking error. */
const ALPHA_TILT_PER_TRACKING_ERROR = 5;

/**
 * A model's asset weights: the benchmark from its index weights (the catalog's rule), and the
 * strategy tilted by the active management settings. The tilt ranks the model's assets by the
 * strategy's metric (a signal from -1 to 1) and scales each benchmark weight by 1 + signal × m,
 * where m is the max deviation in percent / 100 for SMART_BETA and the stored tracking error × 5
 * for ALPHA (at most 1); MARKET has no tilt. Both add up to 100.
 */
export function computeModelWeights(
  catalog: Catalog,
  model: Pick<CatalogModel, 'index_weights' | 'product' | 'active_management_settings'>,
): CatalogModel['asset_weights'] {
  const benchmark = modelAssetWeights(catalog, model.index_weights, 'MARKET');
  const settings = model.active_management_settings;
  const strategy = STRATEGIES.find((candidate) => candidate.value === settings?.strategy);
  if (model.product === 'MARKET' || !settings || !strategy) return benchmark;
  const magnitude = Math.min(
    1,
    Math.max(
      0,
      model.product === 'SMART_BETA'
        ? (settings.max_deviation ?? 0) / 100
        : settings.tracking_error * ALPHA_TILT_PER_TRACKING_ERROR,
    ),
  );
  const ranked = benchmark
    .map(({ symbol }) => {
      const asset = catalog.assets.find((candidate) => candidate.symbol === symbol);
      const value = asset ? assetMetric(catalog, asset, strategy.metric, strategy.lookbackDays) : 0;
      return { symbol, value: value * strategy.direction };
    })
    .sort((a, b) => a.value - b.value || a.symbol.localeCompare(b.symbol));
  const signal = new Map(
    ranked.map(({ symbol }, rank) => [symbol, ranked.length > 1 ? (rank / (ranked.length - 1)) * 2 - 1 : 0]),
  );
  const tilted = normalizeWeights(
    Object.fromEntries(
      benchmark.map(({ symbol, benchmark_weight }) => [
        symbol,
        benchmark_weight * Math.max(0, 1 + (signal.get(symbol) ?? 0) * magnitude),
      ]),
    ),
  );
  return benchmark.map((weight) => ({ ...weight, strategy_weight: tilted[weight.symbol] ?? 0 }));
}

/** Recomputes the asset weights of the models built on an index whose weights changed. */
export function refreshModelsOf(world: World, indexId: string): void {
  const catalog = catalogSlice(world);
  for (const model of catalog.models) {
    if (model.index_weights.some((entry) => entry.index_id === indexId))
      model.asset_weights = computeModelWeights(catalog, model);
  }
}

/** A model as the admin console reads it. */
export function adminModelOf(model: CatalogModel): AdminModel {
  return {
    id: model.id,
    is_active: model.is_active,
    is_hidden: model.is_hidden,
    model: {
      name: model.name,
      description: model.description,
      objective: model.objective,
      drift_threshold: model.drift_threshold,
      rebalance_period: model.rebalance_period,
      product: model.product,
      icon_image: model.icon,
    },
    active_management_settings: model.active_management_settings,
    index_data: model.index_weights.map(({ index_id, weight }) => ({ index: index_id, weight })),
    asset_weights: model.asset_weights,
  };
}

const summaryOf = (model: CatalogModel) => ({
  id: model.id,
  name: model.name,
  product: model.product,
  is_active: model.is_active,
  is_hidden: model.is_hidden,
});

function modelById(world: World, id: string): CatalogModel {
  const model = catalogSlice(world).models.find((candidate) => candidate.id === id);
  if (!model) throw notFound(`No model with id ${id}`);
  return model;
}

type SaveInput = z.output<(typeof calls)['createAdminModel']['body']> & { modelId?: string };

/**
 * Creates (no id) or updates (id) a model from the multipart form (doc 3 §4). The settings arrive
 * in stored units (tracking error ÷100); the domain's form rules judge them in the form's units.
 */
async function saveModel(world: World, input: SaveInput): Promise<AdminModel> {
  const catalog = catalogSlice(world);
  const sent = input.active_management_settings;
  const form = modelFormSchema.safeParse({
    ...input.model,
    icon_image: null,
    index_data: input.index_data,
    active_management_settings: {
      strategy: sent?.strategy ?? null,
      tracking_error:
        typeof sent?.tracking_error === 'number' ? trackingErrorToDisplay(sent.tracking_error) : null,
      max_deviation: sent?.max_deviation ?? null,
    },
  });
  if (!form.success) throw firstMessage(form.error);
  const values = form.data;
  const existing = input.modelId === undefined ? undefined : modelById(world, input.modelId);

  const name = values.name.trim();
  const clash = catalog.models.find(
    (model) => model.name.toLowerCase() === name.toLowerCase() && model.id !== existing?.id,
  );
  if (clash) throw userCorrectable(`A model named ${clash.name} already exists`);
  const index_weights = values.index_data.map(({ index, weight }) => ({ index_id: String(index), weight }));
  const unknown = index_weights.find(
    ({ index_id }) => !catalog.indices.some((index) => index.id === index_id),
  );
  if (unknown) throw userCorrectable(`No index with id ${unknown.index_id}`);
  if (new Set(index_weights.map(({ index_id }) => index_id)).size !== index_weights.length) {
    throw userCorrectable('Each index can be used only once');
  }
  const stored = toActiveManagementSettings(values.product, values.active_management_settings);
  if (
    stored &&
    !strategyOptionsForProduct(STRATEGIES, values.product).some((option) => option.value === stored.strategy)
  ) {
    throw userCorrectable(`The strategy ${stored.strategy} is not offered for ${values.product} models`);
  }
  const active_management_settings = stored
    ? {
        strategy: stored.strategy,
        tracking_error: stored.tracking_error,
        max_deviation: stored.max_deviation ?? null,
      }
    : null;
  const product = values.product;
  const asset_weights = computeModelWeights(catalog, { index_weights, product, active_management_settings });
  const icon = await iconFromUpload(world, input.icon_image, existing?.icon ?? null);

  const fields = {
    name,
    description: values.description ?? '',
    objective: values.objective ?? '',
    product,
    drift_threshold: values.drift_threshold,
    rebalance_period: values.rebalance_period,
    icon,
    index_weights,
    active_management_settings,
    asset_weights,
  };
  if (existing) {
    Object.assign(existing, fields);
    return adminModelOf(existing);
  }
  let id = modelIdFor(name);
  for (let n = 2; catalog.models.some((model) => model.id === id); n += 1) id = `${modelIdFor(name)}-${n}`;
  const created: CatalogModel = {
    id,
    ...fields,
    is_active: true,
    is_hidden: false,
    inception_date: formatIsoDate(calendarDateOf(world.now())),
    product_fee: CREATED_MODEL_FEE_PERCENT[product],
    video_url: null,
    is_collaboration_model: false,
    ticker: null,
  };
  catalog.models.push(created);
  return adminModelOf(created);
}

/** Serves the model calls of doc 3 §7. */
export function registerModelCalls(api: ApiApp): void {
  implementAdmin(api, calls.getAdminModels, ({ world }) => ({
    models: catalogSlice(world).models.map(summaryOf),
  }));
  // Before GET /admin/model/{modelId}, which would otherwise take 'create-options' for an id.
  implementAdmin(api, calls.getModelCreateOptions, ({ world }) => {
    const catalog = catalogSlice(world);
    return {
      products: [...PRODUCTS],
      indexes: catalog.indices.map(({ id, name, ticker, status }) => ({ id, name, ticker, status })),
      model_id_mapping: Object.fromEntries(catalog.models.map((model) => [model.name, model.id])),
      strategies: STRATEGIES.map(({ value, label }) => ({ value, label })),
    };
  });
  implementAdmin(api, calls.getAdminModel, ({ world, input }) =>
    adminModelOf(modelById(world, input.modelId)),
  );
  implementAdmin(api, calls.createAdminModel, ({ world, input }) => saveModel(world, input));
  implementAdmin(api, calls.updateAdminModel, ({ world, input }) => saveModel(world, input));
  implementAdmin(api, calls.patchAdminModel, ({ world, input }) => {
    const model = modelById(world, input.modelId);
    if ('is_hidden' in input) model.is_hidden = input.is_hidden;
    else model.is_active = input.is_active;
    return summaryOf(model);
  });
}
