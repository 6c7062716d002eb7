import { style } from '@vanilla-extract/css';

/** A row may shrink below its content's width (a long badge wraps instead of overflowing). */
export const inline = style({ minWidth: 0 });
