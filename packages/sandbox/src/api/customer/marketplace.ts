import {
  type AssetClassification,
  type BreakdownItem,
  customerCallSpecs as calls,
  type IndexBreakdownItem,
  type MarketplaceModel,
} from '@cairn/api-client';
import { minimumContribution, tierFromMinTier } from '@cairn/domain';
import { type ApiApp, implement, notFound } from '../../core/contract';
import type { SandboxUser } from '../../core/users';
import type { World } from '../../core/world';
import { catalogSlice } from '../../seed/catalog';
import type { Catalog, CatalogIndex } from '../../seed/catalogTypes';
import {
  assetBySymbol,
  type Investment,
  indexInvestment,
  investmentPerformance,
  isOfferedIndex,
  isOfferedModel,
  modelInvestment,
} from './invest';
import { marketThrough } from './market';
import { clockOf, customerOf } from './state';

/** Weights as the marketplace shows them: percent, 4 decimals. */
const percent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;

/** The indices a model is built of (an index is its own). */
function indicesOf(catalog: Catalog, investment: Investment): CatalogIndex[] {
  if (investment.index) return [investment.index];
  return (investment.model?.index_weights ?? []).flatMap(({ index_id }) => {
    const index = catalog.indices.find((candidate) => candidate.id === index_id);
    return index ? [index] : [];
  });
}

/** The symbols an investment holds, largest weight first. */
const symbolsOf = (investment: Investment) =>
  Object.entries(investment.assetWeights)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([symbol]) => symbol);

/** The model minimum in USD for the user's tier (doc 2 §9, spec README: from the contribution table). */
export const productMinimum = (user: SandboxUser, product: Investment['product']) =>
  minimumContribution(tierFromMinTier(user.min_tier), product).toNumber();

/** A model's or index's tags without the USD ones (`tags_excl_usd`). */
function tagsOf(catalog: Catalog, investment: Investment): string[] {
  const tags = new Set(indicesOf(catalog, investment).flatMap((index) => index.tags));
  return [...tags].filter((tag) => !/\bUSD\b/i.test(tag)).sort();
}

function sectorOf(catalog: Catalog, investment: Investment): string | null {
  if (investment.index) return investment.index.sector;
  const sectors = new Set(indicesOf(catalog, investment).map((index) => index.sector));
  return sectors.size === 1 ? ([...sectors][0] as string) : sectors.size > 1 ? 'Multisector' : null;
}

/** A model or index as the marketplace lists it for this user. */
export function marketplaceEntry(world: World, user: SandboxUser, investment: Investment): MarketplaceModel {
  const { today } = clockOf(world, user);
  const catalog = marketThrough(world, today);
  const symbols = symbolsOf(investment);
  const saved = customerOf(world, user).portfolio.models.find((entry) => entry.id === investment.id);
  const description = investment.model?.description ?? investment.index?.description ?? '';
  return {
    id: investment.id,
    name: investment.name,
    ticker: investment.ticker,
    description,
    product: investment.product,
    type: investment.kind,
    status: investment.model
      ? investment.model.is_active
        ? 'ACTIVE'
        : 'INACTIVE'
      : (investment.index?.status ?? 'ACTIVE'),
    product_minimum: productMinimum(user, investment.product),
    product_fee: investment.fee,
    index_names: indicesOf(catalog, investment).map((index) => index.name),
    asset_names: symbols.map((symbol) => assetBySymbol(catalog, symbol)?.name ?? symbol),
    asset_symbols: symbols,
    asset_count: symbols.length,
    sector: sectorOf(catalog, investment),
    icon: investment.icon,
    icon_resource_path: investment.icon,
    index_tracker: investment.kind === 'INDEX',
    inception_date: investment.inception,
    objective: investment.model?.objective ?? description,
    video_url: investment.model?.video_url ?? investment.index?.video_url ?? null,
    is_collaboration_model: investment.model?.is_collaboration_model ?? false,
    tags_excl_usd: tagsOf(catalog, investment),
    performance: investmentPerformance(catalog, investment, today),
    weight: saved ? saved.weight : null,
  };
}

/** Every offered model and index, as investments. */
export function offeredInvestments(catalog: Catalog): Investment[] {
  return [
    ...catalog.models.filter(isOfferedModel).map(modelInvestment),
    ...catalog.indices.filter(isOfferedIndex).map(indexInvestment),
  ];
}

/** The asset and sector breakdowns of an investment (percent weights, dated today). */
function breakdowns(
  catalog: Catalog,
  investment: Investment,
  date: string,
): { assets: BreakdownItem[]; sectors: BreakdownItem[] } {
  const sectors = new Map<string, number>();
  const assets = symbolsOf(investment).map((symbol) => {
    const asset = assetBySymbol(catalog, symbol);
    const weight = investment.assetWeights[symbol] ?? 0;
    const sector = asset?.sector ?? 'Other';
    sectors.set(sector, (sectors.get(sector) ?? 0) + weight);
    return {
      name: asset?.name ?? symbol,
      symbol,
      icon: asset?.icon ?? null,
      weight: percent(weight),
      breakdown_date: date,
    };
  });
  return {
    assets,
    sectors: [...sectors.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, weight]) => ({
        name,
        symbol: null,
        icon: null,
        weight: percent(weight),
        breakdown_date: date,
      })),
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The offered index with this ticker (any letter case), else 404 naming it. */
function offeredIndex(catalog: Catalog, ticker: string): CatalogIndex {
  const index = catalog.indices.find(
    (candidate) => isOfferedIndex(candidate) && sameText(candidate.ticker, ticker),
  );
  if (!index) throw notFound(`No index with ticker ${ticker}`);
  return index;
}

