import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { overlayArrowStyle } from '../../private/overlayArrow';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating panel shared by popovers and menus. */
export const popoverPanel = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
  },
});

export const arrow = style(overlayArrowStyle(vars.color.border, '12px'));

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
  fontSize: vars.font.sizeSm,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});
