import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['12'] });

// The title at the top of the row, whatever the actions' height (a labelled picker, a large button):
// every page's h1 starts at the same height, and the actions start on the title's line.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  flex: '1 1 20rem',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  lineHeight: '1.5rem',
  maxWidth: '48rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['8'],
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['4'],
  minHeight: '1.5rem',
  color: vars.color.link,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
