import { vars } from '@cairn/ui';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '48rem' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionTitle = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const narrow = style({ maxWidth: '36rem' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const status = style({ color: vars.color.textMuted });
