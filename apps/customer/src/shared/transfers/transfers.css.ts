import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A field whose value is checked character by character (a wallet address, a routing or account
 * number): typed and read in monospace, as the fact lists and the wire details show such values.
 */
export const monoField = style({});
globalStyle(`${monoField} input`, { fontFamily: vars.font.mono });
