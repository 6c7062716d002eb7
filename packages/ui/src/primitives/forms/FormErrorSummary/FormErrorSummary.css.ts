import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// A short note over the form, not a second form (issue 30): the danger banner's panel (tinted
// surface, 4 px start edge), a 14 px title, and the problems as a plain list of links, one a line,
// with no bullets; each field still says its own message under it.
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['16']}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: '1.25rem',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each link a 24 px target (WCAG 2.5.8): the list's links stand one above the other, not in a sentence.
export const link = style({
  display: 'inline-block',
  minBlockSize: '1.5rem',
  lineHeight: '1.5rem',
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
