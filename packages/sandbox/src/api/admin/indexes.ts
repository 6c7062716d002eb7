import { type AdminIndex, adminCallSpecs as calls } from '@cairn/api-client';
import { calendarDateOf, formatIsoDate, indexDefinitionSchema, indexFormSchema } from '@cairn/domain';
import type { z } from 'zod';
import { type ApiApp, notFound, userCorrectable } from '../../core/contract';
import type { World } from '../../core/world';
import { catalogSlice, computeIndexWeights, indexIdFor } from '../../seed/catalog';
import type { Catalog, CatalogIndex, Factor, IndexDefinition } from '../../seed/catalogTypes';
import { implementAdmin } from './guard';
import { iconFromUpload } from './icon';
import { refreshModelsOf } from './models';
import {
  assetsOfSectors,
  distinct,
  OFF_CHAIN_FACTOR_OPTIONS,
  ON_CHAIN_FACTOR_OPTIONS,
  RANKING_METRIC_OPTIONS,
  WEIGHTING_OPTIONS,
} from './options';
import { firstMessage } from './validation';

/** The investment fee (percent) of an index created in the admin console; the form has no fee. */
export const CREATED_INDEX_FEE_PERCENT = 0.5;

const has = (values: readonly { value: string }[], value: string) =>
  values.some((option) => option.value === value);

/**
 * Turns the form's (domain-valid) definition into the catalog's, checking every name against the
 * catalog and the options: an unknown sector, factor or asset is a USER_CORRECTABLE error.
 */
function toDefinition(catalog: Catalog, form: z.output<typeof indexDefinitionSchema>): IndexDefinition {
  const known = (values: readonly string[], allowed: readonly string[], what: string) => {
    const unknown = values.find((value) => !allowed.includes(value));
    if (unknown !== undefined) throw userCorrectable(`Unknown ${what}: ${unknown}`);
  };
  known(form.blockchains, distinct(catalog.assets, 'blockchain'), 'blockchain');
  known(form.sectors, distinct(catalog.assets, 'sector'), 'sector');
  known(form.industry_groups, distinct(catalog.assets, 'industry_group'), 'industry group');
  known(form.industries, distinct(catalog.assets, 'industry'), 'industry');
  known(form.subindustries, distinct(catalog.assets, 'subindustry'), 'subindustry');
  const symbols = catalog.assets.map((asset) => asset.symbol);
  const excluded = form.excluded_assets.map((symbol) => symbol.toUpperCase());
  known(excluded, symbols, 'asset');
  if (!has(WEIGHTING_OPTIONS, form.weighting))
    throw userCorrectable(`Unknown weighting methodology: ${form.weighting}`);

  const { factor_name, cutoff, ascending } = form.ranking;
  let ranking: IndexDefinition['ranking'] = null;
  // The domain accepts all three or none: the first being set means all are.
  if (
    typeof factor_name === 'string' &&
    factor_name.trim() !== '' &&
    typeof cutoff === 'number' &&
    typeof ascending === 'boolean'
  ) {
    if (!has(RANKING_METRIC_OPTIONS, factor_name))
      throw userCorrectable(`Unknown ranking metric: ${factor_name}`);
    if (!Number.isInteger(cutoff) || cutoff < 1)
      throw userCorrectable('Max Assets must be a whole number of at least 1');
    ranking = { factor_name, cutoff, ascending };
  }
  const factors = (
    list: typeof form.off_chain_factors,
    allowed: typeof OFF_CHAIN_FACTOR_OPTIONS,
    kind: string,
  ): Factor[] =>
    list.map((factor) => {
      if (!has(allowed, factor.factor_name))
        throw userCorrectable(`Unknown ${kind} factor: ${factor.factor_name}`);
      return {
        factor_name: factor.factor_name,
        min: factor.min ?? null,
        max: factor.max ?? null,
        min_days: factor.min_days ?? null,
        factor_type: factor.factor_type,
      };
    });
  return {
    blockchains: form.blockchains,
    sectors: form.sectors,
    industry_groups: form.industry_groups,
    industries: form.industries,
    subindustries: form.subindustries,
    ranking,
    off_chain_factors: factors(form.off_chain_factors, OFF_CHAIN_FACTOR_OPTIONS, 'off-chain'),
    on_chain_factors: factors(form.on_chain_factors, ON_CHAIN_FACTOR_OPTIONS, 'on-chain'),
    weighting: form.weighting,
    excluded_assets: excluded,
  };
}

/** An index as the admin console reads it. */
export function adminIndexOf(index: CatalogIndex): AdminIndex {
  const { definition } = index;
  return {
    id: index.id,
    index_type: index.index_type,
    is_hidden: index.is_hidden,
    details: {
      name: index.name,
      description: index.description,
      ticker: index.ticker,
      about: index.about,
      icon_image: index.icon,
      status: index.status,
    },
    blockchains: definition.blockchains,
    sectors: definition.sectors,
    industry_groups: definition.industry_groups,
    industries: definition.industries,
    subindustries: definition.subindustries,
    ranking: definition.ranking ?? { factor_name: null, cutoff: null, ascending: null },
    off_chain_factors: definition.off_chain_factors,
    on_chain_factors: definition.on_chain_factors,
    weighting: definition.weighting,
    excluded_assets: definition.excluded_assets,
    asset_weights: index.asset_weights,
  };
}

const summaryOf = (index: CatalogIndex) => ({
  id: index.id,
  name: index.name,
  ticker: index.ticker,
  status: index.status,
  is_hidden: index.is_hidden,
  index_type: index.index_type,
});

