import {
  type CalendarDate,
  type DecimalInput,
  type Disposal,
  formatCrypto,
  formatLongDate,
  type HoldingPeriod,
  hifoBreakdown,
  type LotConsumption,
  sum,
  type TaxLot,
  unitPriceDecimals,
} from '@cairn/domain';
import { useMemo } from 'react';
import { Money } from '../../primitives/figures/Money/Money';
import { Quantity } from '../../primitives/figures/Quantity/Quantity';
import { cx } from '../../utils/cx';
import * as styles from './HifoBreakdown.css';
import { defaultHifoBreakdownMessages, type HifoBreakdownMessages } from './messages';

const NO_DISPOSALS: readonly Disposal[] = [];

interface HifoBreakdownCommonProps {
  /** The asset's symbol, e.g. 'BTC'. */
  asset: string;
  /** Replaces some of the table's words (caption, column headings, `empty`, `unmatched`). */
  messages?: Partial<HifoBreakdownMessages>;
  /** Merged last. */
  className?: string;
}

/** A what-if sale: the table works out the lots from the holdings. */
export interface HifoBreakdownSaleProps extends HifoBreakdownCommonProps {
  /** The holdings: every lot of the asset (id, quantity, cost basis, acquisition date). */
  lots: readonly TaxLot[];
  /** The quantity of the sale. */
  quantity: DecimalInput;
  /** The date of the sale: it decides which lots exist and the holding periods. */
  date: CalendarDate;
  /** Sales dated on or before `date` that already took their share of the lots. */
  earlierDisposals?: readonly Disposal[];
  /** The table's caption. @default 'Lots a sale of {quantity} on {date} would use (HIFO)' */
  caption?: string;
  used?: never;
}

/** An estimated sale already matched (a withdrawal's tax impact): its lots, with their proceeds. */
export interface HifoBreakdownUsedProps extends HifoBreakdownCommonProps {
  /** The lots the sale consumes, in HIFO order, each with its share of the proceeds. */
  used: readonly LotConsumption[];
  /** The table's caption. */
  caption: string;
  lots?: never;
  quantity?: never;
  date?: never;
  earlierDisposals?: never;
}

export type HifoBreakdownProps = HifoBreakdownSaleProps | HifoBreakdownUsedProps;

interface LotRow {
  readonly lotId: string;
  readonly acquired: CalendarDate;
  readonly quantity: DecimalInput;
  readonly unitCostUsd: DecimalInput;
  readonly costBasisUsd: DecimalInput;
  readonly proceedsUsd?: DecimalInput;
  readonly holdingPeriod: HoldingPeriod;
}

const NO_LOTS: readonly TaxLot[] = [];

/**
 * Which lots a sale consumes under HIFO (highest in, first out), for the Tax Center's explainer
 * (doc 2 §2) and the estimates' "Lots used": one row per lot in the order taken, with its
 * acquisition date, the quantity used, the unit cost (one precision for the column, a sub-dollar
 * cost keeps its significant digits), the basis of that quantity, the proceeds when the sale is an
 * estimate given as `used`, and the holding period, then the totals. Given `lots`, `quantity` and
 * `date`, computed by the domain's `hifoBreakdown`. A plain table with a caption and column headers.
 *
 * Selectors: `[data-holding-period="SHORT_TERM | LONG_TERM"]` on each row.
 */
export function HifoBreakdown(props: HifoBreakdownProps) {
  const { asset, messages: given, className } = props;
  const texts = { ...defaultHifoBreakdownMessages, ...given };
  const { used } = props;
  const lots = props.lots ?? NO_LOTS;
  const quantity = props.quantity ?? 0;
  const date = props.date;
  const earlierDisposals = props.earlierDisposals ?? NO_DISPOSALS;
  const computed = useMemo(
    () => (used || !date ? null : hifoBreakdown(lots, quantity, date, earlierDisposals)),
    [used, lots, quantity, date, earlierDisposals],
  );
  const rows: readonly LotRow[] = used
    ? used.map((lot) => ({
        ...lot,
        unitCostUsd: lot.quantity.gt(0) ? lot.costBasisUsd.div(lot.quantity) : lot.costBasisUsd,
      }))
    : (computed?.rows ?? []);
  const withProceeds = used !== undefined;
  const title =
    props.caption ?? texts.caption(formatCrypto(quantity, asset), date ? formatLongDate(date) : '');
  const unitCostDecimals = unitPriceDecimals(rows.map((row) => row.unitCostUsd));
  const amount = cx(styles.cell, styles.amount);
  const amountHeader = cx(styles.headerCell, styles.amount);
  const columns = withProceeds ? 6 : 5;
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.scroll}>
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
      {computed?.unmatchedQuantity.gt(0) ? (
        <p className={styles.warning}>{texts.unmatched(formatCrypto(computed.unmatchedQuantity, asset))}</p>
      ) : null}
    </div>
  );
}
