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
