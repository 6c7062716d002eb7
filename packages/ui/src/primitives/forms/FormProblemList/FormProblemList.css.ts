import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Guidance, not an error: quiet text, the links in the accent colour.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightMedium, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  paddingInlineStart: vars.space['16'],
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
