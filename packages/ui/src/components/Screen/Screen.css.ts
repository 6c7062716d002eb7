import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});

export const panel = style({
  maxWidth: '36rem',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.medium,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  fontWeight: vars.font.weightBold,
});

export const body = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
