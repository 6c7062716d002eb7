import { type Decimal, formatReturn, formatUsd, sum, type WithdrawalTaxImpact } from '@cairn/domain';
import { useId } from 'react';
import { Accordion, AccordionItem } from '../../primitives/data/Accordion/Accordion';
import { Badge } from '../../primitives/feedback/Badge/Badge';
import { Banner } from '../../primitives/feedback/Banner/Banner';
import { Delta } from '../../primitives/figures/Delta/Delta';
import { gainLossMessages } from '../../primitives/figures/Delta/messages';
import { Money } from '../../primitives/figures/Money/Money';
import { Quantity } from '../../primitives/figures/Quantity/Quantity';
import { cx } from '../../utils/cx';
import { HifoBreakdown } from '../HifoBreakdown/HifoBreakdown';
import { defaultTaxImpactTableMessages, type TaxImpactTableMessages } from './messages';
import * as styles from './TaxImpactTable.css';

export type { TaxImpactTableMessages } from './messages';

export interface TaxImpactTableProps {
  /** The domain's `withdrawalTaxImpact` of the withdrawal. */
  impact: WithdrawalTaxImpact;
  /** Replaces some of the table's words ('Estimated Tax Impact', the column headings, the disclaimer, ...). */
  messages?: Partial<TaxImpactTableMessages>;
  /** The heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Merged last. */
  className?: string;
}

/** A gain or a loss in dollars: sign, arrow, colour and 'Gain' / 'Loss' for screen readers. */
function GainOrLoss({ value }: { value: Decimal }) {
  return <Delta value={value.toString()} kind="money" messages={gainLossMessages} />;
}

/**
 * The one Gain column of a row: each non-zero term's gain with its term tag under it ('Short-term',
 * 'Long-term'), so the table fits a 600 px dialog body; no gain at all shows one $0.00.
 */
function Gains({ short, long, texts }: { short: Decimal; long: Decimal; texts: TaxImpactTableMessages }) {
  const parts = (
    [
      [texts.shortTermPeriod, short],
      [texts.longTermPeriod, long],
    ] as const
  ).filter(([, value]) => !value.eq(0));
  if (parts.length === 0) return <GainOrLoss value={short} />;
  return parts.map(([term, value]) => (
    <span key={term} className={styles.gain}>
      <GainOrLoss value={value} />
      <span className={styles.flag}>{term}</span>
    </span>
  ));
}

/**
 * The estimated tax impact of a withdrawal, always labelled an estimate and not tax advice: the
 * share of each holding sold (and what cash pays), one row per asset sold (quantity, proceeds, cost
 * basis, and one Gain column: each term's gain tagged short- or long-term) with a total, the HIFO lots each sale would consume, and the
 * estimated short-term, long-term and total gains (sign, colour and arrow). A sale that consumes a
 * deposit whose $0 basis is assumed is flagged, with a note that the gain is overstated.
 *
 * Selectors: `[data-holding-period="SHORT_TERM | LONG_TERM"]` on each lot row, `[data-basis-assumed]`
 * on a sale row whose gain uses an assumed basis.
 */
