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
import { executedPortfolio, queueRebalance } from './engine';
import { assetBySymbol, investmentById } from './invest';
import { marketThrough } from './market';
import { CASH_ASSET_LINE, CASH_LINE, investmentShares } from './returns';
import { type CustomerState, clockOf, customerOf } from './state';
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

/**
 * Weights in percent of parts of a whole, 2 decimals, rounded so that parts making up the whole add
 * up to exactly 100 (the largest remainders take the spare hundredths).
 */
function wholeShares(parts: readonly ReturnType<typeof dec>[], whole: ReturnType<typeof dec>): number[] {
  if (!whole.gt(0)) return parts.map(() => 0);
  const exact = parts.map((part) => part.div(whole).times(10_000));
  const floors = exact.map((value) => value.round(0, 0));
  const target = sum(exact).round(0, 1).toNumber();
  let spare = target - sum(floors).toNumber();
  const order = exact
    .map((value, at) => ({ at, remainder: value.minus(floors[at] as ReturnType<typeof dec>).toNumber() }))
    .sort((a, b) => b.remainder - a.remainder || a.at - b.at);
  const hundredths = floors.map((value) => value.toNumber());
  for (const { at } of order) {
    if (spare <= 0) break;
    hundredths[at] = (hundredths[at] as number) + 1;
    spare -= 1;
  }
  return hundredths.map((value) => value / 100);
}

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
    queueRebalance(state, catalog, 'Portfolio change', clockOf(world, user).now.toISOString(), true);
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
    const state = customerOf(world, user);
    const { today } = clockOf(world, user);
    const catalog = marketThrough(world, today);
    const total = totalBalance(catalog, state, today);
    const values = Object.entries(holdingValues(catalog, state, today));
    const invested = total.minus(state.cash_usd);
    // What each investment of the portfolio held holds now: its share of each asset, at today's closes.
    const shares = investmentShares(catalog, executedPortfolio(state));
    const byInvestment = new Map<string, ReturnType<typeof dec>>();
    for (const [symbol, value] of values) {
      for (const owner of shares.get(symbol) ?? []) {
        byInvestment.set(owner.name, (byInvestment.get(owner.name) ?? dec(0)).plus(value.times(owner.share)));
      }
    }
    const investmentWeights = wholeShares(
      [...byInvestment.values()].map((value) => value),
      invested,
    );
    const investment: AllocationItem[] = [...byInvestment.entries()]
      .flatMap(([name, value], at): AllocationItem[] => {
        const found = state.executed
          .flatMap((portfolio) => portfolio.models)
          .map((entry) => investmentById(catalog, entry.id))
          .find((candidate) => candidate?.name === name);
        return found
          ? [
              {
                name,
                symbol: found.ticker,
                icon: found.icon,
                balance: usdText(value),
                weight: investmentWeights[at] ?? 0,
                type: found.kind,
              },
            ]
          : [];
      })
      .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
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
                name: CASH_ASSET_LINE,
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
    if (cash.gt(0)) sectors.set(CASH_LINE, cash);
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
