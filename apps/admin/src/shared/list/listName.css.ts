import { style } from '@vanilla-extract/css';

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
