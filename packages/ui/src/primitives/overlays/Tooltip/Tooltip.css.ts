import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { overlayArrowStyle } from '../../private/overlayArrow';

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

export const arrow = style(overlayArrowStyle(vars.color.borderStrong, '10px'));

/** The hidden copy of the text describing a disabled trigger (`hidden` alone loses to any rule setting `display`). */
export const description = style({ display: 'none' });
