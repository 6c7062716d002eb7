import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { ToneIcon } from '../../private/ToneIcon';
import { pillButton } from './PillButton.css';

export interface PillButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** Every tone but `neutral` shows its icon before the label, so colour is never the only cue. @default 'neutral' */
  tone?: Tone;
  /** A short label, e.g. 'Add Details' or 'Modify Details'. */
  children: string;
  ref?: Ref<HTMLButtonElement>;
  /** Merged last. */
  className?: string;
}

/**
 * A pill-shaped button whose tone says the state of what it acts on: the Transactions page's red
 * 'Add Details' (cost basis missing) and green 'Modify Details' (doc 2 §2). A real button (Enter
 * and Space press it), shaped like a Badge.
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`, react-aria's
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function PillButton({ tone = 'neutral', children, className, ...props }: PillButtonProps) {
  return (
    <AriaButton {...props} className={cx(pillButton, className)} data-tone={tone}>
      {tone === 'neutral' ? null : <ToneIcon tone={tone} size="sm" />}
      {children}
    </AriaButton>
  );
}
