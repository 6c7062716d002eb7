import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'none' },
  },
});

export const itemDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const chevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
