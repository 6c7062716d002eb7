import {
  FULL_WITHDRAWAL_SHARE_TEXT,
  formatUsd,
  type WithdrawalPreview,
  type WithdrawalPreviewStatus,
  withdrawalPreviewStatus,
} from '@cairn/domain';
import { useId } from 'react';
import { Money } from '../../primitives/figures/Money/Money';
import { ToneIcon } from '../../primitives/private/ToneIcon';
import type { Tone } from '../../theme/tone';
import { cx } from '../../utils/cx';
import { defaultWithdrawalRulesPreviewMessages, type WithdrawalRulesPreviewMessages } from './messages';
import * as styles from './WithdrawalRulesPreview.css';

export type { WithdrawalRulesPreviewMessages } from './messages';

/** The tone of each outcome: what Continue will do, from fine to refused. */
const STATUS_TONES: Readonly<Record<WithdrawalPreviewStatus, Tone>> = {
  ENTER_AMOUNT: 'neutral',
  PROCEED: 'success',
  FULL_WITHDRAWAL: 'warning',
  LEAVES_UNDER_MINIMUM: 'warning',
  MINIMUM_ABOVE_AVAILABLE: 'warning',
  BELOW_MINIMUM: 'danger',
  EXCEEDS_AVAILABLE: 'danger',
};

function statusText(
  status: WithdrawalPreviewStatus,
  preview: WithdrawalPreview,
  words: WithdrawalRulesPreviewMessages['status'],
): string {
  switch (status) {
    case 'ENTER_AMOUNT':
    case 'PROCEED':
      return words[status];
    case 'MINIMUM_ABOVE_AVAILABLE':
    case 'BELOW_MINIMUM':
      return words[status](formatUsd(preview.minimum));
    case 'EXCEEDS_AVAILABLE':
      return words.EXCEEDS_AVAILABLE(formatUsd(preview.available));
    case 'FULL_WITHDRAWAL':
      return words.FULL_WITHDRAWAL(FULL_WITHDRAWAL_SHARE_TEXT);
    case 'LEAVES_UNDER_MINIMUM':
      return words.LEAVES_UNDER_MINIMUM(formatUsd(preview.minimumBalance));
  }
}

export interface WithdrawalRulesPreviewProps {
  /** The domain's `withdrawalPreview` of the amount being typed. */
  preview: WithdrawalPreview;
  /** Replaces some words ('Transfer rules', the figures' labels, each status's sentence). */
  messages?: Partial<Omit<WithdrawalRulesPreviewMessages, 'status'>> & {
    status?: Partial<WithdrawalRulesPreviewMessages['status']>;
  };
  /** Merged last. */
  className?: string;
}

/**
 * The transfer rules beside a fiat withdrawal's amount, live as it is typed: the available balance,
 * the minimum withdrawal, the amount from which it becomes a full withdrawal (75 %), the minimum
 * account balance, what stays in the account, and one sentence saying what Continue will do with
 * the amount, from the domain's `withdrawalPreviewStatus` (so it never disagrees with the routing).
 * The sentence is a polite live region: it is announced when the outcome changes, not at every
 * keystroke.
 *
 * Selectors: `[data-status="ENTER_AMOUNT | PROCEED | FULL_WITHDRAWAL | LEAVES_UNDER_MINIMUM |
 * MINIMUM_ABOVE_AVAILABLE | BELOW_MINIMUM | EXCEEDS_AVAILABLE"]` and `[data-tone]` on the root.
 */
export function WithdrawalRulesPreview({ preview, messages: given, className }: WithdrawalRulesPreviewProps) {
  const texts = {
    ...defaultWithdrawalRulesPreviewMessages,
    ...given,
    status: { ...defaultWithdrawalRulesPreviewMessages.status, ...given?.status },
  };
  const titleId = useId();
  const status = withdrawalPreviewStatus(preview);
  const tone = STATUS_TONES[status];
  // The figures through the kit's `Money` (the status sentence keeps the domain's text).
  const rows: [string, string | null][] = [
    [texts.available, preview.available.toString()],
    [texts.minimum, preview.minimum.toString()],
    [texts.fullWithdrawalFrom(FULL_WITHDRAWAL_SHARE_TEXT), preview.fullWithdrawalFrom.toString()],
    [texts.minimumBalance, preview.minimumBalance.toString()],
    [texts.remaining, preview.remaining === null ? null : preview.remaining.toString()],
  ];
  return (
    <section
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      data-status={status}
      data-tone={tone}
    >
      <h3 id={titleId} className={styles.title}>
        {texts.title}
      </h3>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.figure}>
              {/* No amount yet: a muted em dash, not the '--' of a missing return. */}
              <Money value={value} missing={'\u2014'} className={cx(value === null && styles.pending)} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.status} role="status">
        <ToneIcon tone={tone} size="sm" className={styles.statusIcon[tone]} />
        <span>{statusText(status, preview, texts.status)}</span>
      </p>
    </section>
  );
}
