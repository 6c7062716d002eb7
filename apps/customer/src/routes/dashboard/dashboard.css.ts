import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});

/** The balance's currency symbol: lighter than the digits (DESIGN.md, large figures). */
export const currencySymbol = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightRegular,
  marginInlineEnd: '0.1em',
});

/** The headline's change lines: one per period, the figures first, the period's name after. */
export const changes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['12'],
  rowGap: vars.space['4'],
});

/** A column of cards as tall as the row: its last card grows, so the columns share a bottom edge. */
export const fillColumn = style({ height: '100%' });

globalStyle(`${fillColumn} > :last-child`, { flexGrow: 1 });
