import type { ReactNode } from 'react';
import { badge, type badgeTones } from './Badge.css';

export interface BadgeProps {
  /** @default 'neutral' */
  tone?: (typeof badgeTones)[number];
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
    <span className={[badge({ tone }), className].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
    </span>
  );
}
