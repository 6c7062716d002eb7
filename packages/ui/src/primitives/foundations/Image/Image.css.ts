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
