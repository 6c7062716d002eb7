import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const image = style({ display: 'block', maxWidth: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'block',
  maxWidth: '100%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
});
