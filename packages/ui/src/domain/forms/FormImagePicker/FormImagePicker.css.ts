import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['16'], minWidth: 0 });

export const preview = style({
  flex: 'none',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'contain',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const picker = style({ flex: '1 1 auto', minWidth: 0 });
