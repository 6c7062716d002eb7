import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

/** The product's icon beside its name: 48 px, the card radius. */
export const headerIcon = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

/** The subtitle under the name, not under the icon: indented by the icon and its gap (48 + 16 px). */
export const subtitle = style({ display: 'block', paddingInlineStart: `calc(48px + ${vars.space['16']})` });
