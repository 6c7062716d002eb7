import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});

/** A column of cards as tall as the row: its last card grows, so the columns share a bottom edge. */
export const fillColumn = style({ height: '100%' });

globalStyle(`${fillColumn} > :last-child`, { flexGrow: 1 });
