import { style } from '@vanilla-extract/css';

/** Hidden on screen, still read by screen readers (text alternatives, live regions). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * Figures: digits of equal width (`tabular-nums`), so amounts line up in columns and a changing
 * balance does not jitter. For every number on screen (DESIGN.md "Numbers"); `Figure` applies it.
 */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });
