import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: '36rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(8rem, 1fr) minmax(10rem, 2fr) 6rem 2.5rem',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-disabled]': { background: vars.color.disabledSurface },
  },
});

export const icon = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightMedium,
});

export const slider = style({ minWidth: 0 });

export const percent = style({ width: '6rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const total = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-valid="false"]': { color: vars.color.danger },
  },
});

export const message = style({
  flex: '1 1 16rem',
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

export const spacer = style({ flex: 1 });
