import {
  type CalendarDate,
  type GainSummaryValues,
  isTaxYearInProgress,
  PRODUCT_NAME,
  taxCenterTexts,
  taxPeriodLine,
  taxSummaryRows,
} from '@cairn/domain';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './TaxSummary.css';

/**
 * Texts of the Tax Summary card that `taxCenterTexts` does not hold yet (doc 2 §2). The spec
 * quotes the tooltip only as '{product} does not provide tax advice...'; the rest of the sentence
 * is the project's wording.
 */
export const taxSummaryTexts = {
  title: 'Tax Summary',
  taxAdvice: `${PRODUCT_NAME} does not provide tax advice. Please consult a qualified tax professional about your situation.`,
  taxAdviceLabel: 'About this summary',
  disclosures: 'Important Tax Disclosures',
  loading: 'Loading tax summary',
} as const;

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
  /** Merged last. */
  className?: string;
}

function InfoIcon() {
  return (
    <svg className={styles.infoIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v5M12 8v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const signOf = (value: string) => (value.startsWith('+') ? 'gain' : value.startsWith('-') ? 'loss' : 'zero');

const LOADING_ROWS = [taxCenterTexts.shortTerm, taxCenterTexts.longTerm, taxCenterTexts.total];

/**
 * The Tax Center's Tax Summary card (doc 2 §2): the period line ('January 1, 2025 – Today'), the
 * 'In Progress' badge for the current year, the "does not provide tax advice" tooltip, Short-term,
 * Long-term and Total with a plus sign on gains, skeletons while loading, and the 'Important Tax
 * Disclosures' link. Gains and losses are told apart by their sign; colour repeats it.
 *
 * Selectors: `[data-loading]` on the card; `[data-sign="gain | loss | zero"]` on each value.
 */
export function TaxSummary({
  year,
  today,
  summary,
  isLoading = false,
  onOpenDisclosures,
  className,
}: TaxSummaryProps) {
  const titleId = useId();
  const rows = isLoading || !summary ? null : taxSummaryRows(summary);
  const loading = rows === null;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      {...(loading ? { 'data-loading': '' } : {})}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {taxSummaryTexts.title}
        </h2>
        <Tooltip content={taxSummaryTexts.taxAdvice}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={taxSummaryTexts.taxAdviceLabel}
            className={styles.infoButton}
          >
            <InfoIcon />
          </Button>
        </Tooltip>
        {isTaxYearInProgress(year, today) ? <Badge tone="info">{taxCenterTexts.inProgress}</Badge> : null}
      </div>
      <p className={styles.period}>{taxPeriodLine(year, today)}</p>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>
          {loading ? taxSummaryTexts.loading : `${taxSummaryTexts.title} ${year}`}
        </caption>
        <tbody>
          {rows === null
            ? LOADING_ROWS.map((label) => (
                <tr key={label}>
                  <th scope="row" className={styles.rowHeader}>
                    {label}
                  </th>
                  <td className={styles.value({ sign: 'zero' })}>
                    <Skeleton className={styles.skeletonCell} />
                  </td>
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={styles.rowHeader}>
                    {row.label}
                  </th>
                  <td className={styles.value({ sign: signOf(row.value) })} data-sign={signOf(row.value)}>
                    {row.value}
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      <div>
        <Link variant="standalone" onPress={onOpenDisclosures}>
          {taxSummaryTexts.disclosures}
        </Link>
      </div>
    </section>
  );
}
