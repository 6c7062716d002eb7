import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The drop zone both file controls draw: dashed until a file is there, its states from react-aria. */
export const dropZoneBase = style({
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.infoSurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.border, cursor: 'not-allowed' },
  },
});

/** Quiet text in and under the drop zone: the drop hint, 'No file chosen'. */
export const fileHint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const fileError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});
