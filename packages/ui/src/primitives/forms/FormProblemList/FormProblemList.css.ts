import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Guidance, not an error, until the first submit attempt: quiet text.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: '1.25rem',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  selectors: { [`${root}[data-state="error"] &`]: { color: vars.color.danger } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  paddingInlineStart: vars.space['16'],
});

// A checklist until the first submit attempt (muted, underlined on hover), then errors (the error
// summary's danger links).
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    [`${root}[data-state="error"] &`]: { color: vars.color.danger, textDecoration: 'underline' },
    [`${root}[data-state="error"] &:hover`]: { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