/** Serves the marketplace calls: models, indices, tags, classifications and traded assets. */
export function registerMarketplaceCalls(api: ApiApp): void {
  implement(api, calls.getModelDetails, ({ input, user, world }) => {
    const { today } = clockOf(world, user);
    const catalog = marketThrough(world, today);
    const model = catalog.models.find(
      (candidate) => isOfferedModel(candidate) && sameText(candidate.name, input.name),
    );
    if (!model) throw notFound(`No model named ${input.name}`);
    const investment = modelInvestment(model);
    const { assets, sectors } = breakdowns(catalog, investment, today);
    const index_breakdown: IndexBreakdownItem[] = model.index_weights.flatMap(({ index_id, weight }) => {
      const index = catalog.indices.find((candidate) => candidate.id === index_id);
      return index
        ? [
            {
              id: index.id,
              name: index.name,
              ticker: index.ticker,
              icon: index.icon,
              description: index.description,
              weight,
              weighting_methodology: index.weighting_methodology,
            },
          ]
        : [];
    });
    return {
      id: model.id,
      name: model.name,
      ticker: model.ticker,
      icon: model.icon,
      product: model.product,
      description: model.description,
      inception_date: model.inception_date,
      objective: model.objective,
      product_fee: model.product_fee,
      product_minimum: productMinimum(user, model.product),
      video_url: model.video_url,
      is_collaboration_model: model.is_collaboration_model,
      performance: investmentPerformance(catalog, investment, today),
      asset_breakdown: assets,
      sector_breakdown: sectors,
      index_breakdown,
    };
  });

  implement(api, calls.getModels, ({ input, user, world }) => {
    const catalog = catalogSlice(world);
    const within = (list: string[] | undefined, value: string | null) =>
      list === undefined || (value !== null && list.some((wanted) => sameText(wanted, value)));
    return offeredInvestments(catalog)
      .filter(
        (investment) =>
          (input.type === undefined || input.type === investment.kind) &&
          within(input.products, investment.product) &&
          within(input.names, investment.name) &&
          within(input.tickers, investment.ticker) &&
          (input.tags === undefined || tagsOf(catalog, investment).some((tag) => within(input.tags, tag))),
      )
      .map((investment) => marketplaceEntry(world, user, investment));
  });

  implement(api, calls.getIndexTags, ({ world }) => {
    const tags = new Set(
      catalogSlice(world)
        .indices.filter(isOfferedIndex)
        .flatMap((index) => index.tags),
    );
    return [...tags].sort();
  });

  implement(api, calls.getIndexDetails, ({ input, user, world }) => {
    const { today } = clockOf(world, user);
    const catalog = marketThrough(world, today);
    const index = offeredIndex(catalog, input.ticker);
    const investment = indexInvestment(index);
    const { assets, sectors } = breakdowns(catalog, investment, today);
    return {
      id: index.id,
      name: index.name,
      ticker: index.ticker,
      icon: index.icon,
      description: index.description,
      about: index.about,
      sector: index.sector,
      tags: index.tags,
      index_type: index.index_type,
      weighting_methodology: index.weighting_methodology,
      inception_date: index.inception_date,
      product_fee: index.product_fee,
      product_minimum: productMinimum(user, investment.product),
      video_url: index.video_url,
      is_collaboration_model: false,
      performance: investmentPerformance(catalog, investment, today),
      asset_breakdown: assets,
      sector_breakdown: sectors,
    };
  });

  implement(api, calls.getIndexAssetClassification, ({ input, world }): AssetClassification => {
    const catalog = catalogSlice(world);
    const index = offeredIndex(catalog, input.ticker);
    const groups = new Set(
      Object.entries(index.asset_weights)
        .sort((a, b) => b[1] - a[1])
        .map(([symbol]) => assetBySymbol(catalog, symbol)?.industry_group)
        .filter((group): group is string => group !== undefined),
    );
    const { definition } = index;
    return {
      industry_groups: [...groups],
      metrics: [
        ...(definition.ranking
          ? [{ factor_name: definition.ranking.factor_name, min: null, max: null, period: null }]
          : []),
        ...[...definition.off_chain_factors, ...definition.on_chain_factors].map((factor) => ({
          factor_name: factor.factor_name,
          min: factor.min,
          max: factor.max,
          period: factor.min_days === null ? null : `${factor.min_days} days`,
        })),
      ],
    };
  });

  implement(api, calls.getTradedAssets, ({ input, user, world }) => {
    const catalog = catalogSlice(world);
    const state = customerOf(world, user);
    const excluded = new Set(state.portfolio.excluded_assets);
    return catalog.assets
      .filter((asset) => input.type !== 'WITHDRAWAL' || (state.holdings[asset.symbol] ?? '0') !== '0')
      .map((asset) => ({
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        icon: asset.icon,
        is_excluded: excluded.has(asset.id),
        network_id: asset.network_id,
        sector: asset.sector,
      }));
  });
}
