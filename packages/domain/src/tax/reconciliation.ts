/**
 * The lots against the account (issue 27, beyond the spec): per asset, the quantity of the open
 * lots beside the custodian's balance, and in words why they differ where they do. A withdrawal
 * leaves the lots when it is requested while the custodian still counts it until it is sent; a
 * deposit missing details is in the lots at an assumed $0 basis. Any other difference is named,
 * never hidden.
 */
import { formatLongDate } from '../dates/calendar';
import { type Decimal, type DecimalInput, dec, sum } from '../money/decimal';
import { formatCrypto } from '../money/format';
import type { OpenLot, UncoveredSale } from './transparency';

/** The custodian's figures of one asset (`GET /funding/balance`, type crypto-withdrawal). */
export interface CustodyBalance {
  readonly symbol: string;
  /** The custodian's balance, withdrawals still on their way included. */
  readonly balance: DecimalInput;
  /** The withdrawals requested and not yet sent. */
  readonly pendingWithdrawals: DecimalInput;
}

/** One asset's reconciliation. */
export interface ReconciliationRow {
  readonly symbol: string;
  /** The quantity of the open lots. */
  readonly lots: Decimal;
  /** The custodian's balance. */
  readonly custody: Decimal;
  /** `custody - lots`. */
  readonly difference: Decimal;
  /** Whether the lots equal what the account holds once withdrawals on their way are counted. */
  readonly reconciled: boolean;
  /** Why they differ, or that they agree, in words. */
  readonly explanation: string;
}

/**
 * What the reconciliation says of an asset (`explanation`) and of a sale beyond the known lots
 * (`uncoveredSaleWarnings`); the table's headings are the investor app's.
 */
export const reconciliationTexts = {
  agrees: 'The lots equal the balance.',
  inFlight: (quantity: string) =>
    `${quantity} is on its way out in a withdrawal: it left the lots when the withdrawal was requested and leaves the balance when it is sent.`,
  assumed: (quantity: string) =>
    `${quantity} of the lots come from deposits missing details, at an assumed $0 cost basis until you add them.`,
  lotsAbove: (quantity: string) =>
    `The lots hold ${quantity} more than the balance: a transfer out the tax records do not show yet.`,
  lotsBelow: (quantity: string) =>
    `The balance holds ${quantity} more than the lots: a deposit or trade the tax records do not show yet.`,
  uncovered: (quantity: string, date: string) =>
    `${quantity} sold on ${date} exceeds the lots we know of: that part is reported at the assumed $0 cost basis, short-term. Add the details of your deposits to correct it.`,
} as const;

/**
 * Each asset of the open lots or of the balances, by symbol: the lots' quantity, the custodian's
 * balance and why they differ. Withdrawals on their way explain their own quantity.
 */
export function lotReconciliation(
  open: readonly OpenLot[],
  balances: readonly CustodyBalance[],
): ReconciliationRow[] {
  const symbols = [...new Set([...open.map((lot) => lot.symbol), ...balances.map((b) => b.symbol)])].sort();
  return symbols.map((symbol) => {
    const mine = open.filter((lot) => lot.symbol === symbol);
    const lots = sum(mine.map((lot) => lot.quantity));
    const assumed = sum(mine.filter((lot) => lot.basisAssumed).map((lot) => lot.quantity));
    const balance = balances.find((b) => b.symbol === symbol);
    const custody = dec(balance?.balance ?? 0);
    const inFlight = dec(balance?.pendingWithdrawals ?? 0);
    const unexplained = custody.minus(inFlight).minus(lots);
    const reasons: string[] = [];
    if (inFlight.gt(0)) reasons.push(reconciliationTexts.inFlight(formatCrypto(inFlight, symbol)));
    if (unexplained.gt(0)) reasons.push(reconciliationTexts.lotsBelow(formatCrypto(unexplained, symbol)));
    if (unexplained.lt(0))
      reasons.push(reconciliationTexts.lotsAbove(formatCrypto(unexplained.abs(), symbol)));
    if (assumed.gt(0)) reasons.push(reconciliationTexts.assumed(formatCrypto(assumed, symbol)));
    return {
      symbol,
      lots,
      custody,
      difference: custody.minus(lots),
      reconciled: unexplained.eq(0),
      explanation: reasons.length === 0 ? reconciliationTexts.agrees : reasons.join(' '),
    };
  });
}

/** The warning lines of a year's sales beyond the known lots, naming asset, quantity and date. */
export function uncoveredSaleWarnings(uncovered: readonly UncoveredSale[]): string[] {
  return uncovered.map((sale) =>
    reconciliationTexts.uncovered(formatCrypto(sale.quantity, sale.symbol), formatLongDate(sale.date)),
  );
}
