import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The activity log's type filters: a fieldset that looks like the other filters' labels. */
export const filterGroup = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

// The legend sits as high above the boxes as a field's label above its field, so "Type" and
// "Time Frame" share one line.
export const filterLegend = style({
  padding: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
});

/**
 * A lone picker on a page's title line or filter row (the tax year, the transactions' period): its
 * label beside the box, not above it, so the box sits on the line it belongs to.
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
