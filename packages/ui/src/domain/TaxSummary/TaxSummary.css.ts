import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: '18rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const infoButton = style({ minHeight: '2rem', minWidth: '2rem', padding: vars.space.xxs });

export const period = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeMd,
});

export const rowHeader = style({
  padding: `${vars.space.sm} 0`,
  textAlign: 'left',
  fontWeight: vars.font.weightRegular,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    'tr:last-child > &': { fontWeight: vars.font.weightBold, borderBottom: 'none' },
  },
});

/** Gains and losses differ by their sign first; colour only repeats it. */
export const value = recipe({
  base: {
    padding: `${vars.space.sm} 0`,
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: {
      'tr:last-child > &': { fontWeight: vars.font.weightBold, borderBottom: 'none' },
    },
  },
  variants: {
    sign: {
      gain: { color: vars.color.gain },
      loss: { color: vars.color.loss },
      zero: { color: vars.color.text },
    },
  },
});

export const skeletonCell = style({ display: 'inline-block', width: '6rem' });
