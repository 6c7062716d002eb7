import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * A lone picker on a page's title line (the tax year): its label beside the box, not above it, so
 * the box sits on the line it belongs to (a `Toolbar`'s filters are set so by the kit).
 */
export const inlineField = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space['8'],
  whiteSpace: 'nowrap',
});

/** The Tax Center's first row: the year's summary and its report side by side, one height. */
export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
  gap: vars.space['24'],
  alignItems: 'stretch',
  '@media': {
    'screen and (max-width: 63.99rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
