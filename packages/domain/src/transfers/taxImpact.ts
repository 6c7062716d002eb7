/**
 * The estimated tax impact of a fiat withdrawal (beyond the spec): the holdings are sold pro rata
 * to raise the amount, each sale consumes lots by HIFO (the cost basis method stated to users), and
 * the gains are split into short- and long-term (held more than one year is long-term, spec
 * README). It is an estimate: prices move before the trades execute, and only the cost basis the
 * account knows is used.
 */
import type { CalendarDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec, min, sum } from '../money/decimal';
import {
  type EstimatedGains,
  type EstimatedSale,
  estimatedGains,
  estimateQuantity,
  estimateSale,
} from '../tax/estimate';
import { type AssetLedger, toCents } from '../tax/ledger';

/** A holding of the account: its quantity and the current price of one unit, USD. */
export interface Holding {
  readonly symbol: string;
  readonly quantity: DecimalInput;
  readonly price: DecimalInput;
}

/** What {@link withdrawalTaxImpact} weighs. */
export interface WithdrawalTaxImpactInput {
  readonly holdings: readonly Holding[];
  /** The lots and past disposals of each asset (`assetLedgers`). */
  readonly ledgers: readonly AssetLedger[];
  /** The withdrawal amount, USD. */
  readonly amount: DecimalInput;
  /** The day the sales are assumed to happen. */
  readonly today: CalendarDate;
}

/** The estimated tax impact of a withdrawal. */
export interface WithdrawalTaxImpact extends EstimatedGains {
  /** Always true: these figures are estimates, and must be labelled so. */
  readonly isEstimate: true;
  /** The amount raised: the withdrawal, or the whole holdings when they are worth less. */
  readonly amountUsd: Decimal;
  /** The share of every holding sold (0 to 1). */
  readonly shareSold: Decimal;
  /** One sale per holding with a quantity to sell, in the holdings' order. */
  readonly sales: readonly EstimatedSale[];
  /** Whether a sale consumes a deposit whose $0 basis is assumed (the gain is then overstated). */
  readonly basisAssumed: boolean;
}

/**
 * The holdings sold pro rata to raise `amount`: every holding sells the same share, amount over
 * total value (at most all of it). Proceeds are shared by value and rounded to cents so that they
 * add up to the amount exactly; quantities keep 12 decimals.
 */
export function withdrawalTaxImpact({
  holdings,
  ledgers,
  amount,
  today,
}: WithdrawalTaxImpactInput): WithdrawalTaxImpact {
  const values = holdings.map((holding) => dec(holding.quantity).times(dec(holding.price)));
  const total = sum(values);
  const raised = total.gt(0) ? min(toCents(amount), toCents(total)) : dec(0);
  const share = total.gt(0) ? min(dec(raised).div(total), 1) : dec(0);
  const ledgerOf = new Map(ledgers.map((ledger) => [ledger.symbol, ledger]));
  const sales: EstimatedSale[] = [];
  let valueSoFar = dec(0);
  let proceedsSoFar = dec(0);
  holdings.forEach((holding, index) => {
    valueSoFar = valueSoFar.plus(values[index] as Decimal);
    const proceedsToHere = total.gt(0) ? toCents(raised.times(valueSoFar).div(total)) : dec(0);
    const proceeds = proceedsToHere.minus(proceedsSoFar);
    proceedsSoFar = proceedsToHere;
    const held = dec(holding.quantity);
    const quantity = share.eq(1) ? held : estimateQuantity(held.times(share), held);
    if (quantity.gt(0)) {
      sales.push(estimateSale(ledgerOf.get(holding.symbol), holding.symbol, quantity, proceeds, today));
    }
  });
  return {
    isEstimate: true,
    amountUsd: raised,
    shareSold: share,
    sales,
    basisAssumed: sales.some((sale) => sale.basisAssumed),
    ...estimatedGains(sales),
  };
}
