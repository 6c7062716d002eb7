import {
  type CalendarDate,
  type DecimalInput,
  type Disposal,
  formatCrypto,
  formatLongDate,
  formatUsd,
  type HoldingPeriod,
  hifoBreakdown,
  type TaxLot,
  taxCenterTexts,
} from '@cairn/domain';
import { useMemo } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './HifoBreakdown.css';
import { defaultHifoBreakdownMessages, type HifoBreakdownMessages } from './messages';

const NO_DISPOSALS: readonly Disposal[] = [];

const holdingPeriodLabels: Readonly<Record<HoldingPeriod, string>> = {
  SHORT_TERM: taxCenterTexts.shortTerm,
  LONG_TERM: taxCenterTexts.longTerm,
};

export interface HifoBreakdownProps {
  /** The holdings: every lot of the asset (id, quantity, cost basis, acquisition date). */
  lots: readonly TaxLot[];
  /** The quantity of the sale. */
  quantity: DecimalInput;
  /** The date of the sale: it decides which lots exist and the holding periods. */
  date: CalendarDate;
  /** Sales dated on or before `date` that already took their share of the lots. */
  earlierDisposals?: readonly Disposal[];
  /** The asset's symbol, e.g. 'BTC'. */
  asset: string;
  /** The table's caption. @default 'Lots a sale of {quantity} on {date} would use (HIFO)' */
  caption?: string;
  /** Replaces some of the table's words (caption, column headings, `empty`, `unmatched`). */
  messages?: Partial<HifoBreakdownMessages>;
  /** Merged last. */
  className?: string;
}

/**
 * Which lots a sale consumes under HIFO (highest in, first out), for the Tax Center's explainer
 * (doc 2 §2): one row per lot in the order taken, with its acquisition date, the quantity used,
 * the unit cost, the basis of that quantity and the holding period, then the totals. Computed by
 * the domain's `whatIfSale`. A plain table with a caption and column headers.
 *
 * Selectors: `[data-holding-period="SHORT_TERM | LONG_TERM"]` on each row.
 */
export function HifoBreakdown({
  lots,
  quantity,
  date,
  earlierDisposals = NO_DISPOSALS,
  asset,
  caption,
  messages: given,
  className,
}: HifoBreakdownProps) {
  const texts = { ...defaultHifoBreakdownMessages, ...given };
  const result = useMemo(
    () => hifoBreakdown(lots, quantity, date, earlierDisposals),
    [lots, quantity, date, earlierDisposals],
  );
  const title = caption ?? texts.caption(formatCrypto(quantity, asset), formatLongDate(date));
  const amount = cx(styles.cell, styles.amount);
  const amountHeader = cx(styles.headerCell, styles.amount);
  return (
    <div className={cx(styles.root, className)}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
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
            <th scope="col" className={styles.headerCell}>
              {texts.holdingPeriod}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={styles.cell}>
                {texts.empty}
              </td>
            </tr>
          ) : (
            result.rows.map((row) => (
              <tr key={row.lotId} data-holding-period={row.holdingPeriod}>
                <th scope="row" className={styles.cell}>
                  {formatLongDate(row.acquired)}
                </th>
                <td className={amount}>{formatCrypto(row.quantity, asset)}</td>
                <td className={amount}>{formatUsd(row.unitCostUsd)}</td>
                <td className={amount}>{formatUsd(row.costBasisUsd)}</td>
                <td className={styles.cell}>{holdingPeriodLabels[row.holdingPeriod]}</td>
              </tr>
            ))
          )}
        </tbody>
        {result.rows.length > 1 ? (
          <tfoot>
            <tr className={styles.totalRow}>
              <th scope="row" className={styles.cell}>
                {texts.total}
              </th>
              <td className={amount}>{formatCrypto(result.totalQuantity, asset)}</td>
              <td className={amount} />
              <td className={amount}>{formatUsd(result.totalCostBasisUsd)}</td>
              <td className={styles.cell} />
            </tr>
          </tfoot>
        ) : null}
      </table>
      {result.unmatchedQuantity.gt(0) ? (
        <p className={styles.warning}>{texts.unmatched(formatCrypto(result.unmatchedQuantity, asset))}</p>
      ) : null}
    </div>
  );
}
