import { HEADER_HEIGHT, vars } from '@cairn/ui';
import { style } from '@vanilla-extract/css';

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});

/**
 * The dashboard's timed popups float at the top right, under the header: they come after the page's
 * reads and leave after 7.5 s, and in the flow each would push the whole dashboard down, then up.
 */
export const popup = style({
  position: 'fixed',
  top: `calc(${HEADER_HEIGHT} + ${vars.space['16']})`,
  right: vars.space['24'],
  zIndex: vars.zIndex.popover,
  width: `min(28rem, calc(100vw - 2 * ${vars.space['24']}))`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
});
