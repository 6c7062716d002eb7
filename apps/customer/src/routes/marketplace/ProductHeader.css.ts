import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The product's icon beside its name: 48 px, the card radius. */
export const headerIcon = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});
