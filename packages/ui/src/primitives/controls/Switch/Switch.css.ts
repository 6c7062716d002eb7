import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import { FORCED_COLORS, forcedInk, forcedInkOnSelected, forcedSelected } from '../../../theme/forcedColors';

const TRACK_WIDTH = '2.5rem';
const TRACK_HEIGHT = '1.5rem';
const THUMB = '1rem';

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  minHeight: CONTROL_MIN_HEIGHT,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: TRACK_WIDTH,
  height: TRACK_HEIGHT,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchLabel}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchLabel}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchLabel}[data-pressed][data-selected] &`]: { background: vars.color.primaryPressed },
    [`${switchLabel}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchLabel}[data-disabled] &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
    },
  },
  '@media': { [FORCED_COLORS]: { selectors: { [`${switchLabel}[data-selected] &`]: forcedSelected } } },
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: '0.125rem',
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transform: 'translateY(-50%)',
  transition: `inset-inline-start ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchLabel}[data-selected] &`]: {
      background: vars.color.onPrimary,
      insetInlineStart: `calc(${TRACK_WIDTH} - ${THUMB} - 0.125rem - 4px)`,
    },
    [`${switchLabel}[data-disabled] &`]: { background: vars.color.disabledText },
  },
  '@media': {
    [FORCED_COLORS]: {
      ...forcedInk,
      selectors: { [`${switchLabel}[data-selected] &`]: forcedInkOnSelected },
    },
  },
});
