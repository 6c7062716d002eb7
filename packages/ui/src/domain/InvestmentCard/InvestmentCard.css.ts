import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  width: '100%',
  minWidth: 0,
  padding: vars.space['24'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['16'], minWidth: 0 });

export const icon = style({ width: '40px', height: '40px', flexShrink: 0, borderRadius: vars.radius.sm });

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space['16'],
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  marginTop: 'auto',
});
