import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Filters that fit keep the actions on their row; filters that cannot shrink (selects) let the
// actions wrap under them on a narrow window (320 CSS px, WCAG 1.4.10). Pills (a `radiogroup`) never
// push the actions off their row: they wrap onto more rows beside them (the actions at the first
// row's end, in their own slot), or scroll on one row (`Pills oneRow`, `[data-one-row]`).
const pills = '> * > [role=radiogroup]';
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  minWidth: 0,
  selectors: {
    [`&:has(${pills})`]: { flexWrap: 'nowrap' },
    [`&:has(${pills}:not([data-one-row]))`]: { alignItems: 'flex-start' },
  },
});

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['8'],
  minWidth: 0,
});

// Beside scrolling pills the actions keep their width; elsewhere they may shrink (and wrap inside)
// on a narrow window.
export const end = style({
  marginInlineStart: 'auto',
  selectors: { [`${toolbar}:has(${pills}) > &`]: { flexShrink: 0 } },
});
