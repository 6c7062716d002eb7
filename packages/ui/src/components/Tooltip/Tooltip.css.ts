import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '20rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.medium,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

/** The focusable wrapper of a disabled control: it takes hover and focus the control cannot. */
export const disabledTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  cursor: 'not-allowed',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// A disabled control swallows pointer events in some browsers; let them reach the wrapper instead.
globalStyle(`${disabledTrigger} > *`, { pointerEvents: 'none' });
