import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A field whose value is checked character by character (a wallet address, a routing or account
 * number): typed and read in monospace, as the fact lists and the wire details show such values.
 */
export const monoField = style({});
globalStyle(`${monoField} input`, { fontFamily: vars.font.mono });

/**
 * The live USD estimate under a crypto amount: its own line, in the text colour with tabular digits
 * (a figure the user reads as they type), above the muted limits.
 */
export const estimateLine = style({
  display: 'block',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
