import { type AllocationItem, customerCallSpecs as calls, type Portfolio } from '@cairn/api-client';
import {
  addEligibility,
  addInvestmentMessages,
  dec,
  MAX_INVESTMENTS,
  portfolioBannerTitles,
  portfolioWeightMessages,
  sum,
  validatePortfolioWeights,
} from '@cairn/domain';
import { type ApiApp, implement, SandboxError, userCorrectable } from '../../core/contract';
import type { World } from '../../core/world';
import { catalogSlice, PLATFORM_FEE_PERCENT } from '../../seed/catalog';
import { assetBySymbol, investmentById } from './invest';
import { type CustomerState, customerOf, nextId } from './state';
import { holdingValues, totalBalance, usdText } from './valuation';

/** The saved portfolio as GET /portfolio answers it. */
export function portfolioView(world: World, state: CustomerState): Portfolio {
  const catalog = catalogSlice(world);
  return {
    models: state.portfolio.models.flatMap(({ id, weight }) => {
      const investment = investmentById(catalog, id);
      return investment
        ? [{ id, name: investment.name, weight, index_tracker: investment.kind === 'INDEX' }]
        : [];
    }),
    excluded_assets: state.portfolio.excluded_assets.flatMap((id) => {
      const asset = catalog.assets.find((candidate) => candidate.id === id);
      return asset ? [{ id: asset.id, name: asset.name, symbol: asset.symbol, icon: asset.icon }] : [];
    }),
  };
}

const badRequest = (message: string) => new SandboxError(400, 'BAD_REQUEST', message);

/** Weight in percent of a part of a whole, 2 decimals. */
const shareOf = (part: ReturnType<typeof dec>, whole: ReturnType<typeof dec>) =>
  whole.gt(0) ? part.div(whole).times(100).round(2).toNumber() : 0;

/** Serves My Portfolio: the saved portfolio, its save, fees and allocations. */
export function registerPortfolioCalls(api: ApiApp): void {
  implement(api, calls.getPortfolio, ({ user, world }) => portfolioView(world, customerOf(world, user)));

  implement(api, calls.savePortfolio, ({ input, user, world }) => {
    const catalog = catalogSlice(world);
    const state = customerOf(world, user);
    // The rules in the order the editor applies them (doc 2 §4, §5), each with the domain's message.
    if (input.models.length === 0) throw userCorrectable(portfolioWeightMessages.selectionRequired);
    if (input.models.length > MAX_INVESTMENTS)
      throw userCorrectable(addInvestmentMessages.maximumReachedReason);
    const ids = input.models.map((entry) => entry.id);
    if (new Set(ids).size !== ids.length) throw badRequest('models: each investment may appear only once');
    const excludedSymbols = input.excluded_assets.map((id) => {
      const asset = catalog.assets.find((candidate) => candidate.id === id);
      if (!asset) throw badRequest(`excluded_assets: no asset with id ${id}`);
      return asset.symbol;
    });
    const investments = input.models.map(({ id }) => {
      const investment = investmentById(catalog, id);
      if (!investment) throw badRequest(`models: no model or index with id ${id}`);
      return investment;
    });
    const weights = validatePortfolioWeights(input.models);
    if (!weights.valid) throw userCorrectable(weights.message);
    for (const investment of investments) {
      // Only the exclusion rules of add eligibility apply to a save: the others are about adding.
      const reason = addEligibility({
        investment: {
          id: investment.id,
          product: investment.product,
          assetSymbols: Object.keys(investment.assetWeights),
          productMinimum: 0,
        },
        excludedAssetSymbols: excludedSymbols,
        portfolioIds: [],
        balance: 0,
        minimumTierBalance: 0,
      });
      if (reason === 'EXCLUDED_ASSETS' || reason === 'FEWER_THAN_2_ASSETS') {
        throw userCorrectable(`${investment.name}: ${portfolioBannerTitles.notAvailableDueToExclusions}`);
      }
    }
    state.portfolio = {
      models: input.models.map(({ id, weight }) => ({ id, weight })),
      excluded_assets: [...new Set(input.excluded_assets)],
    };
    // Saving activates the portfolio: the partner rebalances in the next session (doc 2 §4).
    state.rebalances = state.rebalances.filter((rebalance) => rebalance.status !== 'queued');
    state.rebalances.push({
      id: nextId(state, 'rb'),
      investment: investments.map((investment) => investment.name).join(', '),
      reason: 'Portfolio change',
      initiated: world.now().toISOString(),
      completed: null,
      status: 'queued',
      amount: '0.00',
    });
    return portfolioView(world, state);
  });

  implement(api, calls.getPortfolioFees, ({ input, world }) => {
    if (input.ids.length !== input.weights.length)
      throw badRequest('ids and weights must have the same length');
    const catalog = catalogSlice(world);
    const fees = input.ids.map((id, at) => {
      const investment = investmentById(catalog, id);
      if (!investment) throw badRequest(`ids: no model or index with id ${id}`);
      return { fee: dec(investment.fee), weight: dec(input.weights[at] ?? 0) };
    });
    const totalWeight = sum(fees.map((entry) => entry.weight));
    const blended = totalWeight.gt(0)
      ? sum(fees.map((entry) => entry.fee.times(entry.weight))).div(totalWeight)
      : dec(0);
    return { platform_fee: PLATFORM_FEE_PERCENT, blended_fee: blended.round(4).toString() };
  });

  implement(api, calls.getPortfolioAllocations, ({ user, world }) => {
    const catalog = catalogSlice(world);
    const state = customerOf(world, user);
    const total = totalBalance(world, state);
    const investment: AllocationItem[] = state.portfolio.models.flatMap(({ id, weight }) => {
      const found = investmentById(catalog, id);
      if (!found) return [];
      return [
        {
          name: found.name,
          symbol: found.ticker,
          icon: found.icon,
          balance: usdText(total.times(weight).div(100)),
          weight,
          type: found.kind,
        },
      ];
    });
    const values = Object.entries(holdingValues(world, state));
    const cash = dec(state.cash_usd);
    const asset: AllocationItem[] = values
      .map(([symbol, value]): AllocationItem => {
        const found = assetBySymbol(catalog, symbol);
        return {
          name: found?.name ?? symbol,
          symbol,
          icon: found?.icon ?? null,
          balance: usdText(value),
          weight: shareOf(value, total),
          type: 'ASSET',
        };
      })
      .concat(
        cash.gt(0)
          ? [
              {
                name: 'US Dollar',
                symbol: 'USD',
                icon: null,
                balance: usdText(cash),
                weight: shareOf(cash, total),
                type: 'ASSET',
              },
            ]
          : [],
      )
      .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
    const sectors = new Map<string, ReturnType<typeof dec>>();
    for (const [symbol, value] of values) {
      const sector = assetBySymbol(catalog, symbol)?.sector ?? 'Other';
      sectors.set(sector, (sectors.get(sector) ?? dec(0)).plus(value));
    }
    if (cash.gt(0)) sectors.set('Cash', cash);
    const sector: AllocationItem[] = [...sectors.entries()]
      .map(
        ([name, value]): AllocationItem => ({
          name,
          symbol: null,
          icon: null,
          balance: usdText(value),
          weight: shareOf(value, total),
          type: 'SECTOR',
        }),
      )
      .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
    return { investment, asset, sector };
  });
}
