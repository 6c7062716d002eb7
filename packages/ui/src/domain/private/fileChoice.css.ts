import { globalStyle, style } from '@vanilla-extract/css';
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

/** Quiet text in the drop zone: the drop hint. */
export const fileHint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** A refused file's message with its mark, which stays beside the first line when the text wraps. */
export const fileError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
});

// The 16 px mark centred on the first line of text, however tall the line is.
globalStyle(`${fileError} > svg`, { flexShrink: 0, marginBlockStart: 'calc((1lh - 16px) / 2)' });
