import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Apply Changes' totals pinned in the footer, left of its buttons: three figures side by side, each
 * a muted 12 px label over its value, the figures on one baseline.
 */
export const pinnedTotals = style({
  display: 'flex',
  gap: vars.space['24'],
  margin: 0,
});

globalStyle(`${pinnedTotals} dt`, {
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

globalStyle(`${pinnedTotals} dd`, {
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** Fee Details and How Rebalancing Works, quiet buttons: the last one's text ends on the card's edge. */
export const quietActions = style({ marginInlineEnd: `calc(-1 * ${vars.space['8']})` });
