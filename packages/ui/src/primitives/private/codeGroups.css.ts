import { style } from '@vanilla-extract/css';

/**
 * One group of four characters of a long code (a wallet address): a line breaks only between
 * groups (each is an atomic inline), never inside one, and the gap is space, not a character, so a
 * copied address has none.
 */
export const codeGroup = style({
  display: 'inline-block',
  // A pair (a short last group with the one before it) never breaks between its two groups.
  whiteSpace: 'nowrap',
  marginInlineEnd: '0.4em',
  selectors: { '&:last-child': { marginInlineEnd: 0 } },
});
