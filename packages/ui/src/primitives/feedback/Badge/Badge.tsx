import type { ReactNode } from 'react';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { ToneIcon } from '../../private/ToneIcon';
import { badge, icon } from './Badge.css';

export interface BadgeProps {
  /** Every tone but `neutral` shows its icon before the text, so colour is never the only cue. @default 'neutral' */
  tone?: Tone;
  /** A short label, e.g. 'In Progress', 'Coming Soon', 'Changes Applied'. */
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * A small static label beside a heading or an option. Not interactive and not a live region: to
 * announce a change, put it in one (or use a Chip or a toast).
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`.
 */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={cx(badge, className)} data-tone={tone}>
      {tone === 'neutral' ? null : <ToneIcon tone={tone} size="sm" className={icon} />}
      {children}
    </span>
  );
}
