import { vars } from '@cairn/ui/style';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The tour's panel under the navigation item it describes: as wide as the navigation's column
 * (15rem; wider, it covered the page description's first letter), its 14 px text running four
 * lines rather than five (issue 30).
 */
export const panel = style({ width: '15rem' });

/** The step's text under its title, apart from it. */
export const body = style({ marginTop: vars.space['8'] });

/** The step count, then Skip and Next, under the text, set off by a hairline. */
export const footer = style({
  marginTop: vars.space['16'],
  paddingTop: vars.space['12'],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const progress = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The navigation item the current step describes, ringed so the arrow's target is plain. */
globalStyle('[data-tour-target]', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.md,
});
