import { vars } from '../../theme/contract.css';

/**
 * The theme variables a chart reads at run time (`chartTheme.ts`), picked from the contract here,
 * where vanilla-extract evaluates them at build time: the built kit holds these few names, not the
 * whole contract object, which no other run-time code needs (issue 26, "Kit size").
 */
export const chartVars = {
  text: vars.color.text,
  textMuted: vars.color.textMuted,
  border: vars.color.border,
  surface: vars.color.surface,
  surfaceRaised: vars.color.surfaceRaised,
  primary: vars.color.primary,
  gain: vars.color.gain,
  loss: vars.color.loss,
  fontBody: vars.font.body,
  fontSizeXs: vars.font.sizeXs,
};
