/**
 * The Apply & Rebalance preview (beyond the spec): the estimated sells and buys that move the
 * current holdings to the new weights, and the estimated short- and long-term tax of the sells by
 * HIFO over the known lots. The new weights are the pending investments' weights spread over each
 * investment's assets (its asset breakdown, doc 2 §3 "Model details"), excluded assets left out.
 */
import Big from 'big.js';
import type { CalendarDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec, sum } from '../money/decimal';
import {
  ESTIMATE_QUANTITY_DECIMALS,
  type EstimatedGains,
  type EstimatedSale,
  estimatedGains,
  estimateQuantity,
  estimateSale,
  proceedsNetOfFee,
} from '../tax/estimate';
import { type AssetLedger, toCents } from '../tax/ledger';

/** An investment of the pending portfolio with its asset breakdown; weights in percent. */
export interface RebalanceInvestment {
  readonly name: string;
  readonly weight: number;
  readonly assets: readonly { readonly symbol: string; readonly weight: number }[];
}

/** A crypto holding of the account. */
export interface RebalanceHolding {
  readonly symbol: string;
  readonly quantity: DecimalInput;
}

/** What {@link rebalancePreview} weighs. */
export interface RebalancePreviewInput {
  readonly holdings: readonly RebalanceHolding[];
  /** Cash waiting to be invested, USD. @default 0 */
  readonly cashUsd?: DecimalInput;
  /** The current price of one unit of each asset, USD (assets to buy included). */
  readonly prices: Readonly<Record<string, DecimalInput>>;
  readonly investments: readonly RebalanceInvestment[];
  readonly excludedSymbols?: readonly string[];
  /** The lots and past disposals of each asset (`assetLedgers`). */
  readonly ledgers: readonly AssetLedger[];
  /** The day the trades are assumed to happen. */
  readonly today: CalendarDate;
}

/** One asset's move to its target. */
export interface RebalanceTarget {
  readonly symbol: string;
  readonly currentValueUsd: Decimal;
  /** The target weight, a share of the total (0.25 is 25 %). */
  readonly targetShare: Decimal;
  readonly targetValueUsd: Decimal;
}

/** An estimated trade. */
export interface RebalanceTrade {
  readonly symbol: string;
  readonly side: 'SELL' | 'BUY';
  readonly valueUsd: Decimal;
  /** The quantity at the current price; `null` for a buy whose price is not known. */
  readonly quantity: Decimal | null;
}

/** The preview. */
export interface RebalancePreview extends EstimatedGains {
  /** Always true: prices move before trades execute. */
  readonly isEstimate: true;
  /** Holdings and cash, USD. */
  readonly totalValueUsd: Decimal;
  readonly targets: readonly RebalanceTarget[];
  /** Sells first (they fund the buys), then buys, each by symbol. */
  readonly trades: readonly RebalanceTrade[];
  /** The sells' estimated lots and gains. */
  readonly sales: readonly EstimatedSale[];
  /** Whether a sell consumes a deposit whose $0 basis is assumed. */
  readonly basisAssumed: boolean;
}

/** Each asset's share of the new portfolio: the investments' weights spread over their assets. */
export function targetShares(
  investments: readonly RebalanceInvestment[],
  excludedSymbols: readonly string[] = [],
): Map<string, Decimal> {
  const excluded = new Set(excludedSymbols);
  const kept = investments
    .map((investment) => ({
      weight: dec(investment.weight),
      assets: investment.assets.filter((asset) => !excluded.has(asset.symbol) && asset.weight > 0),
    }))
    .filter((investment) => investment.weight.gt(0) && investment.assets.length > 0);
  const totalWeight = sum(kept.map((investment) => investment.weight));
  const shares = new Map<string, Decimal>();
  for (const investment of kept) {
    const assetTotal = sum(investment.assets.map((asset) => asset.weight));
    for (const asset of investment.assets) {
      const share = investment.weight.div(totalWeight).times(dec(asset.weight).div(assetTotal));
      shares.set(asset.symbol, (shares.get(asset.symbol) ?? dec(0)).plus(share));
    }
  }
  return shares;
}

