import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/** Overview / Who you are / Features inside an account-type card: term above its text. */
export const details = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  paddingBlockStart: vars.space['12'],
  borderBlockStart: `1px solid ${vars.color.borderSubtle}`,
});

globalStyle(`${details} dt`, { fontWeight: vars.font.weightMedium, marginBlockStart: vars.space['8'] });
globalStyle(`${details} dt:first-child`, { marginBlockStart: 0 });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.textMuted });

/**
 * The account types: the two open ones side by side in the flow's 560 px column, the Advisor
 * (Coming Soon) under them across the row, one under another on a narrow screen.
 */
export const pairThenOne = style({});

globalStyle(`${pairThenOne} > div`, {
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${pairThenOne} > div > :last-child`, { gridColumn: '1 / -1' });

/** 'Details': a quiet disclosure in the link colour, over the card-wide label so it opens. */
export const fold = style({});

globalStyle(`${fold} > summary`, {
  inlineSize: 'fit-content',
  color: vars.color.link,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
});
globalStyle(`${fold}[open] > summary`, { marginBlockEnd: vars.space['12'] });
// Closed, the folded text takes no box: in the one-line Coming Soon card the fold is as narrow as
// 'Details', and its hidden text would be laid out (and measured) at that width.
globalStyle(`${fold}:not([open]) > :not(summary)`, { display: 'none' });
