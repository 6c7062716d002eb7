import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const THUMB = '1.25rem';
const TRACK = '0.375rem';

export const slider = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: '12rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const output = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${slider}[data-disabled] &`]: { color: vars.color.disabledText } },
});

/** The hit area of the track: taller than the drawn rail so it is easy to grab. */
export const track = style({
  position: 'relative',
  height: THUMB,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: TRACK,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      background: vars.color.surfaceSunken,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const fill = style({
  top: '50%',
  maxHeight: TRACK,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: { '&[data-disabled]': { background: vars.color.disabledText } },
});

export const thumb = style({
  top: '50%',
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  border: `2px solid ${vars.color.onPrimary}`,
  boxShadow: vars.elevation.low,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryHover },
    '&[data-dragging]': { background: vars.color.primaryPressed, cursor: 'grabbing' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.disabledText, borderColor: vars.color.disabledSurface },
  },
});

/** The labels under a stop slider, one centred under each stop. */
export const stops = style({
  display: 'grid',
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: { [`${slider}[data-disabled] &`]: { color: vars.color.disabledText } },
});

export const stopLabel = style({
  paddingInline: vars.space.xxs,
  selectors: { '&[data-current]': { color: vars.color.text, fontWeight: vars.font.weightMedium } },
});
