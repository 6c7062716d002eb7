import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

// The domain's MARKETPLACE_CARD_WIDTH_PX; style files cannot import the domain's barrel at build time.
const MARKETPLACE_CARD_WIDTH_PX = 540;

/** Cards of 540 px (doc 2 §2) in as many columns as fit, left-aligned on the page grid. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${MARKETPLACE_CARD_WIDTH_PX}px), ${MARKETPLACE_CARD_WIDTH_PX}px))`,
  gap: vars.space['24'],
});

/**
 * One box for Add, Added and a disabled Add (issue 30): the same width in the three states, so a
 * column of them (a table's Add column, the cards' footers) has one right edge and one left edge.
 * 'Added' keeps the success colour on its check, so it reads as a status, not a broken control.
 */
export const addControl = style({
  justifyContent: 'center',
  selectors: {
    '&[data-size="sm"]': { minWidth: '5.75rem' },
    '&[data-size="md"]': { minWidth: '12.5rem' },
  },
});

globalStyle(`${addControl}[data-added] svg`, { color: vars.color.success });
