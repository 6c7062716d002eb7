import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});