const bySymbol = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The preview. Target values are the total times each asset's share, rounded to cents with
 * cumulative rounding so they add up to the total exactly; an asset with no target is sold
 * entirely. Trade quantities keep 12 decimals and a sell never exceeds the holding.
 */
export function rebalancePreview(input: RebalancePreviewInput): RebalancePreview {
  const price = (symbol: string) => {
    const known = input.prices[symbol];
    return known === undefined ? null : dec(known);
  };
  const held = new Map<string, Decimal>();
  for (const holding of input.holdings) {
    held.set(holding.symbol, (held.get(holding.symbol) ?? dec(0)).plus(dec(holding.quantity)));
  }
  const currentValue = (symbol: string) => toCents((held.get(symbol) ?? dec(0)).times(price(symbol) ?? 0));
  const total = sum([...held.keys()].map(currentValue)).plus(toCents(input.cashUsd ?? 0));
  const shares = targetShares(input.investments, input.excludedSymbols);
  const symbols = [...new Set([...held.keys(), ...shares.keys()])].sort(bySymbol);

  const targets: RebalanceTarget[] = [];
  let shareSoFar = dec(0);
  let valueSoFar = dec(0);
  for (const symbol of symbols) {
    const share = shares.get(symbol) ?? dec(0);
    shareSoFar = shareSoFar.plus(share);
    const valueToHere = toCents(total.times(shareSoFar));
    targets.push({
      symbol,
      currentValueUsd: currentValue(symbol),
      targetShare: share,
      targetValueUsd: valueToHere.minus(valueSoFar),
    });
    valueSoFar = valueToHere;
  }

  const ledgerOf = new Map(input.ledgers.map((ledger) => [ledger.symbol, ledger]));
  const sells: RebalanceTrade[] = [];
  const buys: RebalanceTrade[] = [];
  const sales: EstimatedSale[] = [];
  for (const target of targets) {
    const delta = target.targetValueUsd.minus(target.currentValueUsd);
    const unit = price(target.symbol);
    const holding = held.get(target.symbol) ?? dec(0);
    if (delta.lt(0) && holding.gt(0)) {
      const quantity = target.targetShare.eq(0)
        ? holding
        : estimateQuantity(delta.abs().div(unit as Decimal), holding);
      sells.push({ symbol: target.symbol, side: 'SELL', valueUsd: delta.abs(), quantity });
      if (quantity.gt(0)) {
        sales.push(
          estimateSale(
            ledgerOf.get(target.symbol),
            target.symbol,
            quantity,
            proceedsNetOfFee(delta.abs()),
            input.today,
          ),
        );
      }
    } else if (delta.gt(0)) {
      const quantity =
        unit === null || unit.lte(0)
          ? null
          : delta.div(unit).round(ESTIMATE_QUANTITY_DECIMALS, Big.roundHalfUp);
      buys.push({ symbol: target.symbol, side: 'BUY', valueUsd: delta, quantity });
    }
  }
  return {
    isEstimate: true,
    totalValueUsd: total,
    targets,
    trades: [...sells, ...buys],
    sales,
    basisAssumed: sales.some((sale) => sale.basisAssumed),
    ...estimatedGains(sales),
  };
}

/** The totals line of a rebalance's trades, before Save & Activate. */
export interface RebalanceTradeTotals {
  /** The sells' value, USD. */
  readonly sellsUsd: Decimal;
  /** The buys' value, USD. */
  readonly buysUsd: Decimal;
}

/** What the trades sell and buy in all, exact (issue 30: a totals line before Save & Activate). */
export function rebalanceTradeTotals(trades: readonly RebalanceTrade[]): RebalanceTradeTotals {
  const of = (side: RebalanceTrade['side']) =>
    sum(trades.filter((trade) => trade.side === side).map((trade) => trade.valueUsd));
  return { sellsUsd: of('SELL'), buysUsd: of('BUY') };
}
