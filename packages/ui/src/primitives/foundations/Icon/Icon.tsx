import type { LucideIcon } from 'lucide-react';
import { cx } from '../../../utils/cx';
import { icon as iconClass } from './Icon.css';

/** Icon sizes in px: `sm` 16 (inline with body text), `md` 20 (buttons, fields), `lg` 24 (banners, empty states). */
export const ICON_SIZES = { sm: 16, md: 20, lg: 24 } as const;

export type IconSize = keyof typeof ICON_SIZES;

export interface IconProps {
  /** The lucide-react icon, imported by name (`import { Check } from 'lucide-react'`) so bundles keep only the icons used. */
  icon: LucideIcon;
  /** @default 'sm' */
  size?: IconSize;
  /**
   * The icon's text alternative. Omitted, the icon is decorative (`aria-hidden`): give the meaning
   * in text beside it, as almost every use should.
   */
  label?: string;
  /** Merged last. */
  className?: string | undefined;
}

/**
 * The kit's one way to draw an icon: a lucide-react icon at a size of the scale, in the current
 * text colour, decorative unless it has a `label` (then `role="img"` with that name).
 *
 * Selectors: `[data-size="sm | md | lg"]`.
 */
export function Icon({ icon: Glyph, size = 'sm', label, className }: IconProps) {
  const px = ICON_SIZES[size];
  return (
    <Glyph
      className={cx(iconClass, className)}
      data-size={size}
      width={px}
      height={px}
      strokeWidth={size === 'sm' ? 2 : 1.75}
      focusable="false"
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
}
