import type { CalendarDate } from '../dates';
import { type Decimal, type DecimalInput, dec, sum } from '../money';
import { type Disposal, type HoldingPeriod, type TaxLot, whatIfSale } from './hifo';

/** One lot a what-if sale consumes, with the unit cost the explainer shows beside it. */
export interface HifoBreakdownRow {
  readonly lotId: string;
  readonly acquired: CalendarDate;
  /** The quantity the sale takes from the lot. */
  readonly quantity: Decimal;
  /** The lot's cost per unit (its whole basis over its whole quantity), USD. */
  readonly unitCostUsd: Decimal;
  /** The basis of the quantity taken, USD. */
  readonly costBasisUsd: Decimal;
  readonly holdingPeriod: HoldingPeriod;
}

/** The rows and totals of {@link hifoBreakdown}. */
export interface HifoBreakdownResult {
  readonly rows: readonly HifoBreakdownRow[];
  readonly totalQuantity: Decimal;
  readonly totalCostBasisUsd: Decimal;
  /** The part of the sale beyond the holdings of that date (0 normally). */
  readonly unmatchedQuantity: Decimal;
}

/**
 * Which lots a sale of `quantity` on `date` consumes by HIFO (`whatIfSale`), with each lot's unit
 * cost, in the order HIFO takes them (the Tax Center's HIFO explainer). A quantity that is not
 * above 0 consumes nothing.
 */
export function hifoBreakdown(
  lots: readonly TaxLot[],
  quantity: DecimalInput,
  date: CalendarDate,
  earlierDisposals: readonly Disposal[] = [],
): HifoBreakdownResult {
  if (!dec(quantity).gt(0)) {
    return { rows: [], totalQuantity: dec(0), totalCostBasisUsd: dec(0), unmatchedQuantity: dec(0) };
  }
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const sale = whatIfSale(lots, quantity, date, earlierDisposals);
  const rows = sale.lots.map((piece): HifoBreakdownRow => {
    const lot = byId.get(piece.lotId);
    const unitCostUsd = lot === undefined ? dec(0) : dec(lot.costBasisUsd).div(lot.quantity);
    return { ...piece, unitCostUsd };
  });
  return {
    rows,
    totalQuantity: sum(rows.map((row) => row.quantity)),
    totalCostBasisUsd: sum(rows.map((row) => row.costBasisUsd)),
    unmatchedQuantity: sale.unmatchedQuantity,
  };
}