function indexById(world: World, id: string): CatalogIndex {
  const index = catalogSlice(world).indices.find((candidate) => candidate.id === id);
  if (!index) throw notFound(`No index with id ${id}`);
  return index;
}

/** The single sector of the definition's assets, else 'Multisector' (as the seeded indices). */
function sectorOf(catalog: Catalog, weights: Record<string, number>): string {
  const sectors = new Set(
    catalog.assets.filter((asset) => asset.symbol in weights).map((asset) => asset.sector),
  );
  return sectors.size === 1 ? ([...sectors][0] as string) : 'Multisector';
}

type SaveInput = z.output<(typeof calls)['createAdminIndex']['body']> & { id?: string };

/** Creates (no id) or updates (id) an index from the multipart form and answers it (doc 3 §4). */
async function saveIndex(world: World, input: SaveInput): Promise<AdminIndex> {
  const catalog = catalogSlice(world);
  const form = indexFormSchema.safeParse({ ...input, icon_image: null });
  if (!form.success) throw firstMessage(form.error);
  const values = form.data;
  const existing = input.id === undefined ? undefined : indexById(world, input.id);
  if (existing && existing.index_type !== 'CAIRN') throw userCorrectable('Only Cairn indexes can be edited');
  const ticker = values.ticker.trim().toUpperCase();
  const clash = catalog.indices.find(
    (index) => index.ticker.toUpperCase() === ticker && index.id !== existing?.id,
  );
  if (clash) throw userCorrectable(`The ticker ${ticker} is already used by ${clash.name}`);
  const definition = toDefinition(catalog, values);
  const asset_weights = computeIndexWeights(catalog, definition);
  if (Object.keys(asset_weights).length === 0) throw userCorrectable('No assets found');
  const icon = await iconFromUpload(world, input.icon_image, existing?.icon ?? null);

  const fields = {
    name: values.name.trim(),
    ticker,
    description: values.description ?? '',
    about: values.about ?? '',
    status: values.status,
    sector: sectorOf(catalog, asset_weights),
    weighting_methodology: definition.weighting,
    icon,
    definition,
    asset_weights,
  };
  if (existing) {
    Object.assign(existing, fields);
    refreshModelsOf(world, existing.id);
    return adminIndexOf(existing);
  }
  let id = indexIdFor(ticker);
  for (let n = 2; catalog.indices.some((index) => index.id === id); n += 1) id = `${indexIdFor(ticker)}-${n}`;
  const created: CatalogIndex = {
    id,
    ...fields,
    is_hidden: false,
    index_type: 'CAIRN',
    tags: [],
    inception_date: formatIsoDate(calendarDateOf(world.now())),
    product_fee: CREATED_INDEX_FEE_PERCENT,
    video_url: null,
  };
  catalog.indices.push(created);
  return adminIndexOf(created);
}

/** Serves the index calls of doc 3 §7. */
export function registerIndexCalls(api: ApiApp): void {
  implementAdmin(api, calls.getIndexCreateOptions, ({ world }) => {
    const { assets } = catalogSlice(world);
    return {
      sectors: distinct(assets, 'sector'),
      industry_groups: distinct(assets, 'industry_group'),
      industries: distinct(assets, 'industry'),
      subindustries: distinct(assets, 'subindustry'),
      blockchains: distinct(assets, 'blockchain'),
      ranking_metrics: [...RANKING_METRIC_OPTIONS],
      off_chain_factors: [...OFF_CHAIN_FACTOR_OPTIONS],
      on_chain_factors: [...ON_CHAIN_FACTOR_OPTIONS],
      weighting_methodologies: [...WEIGHTING_OPTIONS],
      assets: assets.map((asset) => ({ symbol: asset.symbol, name: asset.name })),
    };
  });
  implementAdmin(api, calls.getIndexSectors, ({ world }) => distinct(catalogSlice(world).assets, 'sector'));
  implementAdmin(api, calls.getIndexIndustryGroups, ({ world, input }) =>
    distinct(assetsOfSectors(catalogSlice(world), input.sectors), 'industry_group'),
  );
  implementAdmin(api, calls.getIndexIndustries, ({ world, input }) =>
    distinct(assetsOfSectors(catalogSlice(world), input.sectors), 'industry'),
  );
  implementAdmin(api, calls.getIndexSubindustries, ({ world, input }) =>
    distinct(assetsOfSectors(catalogSlice(world), input.sectors), 'subindustry'),
  );
  implementAdmin(api, calls.getIndexBlockchains, ({ world }) =>
    distinct(catalogSlice(world).assets, 'blockchain'),
  );

  implementAdmin(api, calls.previewAssetBreakdown, ({ world, input }) => {
    const form = indexDefinitionSchema.safeParse(input);
    if (!form.success) throw firstMessage(form.error);
    const catalog = catalogSlice(world);
    return { asset_breakdown: computeIndexWeights(catalog, toDefinition(catalog, form.data)) };
  });
  implementAdmin(api, calls.createAdminIndex, ({ world, input }) => saveIndex(world, input));
  implementAdmin(api, calls.updateAdminIndex, ({ world, input }) => saveIndex(world, input));

  implementAdmin(api, calls.getAdminIndexes, ({ world }) => catalogSlice(world).indices.map(summaryOf));
  implementAdmin(api, calls.getAdminIndex, ({ world, input }) => adminIndexOf(indexById(world, input.id)));
  implementAdmin(api, calls.patchAdminIndex, ({ world, input }) => {
    const index = indexById(world, input.id);
    if ('status' in input) index.status = input.status;
    else index.is_hidden = input.is_hidden;
    return summaryOf(index);
  });
}