export function TaxImpactTable({
  impact,
  messages: given,
  headingLevel = 3,
  className,
}: TaxImpactTableProps) {
  const texts = { ...defaultTaxImpactTableMessages, ...given };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const amount = cx(styles.cell, styles.amount);
  const amountHeader = cx(styles.headerCell, styles.amount);
  const hasSales = impact.sales.length > 0;
  // The lots each sale uses: the kit's HIFO table, in this table's words.
  const lotTableMessages = {
    acquired: texts.acquired,
    quantityUsed: texts.quantity,
    unitCost: texts.unitCost,
    costBasis: texts.costBasis,
    proceeds: texts.proceeds,
    holdingPeriod: texts.holdingPeriod,
    shortTerm: texts.shortTermPeriod,
    longTerm: texts.longTermPeriod,
    total: texts.total,
  };
  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {texts.title}
        </Heading>
        <Badge tone="info">{texts.estimateBadge}</Badge>
      </div>
      {hasSales ? <p className={styles.paragraph}>{texts.intro(formatReturn(impact.shareSold))}</p> : null}
      {impact.fromCashUsd.gt(0) && hasSales ? (
        <p className={styles.paragraph}>{texts.fromCash(formatUsd(impact.fromCashUsd))}</p>
      ) : null}
      {hasSales ? (
        <>
          {/* A table wider than its column scrolls sideways: the scroller is a Tab stop, so the keyboard
              can scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
          <div className={styles.scroll} tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>{texts.caption(formatUsd(impact.amountUsd))}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    {texts.asset}
                  </th>
                  <th scope="col" className={amountHeader}>
                    {texts.quantity}
                  </th>
                  <th scope="col" className={amountHeader}>
                    {texts.proceeds}
                  </th>
                  <th scope="col" className={amountHeader}>
                    {texts.costBasis}
                  </th>
                  <th scope="col" className={amountHeader}>
                    {texts.gain}
                  </th>
                </tr>
              </thead>
              <tbody>
                {impact.sales.map((sale) => (
                  <tr key={sale.symbol} {...(sale.basisAssumed ? { 'data-basis-assumed': '' } : {})}>
                    <th scope="row" className={styles.cell}>
                      {sale.symbol}
                      {sale.basisAssumed ? <span className={styles.flag}>{texts.assumedBasis}</span> : null}
                    </th>
                    <td className={amount}>
                      <Quantity value={sale.quantity.toString()} unit={sale.symbol} />
                    </td>
                    <td className={amount}>
                      <Money value={sale.proceedsUsd.toString()} />
                    </td>
                    <td className={amount}>
                      <Money value={sale.costBasisUsd.toString()} />
                    </td>
                    <td className={amount}>
                      <Gains short={sale.shortTermGainUsd} long={sale.longTermGainUsd} texts={texts} />
                    </td>
                  </tr>
                ))}
              </tbody>
              {impact.sales.length > 1 ? (
                <tfoot>
                  <tr className={styles.totalRow}>
                    <th scope="row" className={styles.cell}>
                      {texts.total}
                    </th>
                    <td className={amount} />
                    <td className={amount}>
                      <Money value={sum(impact.sales.map((sale) => sale.proceedsUsd)).toString()} />
                    </td>
                    <td className={amount}>
                      <Money value={sum(impact.sales.map((sale) => sale.costBasisUsd)).toString()} />
                    </td>
                    <td className={amount}>
                      <Gains short={impact.shortTermUsd} long={impact.longTermUsd} texts={texts} />
                    </td>
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </>
      ) : (
        <p className={styles.paragraph}>{texts.noSales}</p>
      )}
      {hasSales ? (
        <Accordion allowsMultipleExpanded headingLevel={(headingLevel + 1) as 3 | 4 | 5}>
          {impact.sales.map((sale) => (
            <AccordionItem key={sale.symbol} id={sale.symbol} title={`${texts.showLots}: ${sale.symbol}`}>
              <HifoBreakdown
                used={sale.lots}
                asset={sale.symbol}
                caption={texts.lotsCaption(sale.symbol)}
                messages={lotTableMessages}
              />
              {sale.unmatchedQuantity.gt(0) ? (
                <p className={styles.muted}>{texts.unmatched(sale.symbol)}</p>
              ) : null}
            </AccordionItem>
          ))}
        </Accordion>
      ) : null}
      {hasSales ? (
        <dl className={styles.totals}>
          {(
            [
              ['short', texts.estimatedShortTerm, impact.shortTermUsd],
              ['long', texts.estimatedLongTerm, impact.longTermUsd],
              ['total', texts.estimatedTotal, impact.totalUsd],
            ] as const
          ).map(([key, term, value]) => (
            <div key={key} className={styles.total}>
              <dt className={styles.totalTerm}>{term}</dt>
              <dd className={styles.totalValue}>
                <GainOrLoss value={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {impact.basisAssumed ? (
        <Banner tone="warning" title={texts.assumedBasis} role="none">
          {texts.basisAssumed}
        </Banner>
      ) : null}
      <p className={styles.muted}>{texts.disclaimer}</p>
    </section>
  );
}
