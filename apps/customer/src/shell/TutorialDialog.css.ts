import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/** The tour's panel beside the navigation item it describes: room for its two lines of text. */
export const panel = style({ width: '22rem' });

/** Step count on the left, Skip and Next on the right, under the text. */
export const footer = style({ marginTop: vars.space['16'] });

export const progress = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The navigation item the current step describes, ringed so the arrow's target is plain. */
globalStyle('[data-tour-target]', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.md,
});
