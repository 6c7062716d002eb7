import { style } from '@vanilla-extract/css';

/**
 * A list row's name (issue 30). The table's cells stay on one line, so at 1280 px the Indices'
 * columns at their content's width came to 1,024 px in a 1,014 px box: the table scrolled 10 px
 * and its Actions column lost its end inset (6 px from the border instead of 16). In a table box
 * under 64 rem the name may wrap instead (a long partner name takes a second line), so the table
 * fits its box and every column keeps its 16 px inset; wider boxes keep every name on one line.
 */
export const listName = style({
  '@container': { '(max-width: 64rem)': { whiteSpace: 'normal' } },
});

/**
 * A long header over a narrow badge column ('Hidden from Marketplace' over 'Shown'): in a table box
 * under 64 rem it takes two lines within the header's 40 px, so its column gives the name the 100 px
 * it held over a 46 px badge (issue 30: at 1280 px a partner's name wrapped to two lines).
 */
export const wrappingHeader = style({
  '@container': {
    '(max-width: 64rem)': { whiteSpace: 'normal', maxInlineSize: '6.5rem', lineHeight: '1.125rem' },
  },
});
