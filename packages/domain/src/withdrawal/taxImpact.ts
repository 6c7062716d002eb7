/**
 * The estimated tax impact of a fiat withdrawal (beyond the spec): the holdings are sold pro rata
 * to raise the amount, each sale consumes lots by HIFO (the cost basis method stated to users), and
 * the gains are split into short- and long-term (held more than one year is long-term, spec
 * README). It is an estimate: prices move before the trades execute, and only the cost basis the
 * account knows is used.
 */
import type { CalendarDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec, max, min, sum } from '../money/decimal';
import { USD_CURRENCY } from '../money/format';
import {
  type EstimatedGains,
  type EstimatedSale,
  estimatedGains,
  estimateQuantity,
  estimateSale,
  proceedsNetOfFee,
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
  /** Cash in the account, USD: it pays its own share of the withdrawal and sells nothing. @default 0 */
  readonly cashUsd?: DecimalInput;
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
  /** The amount raised: the withdrawal, or the whole account when it is worth less. */
  readonly amountUsd: Decimal;
  /** The part of the amount paid from cash. */
  readonly fromCashUsd: Decimal;
  /** The share of every holding (and of the cash) sold (0 to 1). */
  readonly shareSold: Decimal;
  /** One sale per holding with a quantity to sell, in the holdings' order. */
  readonly sales: readonly EstimatedSale[];
  /** Whether a sale consumes a deposit whose $0 basis is assumed (the gain is then overstated). */
  readonly basisAssumed: boolean;
}

/**
 * The holdings sold pro rata to raise `amount`: every holding, and the cash, gives the same share,
 * amount over the account's value (at most all of it), as the custodian sells for a withdrawal.
 * The cash's part is rounded to cents; the rest is shared by value between the holdings and rounded
 * to cents so that cash and proceeds add up to the amount exactly; quantities keep 12 decimals.
 */
export function withdrawalTaxImpact({
  holdings,
  cashUsd = 0,
  ledgers,
  amount,
  today,
}: WithdrawalTaxImpactInput): WithdrawalTaxImpact {
  const values = holdings.map((holding) => dec(holding.quantity).times(dec(holding.price)));
  const holdingsValue = sum(values);
  const cash = max(0, cashUsd);
  const total = holdingsValue.plus(cash);
  const raised = total.gt(0) ? min(toCents(amount), toCents(total)) : dec(0);
  const share = total.gt(0) ? min(dec(raised).div(total), 1) : dec(0);
  const fromCash = holdingsValue.gt(0) ? min(toCents(cash.times(share)), raised) : raised;
  const fromHoldings = raised.minus(fromCash);
  const ledgerOf = new Map(ledgers.map((ledger) => [ledger.symbol, ledger]));
  const sales: EstimatedSale[] = [];
  let valueSoFar = dec(0);
  let proceedsSoFar = dec(0);
  holdings.forEach((holding, index) => {
    valueSoFar = valueSoFar.plus(values[index] as Decimal);
    const proceedsToHere = holdingsValue.gt(0)
      ? toCents(fromHoldings.times(valueSoFar).div(holdingsValue))
      : dec(0);
    const proceeds = proceedsToHere.minus(proceedsSoFar);
    proceedsSoFar = proceedsToHere;
    const held = dec(holding.quantity);
    const quantity = share.eq(1) ? held : estimateQuantity(held.times(share), held);
    if (quantity.gt(0)) {
      sales.push(
        estimateSale(
          ledgerOf.get(holding.symbol),
          holding.symbol,
          quantity,
          proceedsNetOfFee(proceeds),
          today,
        ),
      );
    }
  });
  return {
    isEstimate: true,
    amountUsd: raised,
    fromCashUsd: fromCash,
    shareSold: share,
    sales,
    basisAssumed: sales.some((sale) => sale.basisAssumed),
    ...estimatedGains(sales),
  };
}

/** A holding as the account reports it: its value in USD and its quantity. */
export interface HoldingValue {
  readonly symbol: string;
  readonly quantity: DecimalInput;
  readonly valueUsd: DecimalInput;
}

/**
 * Holdings priced from what the account reports (the asset allocation's USD balance and the
 * asset's quantity): the price of one unit is value over quantity. Holdings without a quantity or a
 * value are left out: nothing of them can be sold.
 */
export function holdingsFromValues(values: readonly HoldingValue[]): Holding[] {
  return values
    .filter((holding) => dec(holding.quantity).gt(0) && dec(holding.valueUsd).gt(0))
    .map((holding) => ({
      symbol: holding.symbol,
      quantity: dec(holding.quantity),
      price: dec(holding.valueUsd).div(dec(holding.quantity)),
    }));
}

/** A line of the account's allocation by Asset (`GET /portfolio/allocations`): symbol and USD value. */
export interface AllocationAssetLine {
  readonly symbol: string | null;
  readonly balance: DecimalInput;
}

/** The symbols of the allocation's crypto lines: the assets whose held quantity is to be read. */
export function heldAssetSymbols(lines: readonly AllocationAssetLine[]): string[] {
  return lines.flatMap((line) =>
    line.symbol === null || line.symbol === USD_CURRENCY || !dec(line.balance).gt(0) ? [] : [line.symbol],
  );
}

/** The account as {@link withdrawalTaxImpact} weighs it. */
export interface AccountHoldings {
  readonly holdings: Holding[];
  readonly cashUsd: Decimal;
}

/**
 * The account from its allocation by Asset and the quantity held of each asset (the
 * crypto-withdrawal balance): the USD line is the cash; every crypto line is a holding priced at
 * its value over its quantity ({@link holdingsFromValues}); a line without a known quantity sells
 * nothing.
 */
export function accountHoldings(
  lines: readonly AllocationAssetLine[],
  quantities: Readonly<Record<string, DecimalInput>>,
): AccountHoldings {
  const cashUsd = sum(
    lines.filter((line) => line.symbol === USD_CURRENCY).map((line) => max(0, line.balance)),
  );
  const holdings = holdingsFromValues(
    heldAssetSymbols(lines).flatMap((symbol) => {
      const line = lines.find((candidate) => candidate.symbol === symbol);
      const quantity = quantities[symbol];
      return line === undefined || quantity === undefined
        ? []
        : [{ symbol, quantity, valueUsd: line.balance }];
    }),
  );
  return { holdings, cashUsd };
}
