import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The onboarding summaries (review, institution review, complete): the kit's fact list with its
 * label and value columns about 45/55, so a questionnaire's question wraps to two lines at most
 * beside its short answer and an address or an email has room to wrap less (issue 30), for every
 * row. Values keep 16 px clear of the card's edge.
 */
export const summary = style({});

globalStyle(`${summary} dd`, { paddingInlineEnd: vars.space['16'] });

globalStyle(`${summary} dl > div`, {
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'minmax(0, 9fr) minmax(0, 11fr)' } },
});

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
 * A value with its status badge (an ID type and 'Uploaded'); `data-stacked`: a badge over free text
 * of its own line ('Explained', then the explanation), not run on after it as one phrase.
 */
export const withStatus = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['8'],
  rowGap: vars.space['4'],
  selectors: { '&[data-stacked]': { flexDirection: 'column', alignItems: 'flex-start' } },
});

/**
 * A piece of an email (`Email`) that never breaks inside itself: the address may wrap only before
 * its '@' (its name, then the '@' and the domain); a piece longer than the column is cut with an
 * ellipsis, the whole address in its title.
 */
export const unbroken = style({
  display: 'inline-block',
  maxInlineSize: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
});

/**
 * A word of a text value (`Words`): one piece that moves to the next line whole, so a value wraps
 * at its spaces only ('crypto-assets' never splits at its hyphen); a word wider than the column
 * still wraps inside itself rather than overflow.
 */
export const word = style({ display: 'inline-block', maxInlineSize: '100%' });
