import {
  type CalendarDate,
  type GainSummaryValues,
  isTaxYearInProgress,
  taxCenterTexts,
  taxPeriodLine,
  taxSummaryRows,
} from '@cairn/domain';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/controls/Button/Button';
import { Badge } from '../../primitives/feedback/Badge/Badge';
import { Skeleton } from '../../primitives/feedback/Skeleton/Skeleton';
import { Delta } from '../../primitives/figures/Delta/Delta';
import { gainLossMessages } from '../../primitives/figures/Delta/messages';
import { Icon } from '../../primitives/foundations/Icon/Icon';
import { Link } from '../../primitives/navigation/Link/Link';
import { Tooltip } from '../../primitives/overlays/Tooltip/Tooltip';
import { visuallyHidden } from '../../theme/utilities.css';
import { cx } from '../../utils/cx';
import { defaultTaxSummaryMessages, type TaxSummaryMessages } from './messages';
import * as styles from './TaxSummary.css';

export interface TaxSummaryProps {
  /** The tax year shown. */
  year: number;
  /** Today's date: the current year is 'In Progress' and its period ends 'Today'. */
  today: CalendarDate;
  /** Short-term, long-term and total gains (numeric strings from `GET /tax/gains/summary`). */
  summary?: GainSummaryValues | null;
  /** Shows skeletons instead of the values. @default false */
  isLoading?: boolean;
  /** Opens the 'Important Tax Disclosures' dialog. */
  onOpenDisclosures: () => void;
  /** Replaces some of the card's words: `title`, `taxAdvice`, `taxAdviceLabel`, `disclosures`, `loading`. */
  messages?: Partial<TaxSummaryMessages>;
  /** Merged last. */
  className?: string;
}

const signOf = (value: string) => (value.startsWith('+') ? 'gain' : value.startsWith('-') ? 'loss' : 'zero');

const LOADING_ROWS = [taxCenterTexts.shortTerm, taxCenterTexts.longTerm, taxCenterTexts.total];

/**
 * The Tax Center's Tax Summary card (doc 2 §2): the period line ('January 1, 2025 – Today'), the
 * 'In Progress' badge for the current year, the "does not provide tax advice" tooltip, Short-term,
 * Long-term and Total with a plus sign on gains, skeletons while loading, and the 'Important Tax
 * Disclosures' link. Each value is a money `Delta` (U+2212 on losses, an arrow, the gain / loss
 * colour and a 'Gain' / 'Loss' word for screen readers), so a loss never shows a hyphen-minus.
 *
 * Selectors: `[data-loading]` on the card; `[data-sign="gain | loss | zero"]` on each value.
 */
export function TaxSummary({
  year,
  today,
  summary,
  isLoading = false,
  onOpenDisclosures,
  messages: given,
  className,
}: TaxSummaryProps) {
  const texts = { ...defaultTaxSummaryMessages, ...given };
  const titleId = useId();
  const rows =
    isLoading || !summary
      ? null
      : taxSummaryRows(summary).map((row, index) => ({
          ...row,
          amount: String([summary.shortTerm, summary.longTerm, summary.total][index]),
        }));
  const loading = rows === null;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      {...(loading ? { 'data-loading': '' } : {})}
      className={cx(styles.card, className)}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <Tooltip content={texts.taxAdvice}>
          <Button variant="ghost" size="sm" aria-label={texts.taxAdviceLabel} className={styles.infoButton}>
            <Icon icon={Info} size="md" />
          </Button>
        </Tooltip>
        {isTaxYearInProgress(year, today) ? <Badge tone="info">{taxCenterTexts.inProgress}</Badge> : null}
      </div>
      <p className={styles.period}>{taxPeriodLine(year, today)}</p>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{loading ? texts.loading : `${texts.title} ${year}`}</caption>
        <tbody>
          {rows === null
            ? LOADING_ROWS.map((label) => (
                <tr key={label}>
                  <th scope="row" className={styles.rowHeader}>
                    {label}
                  </th>
                  <td className={styles.value}>
                    <Skeleton className={styles.skeletonCell} />
                  </td>
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={styles.rowHeader}>
                    {row.label}
                  </th>
                  <td className={styles.value} data-sign={signOf(row.value)}>
                    <Delta kind="money" value={row.amount} messages={gainLossMessages} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      <div>
        <Link variant="standalone" onPress={onOpenDisclosures}>
          {texts.disclosures}
        </Link>
      </div>
    </section>
  );
}
