import { createVar } from '@vanilla-extract/css';

/** The gap of the nearest layout primitive, for its children (dividers, column widths); set by the `gap` atom. */
export const gapVar = createVar();
