import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/**
 * The recommended style's card: the accent border and a faint accent ring, like a chosen option,
 * rather than a gain-green pill alone (green is the colour of gains).
 */
export const recommended = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
  '@media': { '(forced-colors: active)': { borderColor: 'Highlight' } },
});
