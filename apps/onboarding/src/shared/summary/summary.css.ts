import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The onboarding summaries (review, institution review, complete): one fact list. Every value
 * starts at one column, 176 px into the card (a 160 px label track and the list's 16 px gap),
 * so a short label leaves no dead gutter and an address or email keeps its width.
 */
export const summary = style({});

const LABEL_TRACK = '10rem';
const NARROW = 'screen and (max-width: 479.98px)';

globalStyle(`${summary} dl > div`, {
  gridTemplateColumns: `${LABEL_TRACK} minmax(0, 1fr)`,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/**
 * A list of long questions (the investor profile): each question a muted line, its answer right
 * under it on the same left edge (no step inwards), so the list reads straight down.
 */
export const questions = style({});

globalStyle(`${questions} dl > div`, { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['4'] });

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
 * A step of one answer: its name, the answer in the values' column, Edit at the right edge; 16 px
 * either side of its rule (a line, not a block).
 */
export const answerSection = style({
  paddingBlock: vars.space['16'],
  display: 'grid',
  gridTemplateColumns: `${LABEL_TRACK} minmax(0, 1fr) auto`,
  alignItems: 'center',
  columnGap: vars.space['16'],
  minBlockSize: '2rem',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const answer = style({
  minWidth: 0,
  '@media': { [NARROW]: { gridColumn: '1', gridRow: '2' } },
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
 * One part of an address (the name, then '@' and the domain) that never breaks inside itself: a
 * long email wraps at the '@' only, never at a hyphen in the middle of its name.
 */
export const unbroken = style({ display: 'inline-block', maxInlineSize: '100%' });
