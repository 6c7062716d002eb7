import {
  type CalendarDate,
  type Decimal,
  type DecimalInput,
  dec,
  formatCrypto,
  formatLongDate,
  type HoldingPeriod,
  sum,
  unitPriceDecimals,
} from '@cairn/domain';
import { Money } from '../../primitives/figures/Money/Money';
import { Quantity } from '../../primitives/figures/Quantity/Quantity';
import { cx } from '../../utils/cx';
import * as styles from './HifoBreakdown.css';
import { defaultHifoBreakdownMessages, type HifoBreakdownMessages } from './messages';

/**
 * One lot a sale consumes: the rows of the domain's `hifoBreakdown(...)` (a what-if sale) or an
 * estimate's `LotConsumption`s (a withdrawal's tax impact, with their proceeds).
 */
export interface HifoBreakdownLot {
  readonly lotId: string;
  readonly acquired: CalendarDate;
  /** The quantity the sale takes from the lot. */
  readonly quantity: Decimal;
  /** The basis of the quantity taken, USD. */
  readonly costBasisUsd: Decimal;
  /** The lot's cost per unit; when absent, the basis taken over the quantity taken. */
  readonly unitCostUsd?: Decimal;
  /** The sale's proceeds for this lot: when the lots carry them, a Proceeds column shows. */
  readonly proceedsUsd?: Decimal;
  readonly holdingPeriod: HoldingPeriod;
}

export interface HifoBreakdownProps {
  /** The asset's symbol, e.g. 'BTC'. */
  asset: string;
  /** The table's caption (the kit's words for a what-if sale: `messages.caption`). */
  caption: string;
  /** The lots the sale consumes, in the order HIFO takes them. */
  used: readonly HifoBreakdownLot[];
  /** The part of the sale beyond the holdings (the domain's `unmatchedQuantity`): a warning when above 0. */
  unmatchedQuantity?: DecimalInput;
  /** Replaces some of the table's words (column headings, `empty`, `unmatched`). */
  messages?: Partial<HifoBreakdownMessages>;
  /** Merged last. */
  className?: string;
}

/**
 * Which lots a sale consumes under HIFO (highest in, first out), for the rebalance preview's and the
 * estimates' "Lots used": one row per lot in the order taken, with its acquisition date, the
 * quantity used, the unit cost (one precision for the column, a sub-dollar cost keeps its
 * significant digits), the basis of that quantity, the proceeds when the lots carry them, and the
 * holding period, then the totals. The table shows lots already matched: the domain decides which
 * (`hifoBreakdown` for a what-if sale), so the kit carries no copy of the matcher. A plain table with
 * a caption and column headers.
 *
 * Selectors: `[data-holding-period="SHORT_TERM | LONG_TERM"]` on each row.
 */
export function HifoBreakdown({
  asset,
  caption,
  used,
  unmatchedQuantity,
  messages,
  className,
}: HifoBreakdownProps) {
  const texts = { ...defaultHifoBreakdownMessages, ...messages };
  const rows = used.map((lot) => ({
    ...lot,
    unitCostUsd:
      lot.unitCostUsd ?? (lot.quantity.gt(0) ? lot.costBasisUsd.div(lot.quantity) : lot.costBasisUsd),
  }));
  const withProceeds = used.some((lot) => lot.proceedsUsd !== undefined);
  const unitCostDecimals = unitPriceDecimals(rows.map((row) => row.unitCostUsd));
  const amount = cx(styles.cell, styles.amount);
  const amountHeader = cx(styles.headerCell, styles.amount);
  const columns = withProceeds ? 6 : 5;
  return (
    <div className={cx(styles.root, className)}>
      {/* A table wider than its column scrolls sideways: the scroller is a Tab stop, so the keyboard
            can scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
      <div className={styles.scroll} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {texts.acquired}
              </th>
              <th scope="col" className={amountHeader}>
                {texts.quantityUsed}
              </th>
              <th scope="col" className={amountHeader}>
                {texts.unitCost}
              </th>
              <th scope="col" className={amountHeader}>
                {texts.costBasis}
              </th>
              {withProceeds ? (
                <th scope="col" className={amountHeader}>
                  {texts.proceeds}
                </th>
              ) : null}
              <th scope="col" className={styles.headerCell}>
                {texts.holdingPeriod}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns} className={styles.cell}>
                  {texts.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.lotId} data-holding-period={row.holdingPeriod}>
                  <th scope="row" className={styles.cell}>
                    {formatLongDate(row.acquired)}
                  </th>
                  <td className={amount}>
                    <Quantity value={row.quantity.toString()} unit={asset} />
                  </td>
                  <td className={amount}>
                    <Money value={row.unitCostUsd.toString()} decimals={unitCostDecimals} />
                  </td>
                  <td className={amount}>
                    <Money value={row.costBasisUsd.toString()} />
                  </td>
                  {withProceeds ? (
                    <td className={amount}>
                      <Money value={row.proceedsUsd?.toString() ?? null} />
                    </td>
                  ) : null}
                  <td className={styles.cell}>
                    {row.holdingPeriod === 'LONG_TERM' ? texts.longTerm : texts.shortTerm}
                  </td>
                </tr>
              ))
            )}
          </tbody>
          {rows.length > 1 ? (
            <tfoot>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.cell}>
                  {texts.total}
                </th>
                <td className={amount}>
                  <Quantity value={sum(rows.map((row) => row.quantity)).toString()} unit={asset} />
                </td>
                <td className={amount} />
                <td className={amount}>
                  <Money value={sum(rows.map((row) => row.costBasisUsd)).toString()} />
                </td>
                {withProceeds ? (
                  <td className={amount}>
                    <Money value={sum(rows.map((row) => row.proceedsUsd ?? 0)).toString()} />
                  </td>
                ) : null}
                <td className={styles.cell} />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {unmatchedQuantity !== undefined && dec(unmatchedQuantity).gt(0) ? (
        <p className={styles.warning}>{texts.unmatched(formatCrypto(unmatchedQuantity, asset))}</p>
      ) : null}
    </div>
  );
}
