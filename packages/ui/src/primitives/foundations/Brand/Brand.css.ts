import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const mark = style({
  display: 'block',
  flex: 'none',
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

// Three tones of the accent, darkest at the base: the stack reads as grounded in both themes.
export const stoneBase = style({
  fill: vars.color.primaryPressed,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});
export const stoneMiddle = style({
  fill: vars.color.primary,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});
export const stoneTop = style({
  fill: vars.color.primaryHover,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  // The wordmark's cap height sits at about half the mark: 14 / 18 / 24 px beside 20 / 28 / 40 px.
  // On the brand's `data-size` (selectors, not a class per size).
  selectors: {
    '&:where([data-size=sm])': { fontSize: '0.875rem', gap: '0.375rem' },
    '&:where([data-size=md])': { fontSize: '1.125rem', gap: '0.5rem' },
    '&:where([data-size=lg])': { fontSize: '1.5rem', gap: '0.625rem' },
  },
});

export const link = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const wordmark = style({ fontSize: 'inherit' });
