import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

// The narrowest a card gets so that a row of them fills the column (the card itself stops at the
// domain's MARKETPLACE_CARD_WIDTH_PX, 540: doc 2 §2).
const MARKETPLACE_CARD_MIN_WIDTH_PX = 440;

/**
 * Cards in as many columns as fit at 440 px or more, sharing the column's width: 540 px wide (doc 2
 * §2) where two fill the column (1440), narrower where that makes one more column fit (two at 1280,
 * three at 1920), instead of one 540 px column beside a 436 px empty band.
 */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${MARKETPLACE_CARD_MIN_WIDTH_PX}px), 1fr))`,
  gap: vars.space['24'],
});

/**
 * One box for Add, Added and a disabled Add in a list (issue 30): the same width in the three
 * states, so a column of them (a table's Add column, the cards' footers) has one right edge and one
 * left edge. A details page has one, sized to its label ('Added' was a wide blank box there).
 * 'Added' keeps the success colour on its check, so it reads as a status, not a broken control.
 */
export const addControl = style({
  justifyContent: 'center',
  selectors: {
    '&[data-size="sm"]': { minWidth: '5.75rem' },
  },
});

/**
 * The Add column's button (a ghost in a table row): its label ends on the header's text edge
 * (the button's own padding hangs past it) and '+ Add' and '✓ Added' end on one edge, however wide
 * each label is (issue 30: centred, they ended 8 px apart and 14 px short of 'Add').
 */
export const rowAddControl = style({
  selectors: {
    '&&': { justifyContent: 'flex-end', marginInlineEnd: `calc(-1 * ${vars.space['8']})` },
  },
});

/**
 * A list row's disabled Add with its short reason: side by side, or, in a table box under 64 rem
 * (the 976 px column at 1280 px), the reason under its button, so the Add column stays inside the
 * box (beside it, the column ran past the box's edge: no Add was in sight at 1280 px).
 */
export const rowAddWithReason = style({
  '@container': {
    '(max-width: 64rem)': {
      selectors: { '&&': { flexDirection: 'column-reverse', alignItems: 'flex-end', gap: vars.space['4'] } },
    },
  },
});

globalStyle(`${addControl}[data-added] svg`, { color: vars.color.success });

/**
 * A list's name cell (issue 30): the name on one line, so no row grows when the table narrows (the
 * Name column takes the spare width; the table scrolls before a name wraps).
 */
export const nameCell = style({
  whiteSpace: 'nowrap',
  // In a table box under 64 rem (the 976 px column at 1280 px) a long name may wrap rather than push
  // the Add column out of the box (Indices: 8 columns, names up to 28 characters).
  '@container': { '(max-width: 64rem)': { whiteSpace: 'normal' } },
});

/** The ticker under an index's name, on a line of its own: every row has the same two lines. */
export const nameCellSub = style({ display: 'block' });
