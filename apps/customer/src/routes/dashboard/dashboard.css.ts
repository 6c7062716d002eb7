import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

// A figure is a flex box, so `textAlign` alone left it at its grid cell's start: each ends on the
// cell's end, and every figure of the card on one right edge (issue 30).
export const amount = style({ textAlign: 'end', justifySelf: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  justifySelf: 'end',
  color: vars.color.textMuted,
});

/** A column of cards as tall as the row: its last card grows, so the columns share a bottom edge. */
export const fillColumn = style({ height: '100%' });

globalStyle(`${fillColumn} > :last-child`, { flexGrow: 1 });
