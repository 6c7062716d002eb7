import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { TONE_ICONS } from '../../private/ToneIcon';
import { badge, icon } from './Badge.css';

export interface BadgeProps {
  /** Every tone but `neutral` shows its icon before the text, so colour is never the only cue. @default 'neutral' */
  tone?: Tone;
  /**
   * The icon before the text, in place of the tone's (e.g. a dash for a neutral 'No' beside a
   * success 'Yes', so both read alike). @default the tone's icon; none for `neutral`
   */
  icon?: LucideIcon;
  /** A short label, e.g. 'In Progress', 'Coming Soon', 'Changes Applied'. */
  children: ReactNode;
  /** Merged last. */
  className?: string;
}

/**
 * A small static label: a status in a table row, or a mark beside a heading or an option. One height
 * (20 px) with or without an icon, so badges of one column line up. Not interactive and not a live
 * region: to announce a change, put it in one (or use a Chip or a toast). Actions are buttons, never
 * badges.
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`.
 */
export function Badge({ tone = 'neutral', icon: given, children, className }: BadgeProps) {
  const shown = given ?? (tone === 'neutral' ? undefined : TONE_ICONS[tone]);
  return (
    <span className={cx(badge, className)} data-tone={tone}>
      {shown === undefined ? null : <Icon icon={shown} className={icon} />}
      {children}
    </span>
  );
}
