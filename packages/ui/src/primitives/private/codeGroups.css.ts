import { style } from '@vanilla-extract/css';

/**
 * One group of four characters of a long code (a wallet address): a line breaks only between
 * groups (each is an atomic inline), never inside one, and the gap is space, not a character, so a
 * copied address has none.
 */
export const codeGroup = style({
  display: 'inline-block',
  marginInlineEnd: '0.4em',
  selectors: { '&:last-child': { marginInlineEnd: 0 } },
});
