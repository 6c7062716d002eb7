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
 * A list of long questions (the investor profile): each question is a full-width muted row and its
 * answer sits under it in the value column, so the answers line up with every other value.
 */
export const questions = style({});

globalStyle(`${questions} dl > div`, { rowGap: vars.space['4'] });
globalStyle(`${questions} dt`, { gridColumn: '1 / -1' });
globalStyle(`${questions} dd`, {
  gridColumn: '2',
  '@media': { [NARROW]: { gridColumn: '1' } },
});

/** A value with its own Edit link flush with the card's right edge, as the headers' Edit links. */
export const valueWithEdit = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});

/**
 * One part of an address (the name, then '@' and the domain) that never breaks inside itself: a
 * long email wraps at the '@' only, never at a hyphen in the middle of its name.
 */
export const unbroken = style({ display: 'inline-block', maxInlineSize: '100%' });
