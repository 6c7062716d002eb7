import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Apply Changes' totals pinned in the footer, on their own row above its buttons (issue 30: three
 * figures and two buttons crowded one row): a whole row of the wrapping footer, each figure a muted
 * label over its 16 px value.
 */
export const pinnedTotals = style({
  display: 'flex',
  flexWrap: 'wrap',
  flexBasis: '100%',
  gap: `${vars.space['8']} ${vars.space['32']}`,
  margin: 0,
  paddingBottom: vars.space['8'],
});

globalStyle(`${pinnedTotals} dt`, {
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

globalStyle(`${pinnedTotals} dd`, {
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** Fee Details and How Rebalancing Works, quiet buttons: the last one's text ends on the card's edge. */
export const quietActions = style({ marginInlineEnd: `calc(-1 * ${vars.space['8']})` });

/**
 * Tax-Loss Harvesting and Drift: one under the other, and side by side (a third and two thirds)
 * where the page's column is at its widest (issue 30: at 1920 px each card ran 1,440 px for one or
 * two short lines, and Drift's names sat 800 px from their figures). Drift alone takes the row.
 */
export const lowerCards = style({
  display: 'grid',
  gap: vars.space['24'],
  '@media': {
    'screen and (min-width: 100rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});

globalStyle(`${lowerCards} > :only-child`, { gridColumn: '1 / -1' });
// Tax-Loss Harvesting keeps its own height beside a long Drift table; Drift's one line of 'nothing
// held yet' takes Tax-Loss Harvesting's height, so the two cards end on one line.
globalStyle(`${lowerCards} > :first-child:not(:only-child)`, { alignSelf: 'start' });
