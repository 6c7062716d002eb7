import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const image = style({ display: 'block', maxWidth: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  overflow: 'hidden',
  maxWidth: '100%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
});

/** The icon fills about half of the box, whatever its size. */
export const fallbackGlyph = style({ width: '50%', height: '50%', maxWidth: '2.5rem', maxHeight: '2.5rem' });

/**
 * A logo's stand-in: the name's initials, bold and white like a real mark's (sized by the box's font
 * size; the box's fill is the name's deep palette tint).
 */
export const fallbackInitials = style({
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  letterSpacing: '0.02em',
  color: 'white',
  userSelect: 'none',
});
