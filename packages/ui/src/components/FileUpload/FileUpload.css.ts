import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.infoSurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.border, cursor: 'not-allowed' },
    '[data-state="SUCCESS"] > &': { borderStyle: 'solid', borderColor: vars.color.success },
    '[data-state="FAILURE"] > &, [data-invalid] > &': {
      borderStyle: 'solid',
      borderColor: vars.color.danger,
    },
  },
});

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const success = style({ color: vars.color.success });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  width: '100%',
  maxWidth: '20rem',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const track = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    ':not([aria-valuenow]) &': {
      width: '40%',
      animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
    },
  },
});
