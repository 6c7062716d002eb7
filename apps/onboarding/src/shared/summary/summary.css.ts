import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The onboarding summaries (review, institution review, complete): the kit's fact list, its label
 * column (11 rem, about 180 px) and its values after it, for every row, the investor profile's
 * questions included. Values keep 16 px clear of the card's edge.
 */
export const summary = style({});

globalStyle(`${summary} dd`, { paddingInlineEnd: vars.space['16'] });

/**
 * The review's one list: its sections in one card, parted by hairlines, 24 px either side of each
 * rule, so the page is one surface instead of a stack of boxes.
 */
export const section = style({
  paddingBlock: vars.space['24'],
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { paddingBlockEnd: 0 },
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

/**
 * A row of 'Your Choices': the answer, then its step's Edit at the row's end (the values' 16 px
 * margin undone, so it stands on the headers' Edit edge).
 */
export const choice = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  marginInlineEnd: `calc(-1 * ${vars.space['16']})`,
});

/** A value with its status badge (an ID type and 'Uploaded'; 'Explained' and the explanation). */
export const withStatus = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['8'],
  rowGap: vars.space['4'],
});

/**
 * A piece of an email that never breaks inside itself: the address may wrap only after a '.', '-',
 * '_' or '+' of its name, never at the '@' (its last piece holds the '@' and the domain); a piece
 * longer than the column is cut with an ellipsis, the whole address in its title.
 */
export const unbroken = style({
  display: 'inline-block',
  maxInlineSize: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
});
