import { vars } from '@cairn/ui/style';
import { style } from '@vanilla-extract/css';

export const amount = style({ textAlign: 'end' });

/** Weights share one column so the balances beside them line up. */
export const weight = style({
  textAlign: 'end',
  color: vars.color.textMuted,
});

/**
 * The dashboard's timed popups float in the notices' corner, bottom right (the toasts' corner, under
 * them): they come after the page's reads and leave after 7.5 s, and in the flow each would push the
 * whole dashboard down, then up. At the top they would cover the page's Transfer action.
 */
export const popup = style({
  position: 'fixed',
  right: vars.space['24'],
  bottom: vars.space['24'],
  zIndex: vars.zIndex.popover,
  width: `min(28rem, calc(100vw - 2 * ${vars.space['24']}))`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
});
