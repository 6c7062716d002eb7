import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

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

/** The embedded variant: a surface in the template's centred column. */
export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['16'],
  padding: vars.space['32'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

// The alert wrapper must not break the surface's column.
globalStyle(`${embedded} > [role="alert"]`, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['16'],
  width: '100%',
});

export const iconWell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.neutralSurface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const embeddedTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightHeading,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.trackingTight,
  textWrap: 'balance',
});

export const embeddedBody = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
});

export const embeddedActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
  width: '100%',
  marginTop: vars.space['8'],
});
