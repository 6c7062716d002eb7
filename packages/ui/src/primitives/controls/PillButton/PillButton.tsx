import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { pillButton } from './PillButton.css';

export interface PillButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** The pill's fill: the tone's solid colour. @default 'neutral' */
  tone?: Tone;
  /**
   * `solid`: the tone's fill (the row's open task); `outline`: the tone's edge and words on the row's
   * background, quieter (a routine action beside a solid one). @default 'solid'
   */
  variant?: 'solid' | 'outline';
  /** The action's icon before the label (e.g. `Plus` to add, `Pencil` to change), decorative. */
  icon?: LucideIcon;
  /** A short label, e.g. 'Add Details' or 'Modify Details'. */
  children: string;
  ref?: Ref<HTMLButtonElement>;
  /** Merged last. */
  className?: string;
}

/**
 * A pill-shaped button whose tone says the state of what it acts on: the Transactions page's red
 * 'Add Details' (cost basis missing) and green 'Modify Details' (doc 2 §2). A real button (Enter
 * and Space press it), drawn as one (issue 30): a solid fill in its tone with the action's icon,
 * lighter on hover, so it never reads as a status `Badge` (a tint inside a tone's edge). `outline`
 * draws the quieter one (the tone's edge and words, no fill): 'Modify Details' beside a solid
 * 'Add Details', so a row's open task stays the loudest thing in it.
 *
 * Selectors: `[data-tone="neutral | info | success | warning | danger"]`, `[data-variant="solid | outline"]`, react-aria's
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function PillButton({
  tone = 'neutral',
  variant = 'solid',
  icon,
  children,
  className,
  ...props
}: PillButtonProps) {
  return (
    <AriaButton {...props} className={cx(pillButton, className)} data-tone={tone} data-variant={variant}>
      {icon && <Icon icon={icon} />}
      {children}
    </AriaButton>
  );
}
